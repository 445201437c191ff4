// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  AvatarImageView.swift
//  A round avatar: a UIImageView with a border, a placeholder symbol and initials fallback.

import UIKit

class AvatarImageView: UIImageView {

    var borderColor: UIColor = .white {
        didSet { layer.borderColor = borderColor.cgColor }
    }

    private let initialsLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.textColor = .white
        label.font = UIFont.boldSystemFont(ofSize: 16)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    override init(image: UIImage?) {
        super.init(image: image)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        contentMode = .scaleAspectFill
        clipsToBounds = true
        layer.borderWidth = 2
        layer.borderColor = borderColor.cgColor
        backgroundColor = .systemGray3
        tintColor = .white
        image = UIImage(systemName: "person.fill")
        addSubview(initialsLabel)
    }

    func setName(_ name: String) {
        let initials = name.split(separator: " ").compactMap { $0.first }.prefix(2)
        initialsLabel.text = String(initials).uppercased()
        initialsLabel.isHidden = initials.isEmpty
        image = initials.isEmpty ? UIImage(systemName: "person.fill") : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
        initialsLabel.frame = bounds
        initialsLabel.font = .systemFont(ofSize: bounds.height * 0.4, weight: .bold)
    }
}
