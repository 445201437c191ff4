// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  PulseLayer.swift
//  A CALayer subclass that draws a dot whose radius animates through needsDisplay(forKey:).
//  Cannot compile against ScreenLab: `override init()` needs `required` here (ScreenLab's
//  CALayer.init() is required so it can copy subclasses; Objective-C's alloc/init has no such
//  rule), `init(layer:)` is a convenience initializer and CALayer has no draw(in:).

import UIKit

class PulseLayer: CALayer {

    @NSManaged var pulseRadius: CGFloat

    var dotColor: CGColor = UIColor.systemRed.cgColor

    override init() {
        super.init()
        pulseRadius = 8
        contentsScale = UIScreen.main.scale
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PulseLayer {
            dotColor = other.dotColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "pulseRadius" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let rect = CGRect(x: center.x - pulseRadius, y: center.y - pulseRadius,
                          width: pulseRadius * 2, height: pulseRadius * 2)
        ctx.setFillColor(dotColor)
        ctx.fillEllipse(in: rect)
    }

    func pulse(to radius: CGFloat, duration: CFTimeInterval = 0.6) {
        let animation = CABasicAnimation(keyPath: "pulseRadius")
        animation.fromValue = pulseRadius
        animation.toValue = radius
        animation.duration = duration
        animation.autoreverses = true
        animation.repeatCount = .infinity
        add(animation, forKey: "pulse")
    }
}
