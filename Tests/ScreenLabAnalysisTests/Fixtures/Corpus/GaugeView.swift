// swift-format-ignore-file
import UIKit

/// A speedometer-style gauge, configurable in Interface Builder.
@IBDesignable
open class GaugeView: UIView {
    @IBInspectable open var minimumValue: CGFloat = 0 // expect: SL101
    @IBInspectable open var maximumValue: CGFloat = 100 // expect: SL101
    @IBInspectable open var value: CGFloat = 0 {
        didSet {
            guard oldValue != value else { return }
            setNeedsDisplay()
        }
    }
    @IBInspectable open var trackColor: UIColor = .lightGray {
        didSet { setNeedsDisplay() }
    }
    @IBInspectable open var needleColor: UIColor = .red // expect: SL101
    @IBInspectable open var trackWidth: CGFloat = 8 {
        didSet { updateAppearance() }
    }
    @IBInspectable open var tickCount: Int = 10 // expect: SL101
    @IBInspectable open var showsTicks: Bool = true { // expect: SL101
        didSet { accessibilityHint = showsTicks ? "ticks" : nil }
    }
    @IBInspectable open var startAngle: CGFloat = .pi * 0.75 { // expect: SL101
        didSet { accessibilityHint = nil }
    }
    @IBInspectable open var endAngle: CGFloat = .pi * 2.25 {
        didSet { layer.setNeedsDisplay() }
    }
    @IBInspectable open var labelFont: UIFont = .systemFont(ofSize: 12) { // expect: SL102
        didSet { setNeedsLayout() }
    }
    @IBInspectable open var cornerInset: CGFloat = 4 // not drawn

    private let needlePath = UIBezierPath()

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        value = 42
        needleColor = .orange
    }

    private func updateAppearance() {
        setNeedsDisplay()
    }

    private var fraction: CGFloat {
        guard maximumValue > minimumValue else { return 0 }
        return (value - minimumValue) / (maximumValue - minimumValue)
    }

    open override func draw(_ rect: CGRect) {
        drawTrack(in: rect)
        if showsTicks { drawTicks(in: rect) }
        drawNeedle(in: rect)
    }

    private func drawTrack(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let track = UIBezierPath(
            arcCenter: center, radius: rect.width / 2 - trackWidth, startAngle: startAngle,
            endAngle: endAngle, clockwise: true)
        track.lineWidth = trackWidth
        trackColor.setStroke()
        track.stroke()
    }

    private func drawTicks(in rect: CGRect) {
        for index in 0...tickCount {
            let angle = startAngle + (endAngle - startAngle) * CGFloat(index) / CGFloat(tickCount)
            let text = NSAttributedString(
                string: "\(index)", attributes: [.font: labelFont])
            text.draw(at: CGPoint(x: cos(angle) * rect.width / 3, y: sin(angle) * rect.height / 3))
        }
    }

    private func drawNeedle(in rect: CGRect) {
        needlePath.removeAllPoints()
        needlePath.move(to: CGPoint(x: rect.midX, y: rect.midY))
        let angle = startAngle + (endAngle - startAngle) * fraction
        needlePath.addLine(to: CGPoint(x: rect.midX + cos(angle) * rect.width / 2.5, y: rect.midY + sin(angle) * rect.height / 2.5))
        needleColor.setStroke()
        needlePath.stroke()
    }
}
