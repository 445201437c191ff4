// Written in the style of public open-source UIKit components (circular progress with track and progress layers); no code copied.
import UIKit

final class CircularProgressView: UIView {

    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentLabel = UILabel()

    var progress: CGFloat = 0 {
        didSet {
            progressLayer.strokeEnd = min(max(progress, 0), 1)
            percentLabel.text = "\(Int(progress * 100))%"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = nil
            shape.lineWidth = 8
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemTeal.cgColor
        progressLayer.strokeEnd = 0
        percentLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
        percentLabel.textAlignment = .center
        addSubview(percentLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
        trackLayer.frame = bounds
        progressLayer.frame = bounds
        percentLabel.frame = bounds
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        animation.toValue = value
        animation.duration = animated ? 0.5 : 0
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        progressLayer.add(animation, forKey: "progress")
        progress = value
    }
}
