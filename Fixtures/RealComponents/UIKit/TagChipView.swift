// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  TagChipView.swift
//  A chip with an icon and a title, sized by intrinsicContentSize and adapting to trait changes.

import UIKit

final class TagChipView: UIView {

    private let iconView = UIImageView()
    private let titleLabel = UILabel()

    var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    var isActive = false {
        didSet { applyColors() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        layer.cornerRadius = 14
        layer.borderWidth = 1
        iconView.image = UIImage(systemName: "tag")
        iconView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 13, weight: .medium)
        addSubview(iconView)
        addSubview(titleLabel)
        applyColors()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let labelSize = titleLabel.intrinsicContentSize
        let iconSide: CGFloat = 14
        return CGSize(width: layoutMargins.left + iconSide + 6 + labelSize.width + layoutMargins.right,
                      height: max(28, labelSize.height + layoutMargins.top + layoutMargins.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let iconSide: CGFloat = 14
        iconView.frame = CGRect(x: layoutMargins.left, y: (bounds.height - iconSide) / 2,
                                width: iconSide, height: iconSide)
        let labelX = iconView.frame.maxX + 6
        titleLabel.frame = CGRect(x: labelX, y: 0,
                                  width: bounds.width - labelX - layoutMargins.right,
                                  height: bounds.height)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle {
            applyColors()
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func applyColors() {
        let accent: UIColor = isActive ? tintColor : .secondaryLabel
        layer.borderColor = accent.cgColor
        iconView.tintColor = accent
        titleLabel.textColor = accent
        backgroundColor = isActive ? tintColor.withAlphaComponent(0.12) : .clear
    }
}
