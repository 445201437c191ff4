// Imitates: the level meter after its setter asked for display.
// swift-format-ignore-file
import UIKit

public final class LevelMeter: UIView {
    public var level: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    public override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
    }
}
