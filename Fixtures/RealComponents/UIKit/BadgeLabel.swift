// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  BadgeLabel.swift
//  A pill-shaped count badge: a UILabel with padding around its text.

import UIKit

public final class BadgeLabel: UILabel {

    public var padding = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6) {
        didSet { invalidateIntrinsicContentSize() }
    }

    public var count: Int = 0 {
        didSet {
            text = count > 99 ? "99+" : "\(count)"
            isHidden = count == 0
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        textColor = .white
        textAlignment = .center
        backgroundColor = .systemRed
        layer.masksToBounds = true
        numberOfLines = 1
    }

    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        let width = size.width + padding.left + padding.right
        let height = size.height + padding.top + padding.bottom
        return CGSize(width: max(width, height), height: height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    public override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }
}
