// swift-format-ignore-file
import UIKit

/// A custom slider that draws its track and thumb.
public final class SliderControl: UIControl {
    public var minimumValue: Float = 0 {
        didSet { setNeedsDisplay() }
    }
    public var maximumValue: Float = 1 {
        didSet { setNeedsDisplay() }
    }
    public var value: Float = 0.5 { // expect: SL101
        didSet { sendActions(for: .valueChanged) }
    }
    public var thumbRadius: CGFloat = 12 {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    public var minimumTrackTintColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }
    public var maximumTrackTintColor: UIColor = .systemGray4 // expect: SL101

    private var trackRect: CGRect {
        bounds.insetBy(dx: thumbRadius, dy: bounds.height / 2 - 2)
    }

    private var thumbCenter: CGPoint {
        let fraction = CGFloat((value - minimumValue) / max(maximumValue - minimumValue, .ulpOfOne))
        return CGPoint(x: trackRect.minX + trackRect.width * fraction, y: bounds.midY)
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        return hypot(point.x - thumbCenter.x, point.y - thumbCenter.y) <= thumbRadius * 2
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let fraction = Float((x - trackRect.minX) / trackRect.width)
        value = minimumValue + (maximumValue - minimumValue) * min(max(fraction, 0), 1) // expect: SL101
        return true
    }

    public func setValue(_ newValue: Float, animated: Bool) {
        value = newValue
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(maximumTrackTintColor.cgColor)
        context.fill(trackRect)
        context.setFillColor(minimumTrackTintColor.cgColor)
        context.fill(CGRect(x: trackRect.minX, y: trackRect.minY, width: thumbCenter.x - trackRect.minX, height: trackRect.height))
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: CGRect(x: thumbCenter.x - thumbRadius, y: thumbCenter.y - thumbRadius, width: thumbRadius * 2, height: thumbRadius * 2))
    }
}
