// Written in the style of public open-source UIKit components (swipeable cards with property animators); no code copied.
import UIKit

final class CardSwipeView: UIView {

    private let titleLabel = UILabel()
    private var animator: UIViewPropertyAnimator?

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 10
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var startPoint: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        startPoint = touches.first?.location(in: superview) ?? .zero
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: superview) else { return }
        let translation = CGPoint(x: point.x - startPoint.x, y: point.y - startPoint.y)
        let angle = translation.x / bounds.width * (.pi / 8)
        transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: angle)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: superview) else { return }
        let translation = CGPoint(x: point.x - startPoint.x, y: point.y - startPoint.y)
        do {
            if abs(translation.x) > bounds.width / 2 {
                let direction: CGFloat = translation.x > 0 ? 1 : -1
                animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) {
                    self.transform = CGAffineTransform(translationX: direction * 600, y: translation.y)
                    self.alpha = 0
                }
                animator?.addCompletion { _ in self.removeFromSuperview() }
                animator?.startAnimation()
            } else {
                animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.6) {
                    self.transform = .identity
                }
                animator?.startAnimation()
            }
        }
    }
}
