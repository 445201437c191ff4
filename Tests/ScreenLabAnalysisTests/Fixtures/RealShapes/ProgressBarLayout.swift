// Imitates: a progress bar's setProgress(_:animated:) that requested layout for a drawn value.
// swift-format-ignore-file
import UIKit

final class StripeProgressBar: UIView {
    private var fraction: CGFloat = 0

    func setProgress(_ value: CGFloat, animated: Bool) {
        fraction = min(max(value, 0), 1) // bug: SL102
        setNeedsLayout()
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}
