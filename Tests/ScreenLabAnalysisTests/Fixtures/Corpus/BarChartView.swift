// swift-format-ignore-file
import UIKit

/// A bar chart with value labels.
final class BarChartView: ChartBase {
    var values: [Double] = [] {
        didSet { setNeedsDisplay() }
    }
    var barSpacing: CGFloat = 6 // expect: SL101
    var barColor: UIColor = .systemGreen {
        didSet { setNeedsDisplay() }
    }
    private let valueFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    override func drawData(in rect: CGRect) {
        guard !values.isEmpty, let maximum = values.max(), maximum > 0 else { return }
        let width = (rect.width - barSpacing * CGFloat(values.count - 1)) / CGFloat(values.count)
        barColor.setFill()
        for (index, value) in values.enumerated() {
            let height = rect.height * CGFloat(value / maximum)
            let bar = CGRect(
                x: rect.minX + CGFloat(index) * (width + barSpacing), y: rect.maxY - height,
                width: width, height: height)
            UIRectFill(bar)
            drawLabel(value, above: bar)
        }
    }

    private func drawLabel(_ value: Double, above bar: CGRect) {
        let text = valueFormatter.string(from: NSNumber(value: value)) ?? ""
        let font = UIFont.systemFont(ofSize: 10)
        (text as NSString).draw(at: CGPoint(x: bar.minX, y: bar.minY - 12), withAttributes: [.font: font])
    }
}
