// Imitates: a seven-segment label whose text setter did not mark the view for display.
// swift-format-ignore-file
import UIKit

final class SegmentDisplay: UIView {
    var digits = "" // bug: SL101

    override func draw(_ rect: CGRect) {
        (digits as NSString).draw(at: .zero, withAttributes: nil)
    }
}

final class ClockController: UIViewController {
    let display = SegmentDisplay()

    func tick(_ time: String) {
        display.digits = time // bug: SL101
    }
}
