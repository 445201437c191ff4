// Written in the style of public open-source UIKit components (CALayer subclasses drawing in draw(in:)); no code copied.
import UIKit

final class PulseDotLayer: CALayer {

    var dotRadius: CGFloat = 8 {
        didSet { setNeedsDisplay() }
    }

    var dotColor: CGColor = UIColor.systemRed.cgColor

    override init() {
        super.init()
        contentsScale = UIScreen.main.scale
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PulseDotLayer {
            dotRadius = other.dotRadius
            dotColor = other.dotColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "bounds" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let rect = CGRect(x: bounds.midX - dotRadius, y: bounds.midY - dotRadius,
                          width: dotRadius * 2, height: dotRadius * 2)
        ctx.setFillColor(dotColor)
        ctx.fillEllipse(in: rect)
    }

    func startPulsing(duration: CFTimeInterval = 0.8) {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 1.6
        scale.duration = duration
        scale.autoreverses = true
        scale.repeatCount = .infinity
        add(scale, forKey: "pulse")
    }
}
