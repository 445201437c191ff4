// swift-format-ignore-file
import QuartzCore
import UIKit

enum SpinnerKeys: String {
    case rotation = "transform.rotation.z"
    case strokeEnd
    case opacity
}

/// A loading spinner: an infinite rotation, a fill to completion, a fade out.
final class SpinnerLayer: CAShapeLayer, CAAnimationDelegate {
    static let shrinkKey = "transform.scale"

    func startSpinning() {
        let spin = CABasicAnimation(keyPath: SpinnerKeys.rotation.rawValue)
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        add(spin, forKey: "spin")
    }

    func complete() {
        let fill = CABasicAnimation(keyPath: SpinnerKeys.strokeEnd.rawValue)
        fill.fromValue = strokeEnd
        fill.toValue = 1
        fill.duration = 0.25
        add(fill, forKey: "fill") // expect: SL201
    }

    func fadeOut() {
        let fade = CABasicAnimation(keyPath: SpinnerKeys.opacity.rawValue)
        fade.toValue = 0
        fade.duration = 0.2
        fade.delegate = self
        fade.isRemovedOnCompletion = false // expect: SL202
        fade.fillMode = .forwards
        add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        opacity = 0
        removeAllAnimations()
    }

    func shrink() {
        let scale = CABasicAnimation(keyPath: Self.shrinkKey)
        scale.toValue = 0.5
        scale.duration = 0.3
        scale.isRemovedOnCompletion = false // expect: SL202
        scale.fillMode = .forwards
        add(scale, forKey: "shrink")
    }

    func pulse() {
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 1
        pulse.toValue = 0.4
        pulse.autoreverses = true
        pulse.duration = 0.5
        add(pulse, forKey: "pulse")
    }
}
