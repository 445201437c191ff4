// Imitates: the toast after the layer's opacity was written with the fade.
// swift-format-ignore-file
import UIKit

final class ToastView: UIView {
    func dismiss() {
        let fade = CABasicAnimation()
        fade.keyPath = "opacity"
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.25
        layer.opacity = 0
        layer.add(fade, forKey: "fade")
    }
}
