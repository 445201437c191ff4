// Imitates: the seven-segment label after its setter requested display.
// swift-format-ignore-file
import UIKit

final class SegmentDisplay: UIView {
    var digits = "" {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        (digits as NSString).draw(at: .zero, withAttributes: nil)
    }
}

final class ClockController: UIViewController {
    let display = SegmentDisplay()

    func tick(_ time: String) {
        display.digits = time
    }
}
