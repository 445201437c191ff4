// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  LineChartView.swift
//  A small line chart with grid lines, drawn with helper methods on the current context.

import UIKit

final class LineChartView: UIView {

    var points: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }

    var lineColor: UIColor = .systemBlue
    var gridColor: UIColor = UIColor(white: 0.85, alpha: 1)
    var insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    var gridLineCount = 4

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let chartRect = bounds.inset(by: insets)
        drawGrid(in: chartRect, context: context)
        drawLine(in: chartRect, context: context)
    }

    private func drawGrid(in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.setStrokeColor(gridColor.cgColor)
        context.setLineWidth(1)
        for index in 0...gridLineCount {
            let y = rect.minY + rect.height * CGFloat(index) / CGFloat(gridLineCount)
            context.move(to: CGPoint(x: rect.minX, y: y))
            context.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        context.strokePath()
        context.restoreGState()
    }

    private func drawLine(in rect: CGRect, context: CGContext) {
        guard points.count > 1, let maxValue = points.max(), maxValue > 0 else { return }
        let step = rect.width / CGFloat(points.count - 1)
        let path = UIBezierPath()
        for (index, value) in points.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                y: rect.maxY - rect.height * value / maxValue)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        lineColor.setStroke()
        path.lineWidth = 2
        path.lineJoinStyle = .round
        path.stroke()
    }
}
