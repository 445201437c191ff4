// Written in the style of public SwiftUI components (donut charts from slices); not a copy of any of them.
import SwiftUI

struct DonutSlice: Shape {
    var start: Double
    var end: Double
    var thickness: CGFloat

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: .degrees(start * 360 - 90), endAngle: .degrees(end * 360 - 90), clockwise: false)
        path.addArc(center: center, radius: radius - thickness, startAngle: .degrees(end * 360 - 90), endAngle: .degrees(start * 360 - 90), clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct DonutChart: View {
    let values: [Double]
    let colors: [Color]

    private var fractions: [(Double, Double)] {
        let total = values.reduce(0, +)
        var running = 0.0
        return values.map { value in
            let start = running / total
            running += value
            return (start, running / total)
        }
    }

    var body: some View {
        ZStack {
            ForEach(Array(fractions.enumerated()), id: \.offset) { index, slice in
                DonutSlice(start: slice.0, end: slice.1, thickness: 28)
                    .fill(colors[index % colors.count])
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .padding()
    }
}
