// Written in the style of public open-source UIKit components (stepped progress indicators built from layers); no code copied.
import UIKit

final class SegmentedProgressView: UIView {

    var numberOfSegments = 4 {
        didSet { rebuildSegments() }
    }

    var currentSegment = 0 {
        didSet { updateColors(animated: true) }
    }

    var activeColor: UIColor = .systemBlue
    var inactiveColor: UIColor = .systemGray5
    var spacing: CGFloat = 6

    private var segmentLayers: [CALayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildSegments()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildSegments()
    }

    private func rebuildSegments() {
        segmentLayers.forEach { $0.removeFromSuperlayer() }
        segmentLayers = (0..<numberOfSegments).map { _ in
            let segment = CALayer()
            layer.addSublayer(segment)
            return segment
        }
        updateColors(animated: false)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(segmentLayers.count)
        guard count > 0 else { return }
        let width = (bounds.width - spacing * (count - 1)) / count
        for (index, segment) in segmentLayers.enumerated() {
            segment.frame = CGRect(x: CGFloat(index) * (width + spacing), y: 0, width: width, height: bounds.height)
            segment.cornerRadius = bounds.height / 2
        }
    }

    private func updateColors(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.3)
        for (index, segment) in segmentLayers.enumerated() {
            segment.backgroundColor = (index <= currentSegment ? activeColor : inactiveColor).cgColor
        }
        CATransaction.commit()
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 6)
    }
}
