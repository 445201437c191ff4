// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  AnimatedProgressBar.swift
//  A horizontal bar whose fill is a CAShapeLayer stroke animated with CABasicAnimation.

import UIKit

final class AnimatedProgressBar: UIView {

    private let trackLayer = CAShapeLayer()
    private let barLayer = CAShapeLayer()

    private(set) var progress: CGFloat = 0

    var barColor: UIColor = .systemBlue {
        didSet { barLayer.strokeColor = barColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureLayers()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLayers()
    }

    private func configureLayers() {
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.lineCap = .round
        barLayer.strokeColor = barColor.cgColor
        barLayer.lineCap = .round
        barLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(barLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.height / 2, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.width - bounds.height / 2, y: bounds.midY))
        for shape in [trackLayer, barLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = bounds.height
        }
    }

    func setProgress(_ newValue: CGFloat, animated: Bool) {
        let clamped = min(max(newValue, 0), 1)
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = barLayer.presentation()?.strokeEnd ?? progress
            animation.toValue = clamped
            animation.duration = 0.35
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            barLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        barLayer.strokeEnd = clamped
        CATransaction.commit()
        progress = clamped
    }
}
