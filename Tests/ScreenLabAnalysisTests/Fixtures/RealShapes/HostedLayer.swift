// Imitates: a view that asked itself to redraw while its content was drawn by a sublayer (wrong redraw target).
// swift-format-ignore-file
import UIKit

final class BarsLayer: CALayer {
    var values: [CGFloat] = [] // bug: SL101

    override func draw(in ctx: CGContext) {
        for (index, value) in values.enumerated() {
            ctx.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: value))
        }
    }
}

final class BarsView: UIView {
    private let barsLayer = BarsLayer()

    func show(_ values: [CGFloat]) {
        barsLayer.values = values // bug: SL101
        setNeedsDisplay()
    }
}
