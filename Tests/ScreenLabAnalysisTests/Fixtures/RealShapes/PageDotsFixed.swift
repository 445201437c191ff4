// Imitates: the page-control component after observers were added to every appearance property.
// swift-format-ignore-file
import UIKit

public final class PageDots: UIView {
    public var numberOfPages = 3 { didSet { setNeedsDisplay() } }
    public var currentPage = 0 { didSet { setNeedsDisplay() } }
    public var dotColor: UIColor = .lightGray { didSet { setNeedsDisplay() } }

    public override func draw(_ rect: CGRect) {
        for page in 0..<numberOfPages {
            let color = page == currentPage ? UIColor.white : dotColor
            color.setFill()
            UIRectFill(CGRect(x: CGFloat(page) * 12, y: 0, width: 8, height: 8))
        }
    }
}
