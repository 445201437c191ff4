// Written in the style of public open-source SwiftUI button styles (a press style that calls a main-actor feedback helper); not a copy of any of them.
import SwiftUI

@MainActor
enum Feedback {
    private(set) static var count = 0

    static func tap() {
        count += 1
    }
}

struct HapticPressStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundColor(.white)
            .padding(.vertical, 12)
            .padding(.horizontal, 20)
            .background(Capsule().fill(tint))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
            .onChange(of: configuration.isPressed) { pressed in
                if pressed { Feedback.tap() }
            }
    }
}

extension ButtonStyle where Self == HapticPressStyle {
    static var haptic: HapticPressStyle { HapticPressStyle() }
}

struct CheckoutButton: View {
    @State private var placed = false

    var body: some View {
        Button(placed ? "Ordered" : "Place order") {
            placed = true
            Feedback.tap()
        }
        .buttonStyle(.haptic)
    }
}
