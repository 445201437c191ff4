// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  GaugeRingView.swift
//  A ring gauge drawn in draw(_:), configurable from Interface Builder.

import UIKit

@IBDesignable
public class GaugeRingView: UIView {

    @IBInspectable public var value: CGFloat = 0.35 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable public var ringWidth: CGFloat = 12 {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable public var trackColor: UIColor = UIColor.lightGray.withAlphaComponent(0.3) {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable public var fillColor: UIColor = .systemGreen {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable public var startAngle: CGFloat = -90

    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        value = 0.7
    }

    public override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - ringWidth) / 2
        let start = startAngle * .pi / 180
        let clamped = max(0, min(1, value))

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0,
                                 endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = ringWidth
        trackColor.setStroke()
        track.stroke()

        guard clamped > 0 else { return }
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * clamped, clockwise: true)
        arc.lineWidth = ringWidth
        arc.lineCapStyle = .round
        fillColor.setStroke()
        arc.stroke()
    }
}
