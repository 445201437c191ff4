// Imitates: a toast that faded out with an animation whose key path was set as a property after init.
// swift-format-ignore-file
import UIKit

final class ToastView: UIView {
    func dismiss() {
        let fade = CABasicAnimation()
        fade.keyPath = "opacity"
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.25
        layer.add(fade, forKey: "fade") // bug: SL201
    }
}
