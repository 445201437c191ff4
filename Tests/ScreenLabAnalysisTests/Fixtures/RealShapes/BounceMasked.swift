// Imitates: a bounce animation category that kept the animation with removedOnCompletion = NO and forwards fill.
// swift-format-ignore-file
import UIKit

func bounce(_ view: UIView, to y: CGFloat) {
    let bounce = CAKeyframeAnimation(keyPath: "position.y")
    bounce.values = [view.center.y, y + 20, y - 8, y]
    bounce.duration = 0.5
    bounce.isRemovedOnCompletion = false // bug: SL202
    bounce.fillMode = .forwards
    view.layer.add(bounce, forKey: "bounce")
}
