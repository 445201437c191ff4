// Written in the style of public open-source UIKit components (replicator-layer dot loaders); no code copied.
import UIKit

final class DotsLoaderView: UIView {

    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()

    var dotCount = 3 {
        didSet { setNeedsLayout() }
    }

    var dotColor: UIColor = .darkGray {
        didSet { dot.backgroundColor = dotColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        dot.backgroundColor = dotColor.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.height * 0.5
        let spacing = (bounds.width - size * CGFloat(dotCount)) / CGFloat(max(dotCount - 1, 1))
        replicator.frame = bounds
        dot.frame = CGRect(x: 0, y: (bounds.height - size) / 2, width: size, height: size)
        dot.cornerRadius = size / 2
        replicator.instanceCount = dotCount
        replicator.instanceTransform = CATransform3DMakeTranslation(size + spacing, 0, 0)
    }

    func start() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 0.6
        fade.autoreverses = true
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        replicator.instanceDelay = fade.duration / Double(dotCount)
    }

    func stop() {
        dot.removeAllAnimations()
    }
}
