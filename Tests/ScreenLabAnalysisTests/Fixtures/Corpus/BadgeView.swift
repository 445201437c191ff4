// swift-format-ignore-file
import UIKit

/// A count badge whose layout pass redraws, and a pill that uses UIKit's invalidation.
final class BadgeView: UIView {
    var count: Int = 0 {
        didSet { setNeedsLayout() }
    }
    var fillColor: UIColor = .systemRed {
        didSet { setNeedsDisplay() }
    }
    private var textRect: CGRect = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        textRect = bounds.insetBy(dx: 4, dy: 2)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: rect.height / 2).fill()
        let font = UIFont.boldSystemFont(ofSize: 11)
        ("\(count)" as NSString).draw(in: textRect, withAttributes: [.font: font, .foregroundColor: UIColor.white])
    }
}

@available(iOS 26.0, *)
final class PillView: UIView {
    @Invalidating(.display) var title: String = ""
    @Invalidating(.layout, .display) var symbolSize: CGFloat = 14

    override func draw(_ rect: CGRect) {
        let style = traitCollection.userInterfaceStyle
        (title as NSString).draw(at: .zero, withAttributes: nil)
        _ = (style, symbolSize)
    }
}

func decorate(_ badge: BadgeView, pill: PillView) {
    badge.count += 1
    pill.title = "New"
    pill.symbolSize = 18
}
