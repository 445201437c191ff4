// Imitates: the circular progress view after the model value was written with the animation.
// swift-format-ignore-file
import UIKit

final class CircleProgressView: UIView {
    private let ring = CAShapeLayer()

    func setProgress(_ progress: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.strokeEnd
        animation.toValue = progress
        animation.duration = 0.3
        ring.strokeEnd = progress
        ring.add(animation, forKey: "progress")
    }
}
