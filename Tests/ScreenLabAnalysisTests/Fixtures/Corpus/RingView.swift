// swift-format-ignore-file
import UIKit

/// A progress ring drawn in draw(_:), wrapped for SwiftUI by ProgressScreen.
final class RingView: UIView {
    var progress: CGFloat = 0 // expect: SL101
    var lineWidth: CGFloat = 6 // a style set only when the ring is made (makeUIView)
    var trackColor: UIColor = .systemGray5 {
        didSet { applyColors() }
    }
    var ringColor: UIColor = .systemBlue {
        didSet { applyColors() }
    }

    private func applyColors() {
        layer.borderColor = trackColor.cgColor
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let box = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(lineWidth)
        context.setStrokeColor(trackColor.cgColor)
        context.strokeEllipse(in: box)
        context.setStrokeColor(ringColor.cgColor)
        context.addArc(center: CGPoint(x: box.midX, y: box.midY), radius: box.width / 2, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        context.strokePath()
    }
}
