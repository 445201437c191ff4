// Written in the style of public open-source UIKit components (gradient-backed views); no code copied.
import UIKit

@IBDesignable
final class GradientView: UIView {

    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    private var gradientLayer: CAGradientLayer {
        return layer as! CAGradientLayer
    }

    @IBInspectable var startColor: UIColor = .systemBlue {
        didSet { updateColors() }
    }

    @IBInspectable var endColor: UIColor = .systemPurple {
        didSet { updateColors() }
    }

    var isHorizontal = false {
        didSet { updatePoints() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        updateColors()
        updatePoints()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateColors()
        updatePoints()
    }

    private func updateColors() {
        gradientLayer.colors = [startColor.cgColor, endColor.cgColor]
        gradientLayer.locations = [0, 1]
    }

    private func updatePoints() {
        gradientLayer.startPoint = isHorizontal ? CGPoint(x: 0, y: 0.5) : CGPoint(x: 0.5, y: 0)
        gradientLayer.endPoint = isHorizontal ? CGPoint(x: 1, y: 0.5) : CGPoint(x: 0.5, y: 1)
    }
}
