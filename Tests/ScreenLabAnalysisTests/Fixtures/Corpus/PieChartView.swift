import UIKit

/// A pie chart. The legend helper at the end is being edited and does not compile yet: the
/// analyzer still checks what parsed.
public final class PieChartView: UIView {
    public var slices: [Double] = [] {
        didSet { setNeedsDisplay() }
    }
    public var colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen] // expect: SL101
    public var holeRatio: CGFloat = 0.5 // screenlab:ignore SL101 (set once by the host app)

    public override func draw(_ rect: CGRect) {
        let total = slices.reduce(0, +)
        guard total > 0 else { return }
        var start = -CGFloat.pi / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        for (index, slice) in slices.enumerated() {
            let end = start + 2 * .pi * CGFloat(slice / total)
            // screenlab:ignore SL104
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            colors[index % colors.count].setFill()
            wedge.fill()
            start = end
        }
        UIColor.systemBackground.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: radius * (1 - holeRatio), dy: radius * (1 - holeRatio))).fill() // expect: SL104
    }

    func legendEntries( -> [String] {
        slices.map { "\($0)" }
    }
}
