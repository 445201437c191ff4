// Written in the style of public open-source UIKit components (gradient shimmer placeholders); no code copied.
import UIKit

final class ShimmerView: UIView {

    private let gradientLayer = CAGradientLayer()
    private let animationKey = "shimmer"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.9, alpha: 1)
        layer.cornerRadius = 6
        layer.masksToBounds = true
        gradientLayer.colors = [
            UIColor(white: 0.9, alpha: 1).cgColor,
            UIColor(white: 0.97, alpha: 1).cgColor,
            UIColor(white: 0.9, alpha: 1).cgColor,
        ]
        gradientLayer.locations = [0, 0.5, 1]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.addSublayer(gradientLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { startShimmering() } else { stopShimmering() }
    }

    func startShimmering() {
        guard gradientLayer.animation(forKey: animationKey) == nil else { return }
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-1.0, -0.5, 0.0]
        animation.toValue = [1.0, 1.5, 2.0]
        animation.duration = 1.2
        animation.repeatCount = .infinity
        gradientLayer.add(animation, forKey: animationKey)
    }

    func stopShimmering() {
        gradientLayer.removeAnimation(forKey: animationKey)
    }
}
