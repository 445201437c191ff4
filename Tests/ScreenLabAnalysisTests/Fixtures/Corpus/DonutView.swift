// swift-format-ignore-file
import UIKit

/// A donut of category fractions, shown in a cell from another module.
final class DonutView: UIView {
    var segmentFractions: [CGFloat] = [] // expect: SL101
    var segmentColors: [UIColor] = [] {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        var start: CGFloat = 0
        for (index, fraction) in segmentFractions.enumerated() {
            let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 3, startAngle: start, endAngle: start + fraction * 2 * .pi, clockwise: true)
            path.lineWidth = 12
            (index < segmentColors.count ? segmentColors[index] : .gray).setStroke()
            path.stroke()
            start += fraction * 2 * .pi
        }
    }
}

/// A cell whose container view comes from a design-system module outside these sources.
final class SpendingCell: DesignSystemCell {
    func configure(categories: [CGFloat], colors: [UIColor]) {
        container.chart.segmentFractions = categories // expect: SL101
        container.chart.segmentColors = colors
        container.titleLabel.text = "Spending"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        container.chart.segmentFractions = [] // expect: SL101
    }
}
