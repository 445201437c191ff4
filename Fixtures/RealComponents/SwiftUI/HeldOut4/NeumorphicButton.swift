// Written in the style of public SwiftUI components (neumorphic button styles); not a copy of any of them.
import SwiftUI

struct NeumorphicButtonStyle: ButtonStyle {
    var background: Color = Color(red: 0.9, green: 0.92, blue: 0.95)

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, 14)
            .padding(.horizontal, 28)
            .background(
                Group {
                    if configuration.isPressed {
                        Capsule()
                            .fill(background)
                            .overlay(
                                Capsule()
                                    .stroke(Color.gray.opacity(0.4), lineWidth: 3)
                                    .blur(radius: 2)
                                    .offset(x: 2, y: 2)
                                    .mask(Capsule().fill(LinearGradient(colors: [.black, .clear], startPoint: .topLeading, endPoint: .bottomTrailing)))
                            )
                    } else {
                        Capsule()
                            .fill(background)
                            .shadow(color: .white.opacity(0.8), radius: 6, x: -5, y: -5)
                            .shadow(color: .black.opacity(0.15), radius: 6, x: 5, y: 5)
                    }
                }
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct NeumorphicDemo: View {
    var body: some View {
        ZStack {
            Color(red: 0.9, green: 0.92, blue: 0.95).ignoresSafeArea()
            Button("Play") {}
                .buttonStyle(NeumorphicButtonStyle())
        }
    }
}
