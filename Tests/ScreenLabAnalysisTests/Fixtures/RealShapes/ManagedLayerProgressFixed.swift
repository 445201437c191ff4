// Imitates: the custom CALayer after needsDisplay(forKey:) named its progress key.
// swift-format-ignore-file
import UIKit

final class PieLayer: CALayer {
    @NSManaged var progress: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

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
        pie?.progress = value
    }
}
