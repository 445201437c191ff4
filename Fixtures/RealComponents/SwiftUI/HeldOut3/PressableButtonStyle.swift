// Written in the style of public SwiftUI components (scale-on-press button styles); not a copy of any of them.
import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    var scale: CGFloat = 0.94

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(Color.accentColor)
            )
            .foregroundColor(.white)
            .scaleEffect(configuration.isPressed ? scale : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

struct PressableButtonDemo: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Tapped \(taps) times")
            Button("Tap me") { taps += 1 }
                .buttonStyle(.pressable)
            Button("Softer") { taps += 1 }
                .buttonStyle(PressableButtonStyle(scale: 0.98))
        }
    }
}

struct PressableButtonDemo_Previews: PreviewProvider {
    static var previews: some View {
        PressableButtonDemo()
    }
}
