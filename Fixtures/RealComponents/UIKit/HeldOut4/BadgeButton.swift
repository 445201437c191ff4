// Written in the style of public open-source UIKit components (buttons with a count badge); no code copied.
import UIKit

final class BadgeButton: UIButton {

    private let badgeLabel = UILabel()

    var badgeCount: Int = 0 {
        didSet {
            badgeLabel.text = badgeCount > 99 ? "99+" : "\(badgeCount)"
            badgeLabel.isHidden = badgeCount == 0
            setNeedsLayout()
        }
    }

    var badgeColor: UIColor = .systemRed {
        didSet { badgeLabel.backgroundColor = badgeColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        badgeLabel.font = .systemFont(ofSize: 11, weight: .bold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.backgroundColor = badgeColor
        badgeLabel.layer.masksToBounds = true
        badgeLabel.isHidden = true
        addSubview(badgeLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badgeLabel.sizeToFit()
        let height: CGFloat = 18
        let width = max(height, badgeLabel.bounds.width + 8)
        badgeLabel.frame = CGRect(x: bounds.maxX - width / 2, y: -height / 2, width: width, height: height)
        badgeLabel.layer.cornerRadius = height / 2
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}
