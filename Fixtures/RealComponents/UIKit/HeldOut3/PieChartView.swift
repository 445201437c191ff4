// Written in the style of public open-source UIKit components (draw(_:) pie charts); no code copied.
import UIKit

struct PieSlice {
    let value: CGFloat
    let color: UIColor
}

final class PieChartView: UIView {

    var slices: [PieSlice] = [] {
        didSet { setNeedsDisplay() }
    }

    var holeRatio: CGFloat = 0.5 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        let total = slices.reduce(0) { $0 + $1.value }
        guard total > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        var start = -CGFloat.pi / 2
        for slice in slices {
            let end = start + 2 * .pi * slice.value / total
            let path = UIBezierPath()
            path.move(to: center)
            path.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            path.close()
            slice.color.setFill()
            path.fill()
            start = end
        }
        if holeRatio > 0 {
            let hole = UIBezierPath(arcCenter: center, radius: radius * holeRatio, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            (backgroundColor ?? .white).setFill()
            hole.fill()
        }
    }
}
