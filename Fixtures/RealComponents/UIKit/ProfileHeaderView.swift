// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  ProfileHeaderView.swift
//  A header laid out with Auto Layout anchors: avatar on the left, name and subtitle stacked.

import UIKit

final class ProfileHeaderView: UIView {

    private let avatarView: UIImageView = {
        let view = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentMode = .scaleAspectFit
        view.tintColor = .systemGray
        return view
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .boldSystemFont(ofSize: 18)
        label.textColor = .label
        return label
    }()

    private let subtitleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 14)
        label.textColor = .secondaryLabel
        label.numberOfLines = 2
        return label
    }()

    private var avatarSizeConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatarView)
        addSubview(nameLabel)
        addSubview(subtitleLabel)

        let size = avatarView.widthAnchor.constraint(equalToConstant: 56)
        avatarSizeConstraint = size
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            size,
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),

            subtitleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            subtitleLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
        ])
        let minimumHeight = heightAnchor.constraint(greaterThanOrEqualToConstant: 72)
        minimumHeight.priority = .defaultHigh
        minimumHeight.isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, subtitle: String, compact: Bool) {
        nameLabel.text = name
        subtitleLabel.text = subtitle
        avatarSizeConstraint?.constant = compact ? 40 : 56
        setNeedsLayout()
    }
}
