// Written in the style of public SwiftUI components (circular progress rings); not a copy of any of them.
import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var tint: Color = .blue

    var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: CGFloat(min(progress, 1.0)))
                .stroke(
                    tint,
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.6), value: progress)

            VStack(spacing: 2) {
                Text("\(Int(progress * 100))%")
                    .font(.system(size: 28, weight: .bold, design: .rounded))
                Text("complete")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .padding(lineWidth / 2)
    }
}

struct ProgressRingDemo: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 24) {
            ProgressRing(progress: progress)
                .frame(width: 160, height: 160)

            Button("Add 10%") {
                progress = min(1, progress + 0.1)
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

struct ProgressRing_Previews: PreviewProvider {
    static var previews: some View {
        ProgressRingDemo()
    }
}
