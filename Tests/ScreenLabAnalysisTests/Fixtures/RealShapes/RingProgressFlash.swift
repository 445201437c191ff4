// Imitates: a circular progress view whose animated setProgress flashed back to the old value at the end.
// swift-format-ignore-file
import UIKit

final class CircleProgressView: UIView {
    private let ring = CAShapeLayer()

    func setProgress(_ progress: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.strokeEnd
        animation.toValue = progress
        animation.duration = 0.3
        ring.add(animation, forKey: "progress") // bug: SL201
    }
}
