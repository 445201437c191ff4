import UIKit

/// A custom-drawn badge: one dot per count, drawn in `draw(_:)`.
public final class BadgeView: UIView {
  public var count = 0 {
    didSet {
      #if !BUG_NO_REDRAW
        setNeedsDisplay()
      #endif
    }
  }

  public override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    for index in 0..<count {
      UIBezierPath(ovalIn: CGRect(x: 4 + 12 * CGFloat(index), y: 4, width: 8, height: 8)).fill()
    }
  }
}
