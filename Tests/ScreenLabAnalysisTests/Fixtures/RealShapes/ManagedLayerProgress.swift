// Imitates: a custom CALayer with an @NSManaged progress that never redrew (no needsDisplay(forKey:)).
// swift-format-ignore-file
import UIKit

final class PieLayer: CALayer {
    @NSManaged var progress: CGFloat

    override func draw(in ctx: CGContext) {
        ctx.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2,
                   startAngle: 0, endAngle: progress * 2 * .pi, clockwise: false)
        ctx.fillPath()
    }
}

final class PieView: UIView {
    override class var layerClass: AnyClass { PieLayer.self }
    private var pie: PieLayer? { layer as? PieLayer }

    func setProgress(_ value: CGFloat) {
        pie?.progress = value // bug: SL101
    }
}
