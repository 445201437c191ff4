// swift-format-ignore-file
import UIKit

/// A rotary knob driven by a pan gesture.
@IBDesignable
final class KnobControl: UIControl {
    @IBInspectable var angle: CGFloat = 0 { // expect: SL101
        didSet { sendActions(for: .valueChanged) }
    }
    @IBInspectable var knobColor: UIColor = .systemIndigo {
        didSet { setNeedsDisplay() }
    }
    @IBInspectable private(set) var detents: Int = 12
    private var lastLocation: CGPoint = .zero
    private lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addGestureRecognizer(pan)
        detents = 24
        angle = .pi / 4
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let location = recognizer.location(in: self)
        defer { lastLocation = location }
        guard recognizer.state == .changed else { return }
        let delta = atan2(location.y - bounds.midY, location.x - bounds.midX)
            - atan2(lastLocation.y - bounds.midY, lastLocation.x - bounds.midX)
        angle += delta // expect: SL101
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(knobColor.cgColor)
        context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
        for detent in 0..<detents {
            let a = CGFloat(detent) / CGFloat(detents) * 2 * .pi
            context.fill(CGRect(x: rect.midX + cos(a) * rect.width / 2.2, y: rect.midY + sin(a) * rect.height / 2.2, width: 2, height: 2))
        }
        context.setStrokeColor(UIColor.white.cgColor)
        context.move(to: CGPoint(x: rect.midX, y: rect.midY))
        context.addLine(to: CGPoint(x: rect.midX + cos(angle) * rect.width / 3, y: rect.midY + sin(angle) * rect.height / 3))
        context.strokePath()
    }
}
