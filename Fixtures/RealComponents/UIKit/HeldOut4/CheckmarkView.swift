// Written in the style of public open-source UIKit components (animated success checkmarks); no code copied.
import UIKit

final class CheckmarkView: UIView {

    private let circleLayer = CAShapeLayer()
    private let checkLayer = CAShapeLayer()

    var tint: UIColor = .systemGreen {
        didSet {
            circleLayer.strokeColor = tint.cgColor
            checkLayer.strokeColor = tint.cgColor
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [circleLayer, checkLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.strokeColor = tint.cgColor
            shape.lineWidth = 4
            shape.lineCap = .round
            shape.lineJoin = .round
            shape.strokeEnd = 0
            layer.addSublayer(shape)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = bounds.insetBy(dx: 4, dy: 4)
        circleLayer.path = UIBezierPath(ovalIn: inset).cgPath
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.45, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.36))
        checkLayer.path = check.cgPath
    }

    func animate(completion: (() -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        let circle = CABasicAnimation(keyPath: "strokeEnd")
        circle.fromValue = 0
        circle.toValue = 1
        circle.duration = 0.4
        circle.timingFunction = CAMediaTimingFunction(name: .easeOut)
        circleLayer.strokeEnd = 1
        circleLayer.add(circle, forKey: "draw")

        let tick = CABasicAnimation(keyPath: "strokeEnd")
        tick.fromValue = 0
        tick.toValue = 1
        tick.beginTime = CACurrentMediaTime() + 0.35
        tick.duration = 0.25
        tick.fillMode = .backwards
        checkLayer.strokeEnd = 1
        checkLayer.add(tick, forKey: "draw")
        CATransaction.commit()
    }
}
