// Imitates: the same view after the redraw request was sent to the layer that draws.
// swift-format-ignore-file
import UIKit

final class BarsLayer: CALayer {
    var values: [CGFloat] = []

    override func draw(in ctx: CGContext) {
        for (index, value) in values.enumerated() {
            ctx.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: value))
        }
    }
}

final class BarsView: UIView {
    private let barsLayer = BarsLayer()

    func show(_ values: [CGFloat]) {
        barsLayer.values = values
        barsLayer.setNeedsDisplay()
    }
}
