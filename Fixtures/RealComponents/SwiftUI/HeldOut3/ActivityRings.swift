// Written in the style of public SwiftUI components (activity ring stacks); not a copy of any of them.
import SwiftUI

struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(min(progress, 1)))
                .stroke(
                    AngularGradient(gradient: Gradient(colors: [color.opacity(0.7), color]), center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeInOut(duration: 0.8), value: progress)
        }
    }
}

struct ActivityRings: View {
    var move: Double
    var exercise: Double
    var stand: Double

    var body: some View {
        ZStack {
            ActivityRing(progress: move, color: .red)
                .frame(width: 150, height: 150)
            ActivityRing(progress: exercise, color: .green)
                .frame(width: 118, height: 118)
            ActivityRing(progress: stand, color: .cyan)
                .frame(width: 86, height: 86)
        }
    }
}

struct ActivityRings_Previews: PreviewProvider {
    static var previews: some View {
        ActivityRings(move: 0.7, exercise: 0.4, stand: 0.9)
    }
}
