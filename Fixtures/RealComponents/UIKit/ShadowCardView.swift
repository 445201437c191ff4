// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  ShadowCardView.swift
//  A rounded card with a drop shadow on its own layer and clipped content.

import UIKit

class ShadowCardView: UIView {

    let contentView = UIView()

    var cornerRadius: CGFloat = 14 {
        didSet { setNeedsLayout() }
    }

    var shadowElevation: CGFloat = 6 {
        didSet { updateShadow() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.masksToBounds = false
        updateShadow()

        contentView.backgroundColor = .white
        contentView.layer.masksToBounds = true
        contentView.layer.borderWidth = 1 / UIScreen.main.scale
        contentView.layer.borderColor = UIColor.separator.cgColor
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateShadow() {
        layer.shadowRadius = shadowElevation
        layer.shadowOffset = CGSize(width: 0, height: shadowElevation / 2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        contentView.layer.cornerRadius = cornerRadius
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath
    }
}
