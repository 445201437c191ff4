// Written in the style of public SwiftUI components (speedometer-style gauges); not a copy of any of them.
import SwiftUI

struct GaugeArc: Shape {
    var startAngle: Angle = .degrees(135)
    var endAngle: Angle = .degrees(405)

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: startAngle,
                    endAngle: endAngle,
                    clockwise: false)
        return path
    }
}

struct GaugeDial: View {
    var value: Double
    var range: ClosedRange<Double> = 0...100

    private var fraction: Double {
        (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var body: some View {
        ZStack {
            GaugeArc()
                .stroke(Color.gray.opacity(0.25), style: StrokeStyle(lineWidth: 14, lineCap: .round))
            GaugeArc()
                .trim(from: 0, to: CGFloat(fraction))
                .stroke(
                    LinearGradient(colors: [.green, .yellow, .red], startPoint: .leading, endPoint: .trailing),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round)
                )
            Capsule()
                .fill(Color.primary)
                .frame(width: 4, height: 60)
                .offset(y: -30)
                .rotationEffect(.degrees(-135 + 270 * fraction))
                .animation(.interpolatingSpring(stiffness: 80, damping: 9), value: value)
            VStack {
                Text("\(Int(value))")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Text("km/h")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .offset(y: 40)
        }
        .frame(width: 200, height: 200)
    }
}
