// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  StarRatingControl.swift
//  A UIControl that draws stars and reports changes with sendActions(for: .valueChanged).

import UIKit

public class StarRatingControl: UIControl {

    public var maximumValue = 5 {
        didSet { setNeedsDisplay() }
    }

    public private(set) var value = 0 {
        didSet {
            if value != oldValue {
                setNeedsDisplay()
                sendActions(for: .valueChanged)
            }
        }
    }

    public var starSpacing: CGFloat = 6
    public var filledColor: UIColor = .systemYellow
    public var emptyColor: UIColor = .systemGray

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override var intrinsicContentSize: CGSize {
        let side: CGFloat = 24
        return CGSize(width: CGFloat(maximumValue) * (side + starSpacing) - starSpacing,
                      height: side)
    }

    public func setValue(_ newValue: Int) {
        value = max(0, min(maximumValue, newValue))
    }

    private var starSide: CGFloat {
        let totalSpacing = starSpacing * CGFloat(maximumValue - 1)
        return min(bounds.height, (bounds.width - totalSpacing) / CGFloat(maximumValue))
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateValue(for: touch)
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateValue(for: touch)
        return true
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        sendActions(for: .editingDidEnd)
    }

    private func updateValue(for touch: UITouch) {
        let x = touch.location(in: self).x
        let index = Int(x / (starSide + starSpacing)) + 1
        setValue(index)
    }

    public override func draw(_ rect: CGRect) {
        for index in 0..<maximumValue {
            let origin = CGPoint(x: CGFloat(index) * (starSide + starSpacing), y: 0)
            let starRect = CGRect(origin: origin, size: CGSize(width: starSide, height: starSide))
            let path = starPath(in: starRect)
            (index < value ? filledColor : emptyColor).setFill()
            path.fill()
        }
    }

    private func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2
        let inner = outer * 0.4
        for point in 0..<10 {
            let radius = point % 2 == 0 ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }
}
