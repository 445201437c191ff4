// swift-format-ignore-file
import UIKit

/// A line chart: the data hook of ChartBase.
public final class LineChartView: ChartBase {
    public var points: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }
    public var lineColor: UIColor = .systemBlue // expect: SL101
    public var lineWidth: CGFloat = 2 {
        didSet { setNeedsDisplay() }
    }
    private var lastPointCount = 0

    public override func drawData(in rect: CGRect) {
        guard points.count > 1, let maximum = points.max(), maximum > 0 else { return }
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(points.count - 1)
            let y = rect.maxY - rect.height * point / maximum
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        lastPointCount = points.count // expect: SL105
        path.lineWidth = lineWidth
        lineColor.setStroke()
        path.stroke()
    }
}
