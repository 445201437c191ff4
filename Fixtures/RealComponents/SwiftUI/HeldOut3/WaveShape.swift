// Written in the style of public SwiftUI components (animated wave shapes); not a copy of any of them.
import SwiftUI

struct Wave: Shape {
    var phase: Double
    var amplitude: CGFloat = 10

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midY = rect.height * 0.5
        path.move(to: CGPoint(x: 0, y: midY))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relative = x / rect.width
            let y = midY + sin(relative * 2 * .pi + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct WaveBanner: View {
    @State private var phase = 0.0

    var body: some View {
        ZStack(alignment: .bottom) {
            Wave(phase: phase, amplitude: 12)
                .fill(Color.blue.opacity(0.4))
            Wave(phase: phase + .pi / 2, amplitude: 8)
                .fill(Color.blue)
        }
        .frame(height: 120)
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
    }
}
