// Imitates: a level meter whose setter asked for layout, while the bar is drawn in draw(_:).
// swift-format-ignore-file
import UIKit

public final class LevelMeter: UIView {
    public var level: CGFloat = 0 { // bug: SL102
        didSet { setNeedsLayout() }
    }

    public override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
    }
}
