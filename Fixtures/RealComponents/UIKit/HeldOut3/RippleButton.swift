// Written in the style of public open-source UIKit components (ripple-on-touch buttons); no code copied.
import UIKit

final class RippleButton: UIButton {

    var rippleColor: UIColor = UIColor.white.withAlphaComponent(0.35)

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = 10
        backgroundColor = .systemIndigo
        setTitleColor(.white, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        ripple(at: touch.location(in: self))
    }

    private func ripple(at point: CGPoint) {
        let radius = max(bounds.width, bounds.height)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(arcCenter: point, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
        circle.fillColor = rippleColor.cgColor
        circle.opacity = 0
        layer.insertSublayer(circle, at: 0)

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.01
        scale.toValue = 1

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 0.5
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            circle.removeFromSuperlayer()
        }
        circle.add(group, forKey: "ripple")
        CATransaction.commit()
    }
}
