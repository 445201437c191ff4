// Imitates: the bounce animation after the model value was set first and the animation let go.
// swift-format-ignore-file
import UIKit

func bounce(_ view: UIView, to y: CGFloat) {
    let bounce = CAKeyframeAnimation(keyPath: "position.y")
    bounce.values = [view.center.y, y + 20, y - 8, y]
    bounce.duration = 0.5
    view.layer.position.y = y
    view.layer.add(bounce, forKey: "bounce")
}
