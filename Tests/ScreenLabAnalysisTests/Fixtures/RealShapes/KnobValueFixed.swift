// Imitates: the knob control after its value observer also requested display.
// swift-format-ignore-file
import UIKit

open class Knob: UIControl {
    private let arc = UIBezierPath()

    open var value: Double = 0 {
        didSet {
            accessibilityValue = String(format: "%.0f%%", value * 100)
            setNeedsDisplay()
        }
    }

    open override func draw(_ rect: CGRect) {
        let angle = CGFloat(value) * 2 * .pi
        UIColor.orange.setStroke()
        arc.removeAllPoints()
        arc.addArc(withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                   startAngle: 0, endAngle: angle, clockwise: true)
        arc.stroke()
    }
}
