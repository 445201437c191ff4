// Imitates: a drag handler that stopped an in-flight animation by writing the presentation layer.
// swift-format-ignore-file
import UIKit

final class FloatingButton: UIView {
    func grab(at point: CGPoint) {
        layer.presentation()?.position = point // bug: SL203
        layer.removeAllAnimations()
    }
}
