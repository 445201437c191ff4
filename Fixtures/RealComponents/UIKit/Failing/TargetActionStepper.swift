// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  TargetActionStepper.swift
//  A minus/plus stepper wired with target-action (#selector and @objc), as older code does.
//  Cannot compile on Linux: the compiler rejects @objc and #selector without the ObjC runtime.

import UIKit

final class TargetActionStepper: UIControl {

    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let valueLabel = UILabel()

    var value = 0 {
        didSet { valueLabel.text = "\(value)" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        minusButton.setTitle("−", for: .normal)
        plusButton.setTitle("+", for: .normal)
        minusButton.addTarget(self, action: #selector(decrement), for: .touchUpInside)
        plusButton.addTarget(self, action: #selector(increment), for: .touchUpInside)
        valueLabel.textAlignment = .center
        valueLabel.text = "0"
        [minusButton, valueLabel, plusButton].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let third = bounds.width / 3
        minusButton.frame = CGRect(x: 0, y: 0, width: third, height: bounds.height)
        valueLabel.frame = CGRect(x: third, y: 0, width: third, height: bounds.height)
        plusButton.frame = CGRect(x: third * 2, y: 0, width: third, height: bounds.height)
    }

    @objc private func decrement() {
        value -= 1
        sendActions(for: .valueChanged)
    }

    @objc private func increment() {
        value += 1
        sendActions(for: .valueChanged)
    }
}
