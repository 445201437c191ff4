// Written in the style of public open-source UIKit components (settings rows with a switch, built with stack views); no code copied.
import UIKit

final class SwitchRowView: UIView {

    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let toggle = UISwitch()
    var onChange: ((Bool) -> Void)?

    init(title: String, systemImage: String, isOn: Bool) {
        super.init(frame: .zero)
        iconView.image = UIImage(systemName: systemImage)
        iconView.tintColor = .systemBlue
        iconView.contentMode = .scaleAspectFit
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        toggle.isOn = isOn
        toggle.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.toggle.isOn)
        }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [iconView, titleLabel, toggle])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 24),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
