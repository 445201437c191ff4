// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  PillSegmentedView.swift
//  A segmented picker built from UIButtons in a horizontal UIStackView, closure-based actions.

import UIKit

final class PillSegmentedView: UIView {

    var onSelect: ((Int) -> Void)?

    private let stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.alignment = .fill
        stack.spacing = 4
        return stack
    }()

    private var buttons: [UIButton] = []

    private(set) var selectedIndex = 0 {
        didSet { updateSelection() }
    }

    init(titles: [String]) {
        super.init(frame: .zero)
        layer.cornerRadius = 8
        backgroundColor = .secondarySystemBackground
        addSubview(stackView)
        for (index, title) in titles.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.label, for: .normal)
            button.setTitleColor(.white, for: .selected)
            button.titleLabel?.font = .systemFont(ofSize: 14, weight: .medium)
            button.layer.cornerRadius = 6
            button.addAction(UIAction { [weak self] _ in
                self?.selectedIndex = index
                self?.onSelect?(index)
            }, for: .touchUpInside)
            buttons.append(button)
            stackView.addArrangedSubview(button)
        }
        updateSelection()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stackView.frame = bounds.insetBy(dx: 4, dy: 4)
    }

    private func updateSelection() {
        for (index, button) in buttons.enumerated() {
            button.isSelected = index == selectedIndex
            button.backgroundColor = button.isSelected ? tintColor : .clear
        }
    }
}
