// Imitates: the signature pad after it invalidated instead of drawing directly.
// swift-format-ignore-file
import UIKit

final class SignaturePad: UIView {
    private var points: [CGPoint] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: self))
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        for point in points { UIRectFill(CGRect(origin: point, size: CGSize(width: 2, height: 2))) }
    }
}
