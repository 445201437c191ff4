// swift-format-ignore-file
import QuartzCore
import UIKit

/// A ring drawn by a layer, so that its progress can be animated.
final class RingLayer: CALayer {
    static let progressKey = "progress"

    @NSManaged var progress: CGFloat
    var ringWidth: CGFloat = 6 // expect: SL101
    var ringColor: CGColor = UIColor.systemBlue.cgColor {
        didSet { setNeedsDisplay() }
    }

    override init() {
        super.init()
        progress = 0
        contentsScale = 2
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? RingLayer {
            ringWidth = other.ringWidth
            ringColor = other.ringColor
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == progressKey || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let inset = ringWidth / 2
        let box = bounds.insetBy(dx: inset, dy: inset)
        ctx.setLineWidth(ringWidth)
        ctx.setStrokeColor(ringColor)
        ctx.addArc(
            center: CGPoint(x: box.midX, y: box.midY), radius: box.width / 2,
            startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }
}
