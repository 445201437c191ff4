// Written in the style of public open-source UIKit components (keyframe "heartbeat" animations on a shape layer); no code copied.
import UIKit

final class HeartbeatView: UIView {

    private let heartLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        heartLayer.fillColor = UIColor.systemPink.cgColor
        layer.addSublayer(heartLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        heartLayer.frame = bounds
        heartLayer.path = heartPath(in: bounds.insetBy(dx: bounds.width * 0.15, dy: bounds.height * 0.15)).cgPath
    }

    private func heartPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let bottom = CGPoint(x: rect.midX, y: rect.maxY)
        path.move(to: bottom)
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.3),
                      controlPoint1: CGPoint(x: rect.midX - rect.width * 0.1, y: rect.maxY - rect.height * 0.2),
                      controlPoint2: CGPoint(x: rect.minX, y: rect.midY))
        path.addArc(withCenter: CGPoint(x: rect.minX + rect.width / 4, y: rect.minY + rect.height * 0.3),
                    radius: rect.width / 4, startAngle: .pi, endAngle: 0, clockwise: true)
        path.addArc(withCenter: CGPoint(x: rect.maxX - rect.width / 4, y: rect.minY + rect.height * 0.3),
                    radius: rect.width / 4, startAngle: .pi, endAngle: 0, clockwise: true)
        path.addCurve(to: bottom,
                      controlPoint1: CGPoint(x: rect.maxX, y: rect.midY),
                      controlPoint2: CGPoint(x: rect.midX + rect.width * 0.1, y: rect.maxY - rect.height * 0.2))
        path.close()
        return path
    }

    func beat() {
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1.0, 1.25, 1.0, 1.15, 1.0]
        pulse.keyTimes = [0, 0.2, 0.4, 0.6, 1]
        pulse.duration = 0.9
        pulse.repeatCount = .infinity
        pulse.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeIn),
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeIn),
        ]
        heartLayer.add(pulse, forKey: "beat")
    }
}
