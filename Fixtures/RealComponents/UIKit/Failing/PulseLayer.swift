// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  PulseLayer.swift
//  A CALayer subclass that draws a dot whose radius animates through needsDisplay(forKey:).
//  Compiles against ScreenLab as a library, but cannot link into a program: without Objective-C
//  the compiler accepts `@NSManaged` and never generates the property's accessors
//  (Docs/RealCode.md, UIKit). `HeldOut3/PulseDotLayer.swift` is the portable form.

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
