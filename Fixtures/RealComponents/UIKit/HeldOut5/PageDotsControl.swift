// Written in the style of public open-source UIKit components (custom page indicators as UIControl); no code copied.
import UIKit

final class PageDotsControl: UIControl {

    var numberOfPages = 0 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    var currentPage = 0 {
        didSet { setNeedsDisplay() }
    }

    var dotSize: CGFloat = 8
    var dotSpacing: CGFloat = 10
    var currentColor: UIColor = .label
    var otherColor: UIColor = .tertiaryLabel

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let width = CGFloat(numberOfPages) * dotSize + CGFloat(max(numberOfPages - 1, 0)) * dotSpacing
        return CGSize(width: width, height: dotSize * 3)
    }

    override func draw(_ rect: CGRect) {
        let total = intrinsicContentSize.width
        var x = (bounds.width - total) / 2
        for page in 0..<numberOfPages {
            let dot = UIBezierPath(ovalIn: CGRect(x: x, y: (bounds.height - dotSize) / 2, width: dotSize, height: dotSize))
            (page == currentPage ? currentColor : otherColor).setFill()
            dot.fill()
            x += dotSize + dotSpacing
        }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch = touch, numberOfPages > 0 else { return }
        let location = touch.location(in: self)
        let newPage = location.x < bounds.midX ? max(currentPage - 1, 0) : min(currentPage + 1, numberOfPages - 1)
        guard newPage != currentPage else { return }
        currentPage = newPage
        sendActions(for: .valueChanged)
    }
}
