// swift-format-ignore-file
import UIKit

/// The base of the chart views: draws the grid, then asks subclasses for the data.
open class ChartBase: UIView {
    public var gridColor: UIColor = .separator // expect: SL101
    public var gridLines: Int = 4 {
        didSet { setNeedsDisplay() }
    }
    public var contentInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var plotRect: CGRect { bounds.inset(by: contentInsets) }

    open override func draw(_ rect: CGRect) {
        drawGrid(in: plotRect)
        drawData(in: plotRect)
    }

    func drawGrid(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(gridColor.cgColor)
        for line in 0...gridLines {
            let y = rect.minY + rect.height * CGFloat(line) / CGFloat(gridLines)
            context.move(to: CGPoint(x: rect.minX, y: y))
            context.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        context.strokePath()
    }

    /// Subclasses draw their series here.
    open func drawData(in rect: CGRect) {}
}
