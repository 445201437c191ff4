// Imitates: the drag handler after it copied the presented value into the model layer.
// swift-format-ignore-file
import UIKit

final class FloatingButton: UIView {
    func grab(at point: CGPoint) {
        if let shown = layer.presentation() { layer.position = shown.position }
        layer.removeAllAnimations()
        layer.position = point
    }
}
