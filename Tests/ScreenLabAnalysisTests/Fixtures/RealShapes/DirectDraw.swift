// Imitates: a signature pad that called draw(_:) itself after each stroke instead of invalidating.
// swift-format-ignore-file
import UIKit

final class SignaturePad: UIView {
    private var points: [CGPoint] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: self)) // bug: SL101
        draw(bounds) // bug: SL103
    }

    override func draw(_ rect: CGRect) {
        for point in points { UIRectFill(CGRect(origin: point, size: CGSize(width: 2, height: 2))) }
    }
}
