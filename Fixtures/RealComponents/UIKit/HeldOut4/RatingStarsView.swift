// Written in the style of public open-source UIKit components (drawn star rating views); no code copied.
import UIKit

@IBDesignable
final class RatingStarsView: UIView {

    @IBInspectable var rating: CGFloat = 3.5 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var maxStars: Int = 5 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable var filledColor: UIColor = .systemYellow
    @IBInspectable var emptyColor: UIColor = .systemGray4

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.height, bounds.width / CGFloat(maxStars))
        for index in 0..<maxStars {
            let frame = CGRect(x: CGFloat(index) * side, y: (bounds.height - side) / 2, width: side, height: side)
            let star = starPath(in: frame.insetBy(dx: 2, dy: 2))
            emptyColor.setFill()
            star.fill()
            let fill = min(max(rating - CGFloat(index), 0), 1)
            if fill > 0 {
                context.saveGState()
                UIRectClip(CGRect(x: frame.minX, y: frame.minY, width: frame.width * fill, height: frame.height))
                filledColor.setFill()
                star.fill()
                context.restoreGState()
            }
        }
    }

    private func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2
        let inner = outer * 0.4
        for point in 0..<10 {
            let radius = point % 2 == 0 ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }
}
