// Written in the style of public open-source UIKit components (initials avatars drawn with text); no code copied.
import UIKit

final class InitialsAvatarView: UIView {

    var name: String = "" {
        didSet { setNeedsDisplay() }
    }

    var fillColor: UIColor = .systemIndigo {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var initials: String {
        name.split(separator: " ").prefix(2).compactMap { $0.first }.map(String.init).joined().uppercased()
    }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: bounds)
        fillColor.setFill()
        circle.fill()

        let font = UIFont.systemFont(ofSize: bounds.height * 0.4, weight: .semibold)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            .foregroundColor: UIColor.white,
        ]
        let string = initials as NSString
        let size = string.size(withAttributes: attributes)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        string.draw(at: origin, withAttributes: attributes)
    }
}
