// Written in the style of public SwiftUI components (Canvas sparklines); not a copy of any of them.
import SwiftUI

struct Sparkline: View {
    let values: [Double]
    var lineColor: Color = .green

    var body: some View {
        Canvas { context, size in
            guard values.count > 1, let minValue = values.min(), let maxValue = values.max() else { return }
            let range = max(maxValue - minValue, 0.0001)
            var path = Path()
            for (index, value) in values.enumerated() {
                let x = size.width * CGFloat(index) / CGFloat(values.count - 1)
                let y = size.height * (1 - CGFloat((value - minValue) / range))
                if index == 0 {
                    path.move(to: CGPoint(x: x, y: y))
                } else {
                    path.addLine(to: CGPoint(x: x, y: y))
                }
            }
            context.stroke(path, with: .color(lineColor), lineWidth: 2)
        }
        .frame(height: 40)
    }
}

struct StockTile: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("AAPL").font(.headline)
            Sparkline(values: [3, 4, 3.5, 5, 6, 5.5, 7])
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}
