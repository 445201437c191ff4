// swift-format-ignore-file
import UIKit

/// A small trend line, used by the dashboard.
final class SparklineView: UIView {
    var data: [Double] = [] // expect: SL101
    private(set) var highlightedIndex: Int?
    var strokeColor: UIColor = .label {
        didSet { setNeedsDisplay() }
    }

    func append(_ sample: Double) {
        data.append(sample) // expect: SL101
        if data.count > 50 { data.removeFirst() } // expect: SL101
    }

    func reset(to samples: [Double]) {
        data = samples
        setNeedsDisplay()
    }

    func highlight(_ index: Int?) {
        highlightedIndex = index // expect: SL101
    }

    override func draw(_ rect: CGRect) {
        guard data.count > 1, let low = data.min(), let high = data.max(), high > low else { return }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(strokeColor.cgColor)
        for (index, sample) in data.enumerated() {
            let point = CGPoint(
                x: rect.width * CGFloat(index) / CGFloat(data.count - 1),
                y: rect.height * CGFloat(1 - (sample - low) / (high - low)))
            if index == 0 { context.move(to: point) } else { context.addLine(to: point) }
            if index == highlightedIndex { context.addEllipse(in: CGRect(origin: point, size: .zero).insetBy(dx: -2, dy: -2)) }
        }
        context.strokePath()
    }
}
