// Imitates: a page-control component whose appearance properties had no observers (draw(_:) never re-ran).
// swift-format-ignore-file
import UIKit

public final class PageDots: UIView {
    public var numberOfPages = 3 // bug: SL101
    public var currentPage = 0 // bug: SL101
    public var dotColor: UIColor = .lightGray // known-miss: SL101 (a style nothing in the file changes after the first display: left out by the style rule)

    public override func draw(_ rect: CGRect) {
        for page in 0..<numberOfPages {
            let color = page == currentPage ? UIColor.white : dotColor
            color.setFill()
            UIRectFill(CGRect(x: CGFloat(page) * 12, y: 0, width: 8, height: 8))
        }
    }
}
