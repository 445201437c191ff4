// Written in the style of public open-source UIKit components (audio waveform bars drawn in draw(_:)); no code copied.
import UIKit

final class WaveformView: UIView {

    var samples: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }

    var barColor: UIColor = .label
    var barWidth: CGFloat = 3
    var barSpacing: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !samples.isEmpty else { return }
        context.setFillColor(barColor.cgColor)
        let step = barWidth + barSpacing
        let count = min(samples.count, Int(bounds.width / step))
        for index in 0..<count {
            let height = max(2, samples[index] * bounds.height)
            let bar = CGRect(x: CGFloat(index) * step, y: (bounds.height - height) / 2, width: barWidth, height: height)
            let path = UIBezierPath(roundedRect: bar, cornerRadius: barWidth / 2)
            context.addPath(path.cgPath)
        }
        context.fillPath()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            setNeedsDisplay()
        }
    }
}
