// Written in the style of public open-source UIKit controls (a star rating view with a `@MainActor` delegate protocol and `MainActor.assumeIsolated` in a notification callback); no code copied.
import UIKit

@MainActor
protocol RatingControlDelegate: AnyObject {
    func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
}

final class RatingControl: UIView {

    weak var delegate: RatingControlDelegate?
    private var buttons: [UIButton] = []
    private(set) var rating = 0 {
        didSet { updateStars() }
    }
    private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        for index in 1...5 {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "star"), for: .normal)
            button.tintColor = .systemYellow
            button.addAction(UIAction { [weak self] _ in
                self?.select(index)
            }, for: .touchUpInside)
            buttons.append(button)
            stack.addArrangedSubview(button)
        }
        observer = NotificationCenter.default.addObserver(
            forName: Notification.Name("RatingControlReset"), object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.rating = 0
            }
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func select(_ value: Int) {
        rating = value
        delegate?.ratingControl(self, didChangeRating: value)
    }

    private func updateStars() {
        for (offset, button) in buttons.enumerated() {
            let name = offset < rating ? "star.fill" : "star"
            button.setImage(UIImage(systemName: name), for: .normal)
        }
    }
}

final class ReviewViewController: UIViewController, RatingControlDelegate {
    private let control = RatingControl()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        control.delegate = self
        control.translatesAutoresizingMaskIntoConstraints = false
        summary.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(control)
        view.addSubview(summary)
        NSLayoutConstraint.activate([
            control.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            control.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            summary.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            summary.topAnchor.constraint(equalTo: control.bottomAnchor, constant: 12),
        ])
    }

    func ratingControl(_ control: RatingControl, didChangeRating rating: Int) {
        summary.text = "You rated \(rating) of 5"
    }
}
