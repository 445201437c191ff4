// Written in the style of public open-source UIKit components (cards that expand on tap with spring animations); no code copied.
import UIKit

final class ExpandableCardView: UIView {

    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
    private var isExpanded = false
    private var collapsedConstraint: NSLayoutConstraint!
    private var expandedConstraint: NSLayoutConstraint!

    var onToggle: ((Bool) -> Void)?

    init(title: String, detail: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        clipsToBounds = true

        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.text = detail
        detailLabel.numberOfLines = 0
        detailLabel.alpha = 0
        chevron.tintColor = .secondaryLabel

        for view in [titleLabel, detailLabel, chevron] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        collapsedConstraint = bottomAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16)
        expandedConstraint = bottomAnchor.constraint(equalTo: detailLabel.bottomAnchor, constant: 16)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            chevron.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            chevron.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: chevron.trailingAnchor),
            collapsedConstraint,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        toggle()
    }

    func toggle() {
        isExpanded.toggle()
        collapsedConstraint.isActive = !isExpanded
        expandedConstraint.isActive = isExpanded
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [.curveEaseInOut]) {
            self.detailLabel.alpha = self.isExpanded ? 1 : 0
            self.chevron.transform = self.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
            self.superview?.layoutIfNeeded()
        }
        onToggle?(isExpanded)
    }
}
