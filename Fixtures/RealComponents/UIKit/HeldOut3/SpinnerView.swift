// Written in the style of public open-source UIKit components (CAShapeLayer spinners); no code copied.
import UIKit

final class SpinnerView: UIView {

    private let shapeLayer = CAShapeLayer()

    var lineWidth: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }

    var color: UIColor = .systemBlue {
        didSet { shapeLayer.strokeColor = color.cgColor }
    }

    private(set) var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = color.cgColor
        shapeLayer.lineCap = .round
        shapeLayer.strokeStart = 0
        shapeLayer.strokeEnd = 0.75
        layer.addSublayer(shapeLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shapeLayer.frame = bounds
        shapeLayer.lineWidth = lineWidth
        let inset = lineWidth / 2
        shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset)).cgPath
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 40, height: 40)
    }

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = CGFloat.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.timingFunction = CAMediaTimingFunction(name: .linear)
        rotation.isRemovedOnCompletion = false
        shapeLayer.add(rotation, forKey: "rotation")
    }

    func stopAnimating() {
        isAnimating = false
        shapeLayer.removeAnimation(forKey: "rotation")
    }
}
