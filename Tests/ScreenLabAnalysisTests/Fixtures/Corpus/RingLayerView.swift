// swift-format-ignore-file
import UIKit

/// Hosts a RingLayer and animates its progress.
final class RingLayerView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    private var ringLayer: RingLayer { layer as! RingLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        ringLayer.ringWidth = 10
        ringLayer.ringColor = tintColor.cgColor
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: RingLayer.progressKey)
            animation.fromValue = ringLayer.presentation()?.progress ?? ringLayer.progress
            animation.toValue = value
            animation.duration = 0.35
            ringLayer.add(animation, forKey: "progress")
        }
        ringLayer.progress = value
    }

    func thicken() {
        ringLayer.ringWidth += 2 // expect: SL101
    }
}
