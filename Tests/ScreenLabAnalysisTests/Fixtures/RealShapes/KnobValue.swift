// Imitates: an audio knob control whose value observer updated accessibility but not the drawing.
// swift-format-ignore-file
import UIKit

open class Knob: UIControl {
    open var value: Double = 0 { // bug: SL101
        didSet { accessibilityValue = String(format: "%.0f%%", value * 100) }
    }

    open override func draw(_ rect: CGRect) {
        let angle = CGFloat(value) * 2 * .pi
        UIColor.orange.setStroke()
        UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                     startAngle: 0, endAngle: angle, clockwise: true).stroke()
    }
}
