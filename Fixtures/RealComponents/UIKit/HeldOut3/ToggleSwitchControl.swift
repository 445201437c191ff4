// Written in the style of public open-source UIKit components (custom UIControl switches); no code copied.
import UIKit

final class ToggleSwitchControl: UIControl {

    private let trackLayer = CALayer()
    private let thumbView = UIView()

    var isOn = false {
        didSet { updateAppearance(animated: true) }
    }

    var onTintColor: UIColor = .systemGreen
    var offTintColor: UIColor = .systemGray4

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(trackLayer)
        thumbView.backgroundColor = .white
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowRadius = 2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(thumbView)
        updateAppearance(animated: false)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 51, height: 31)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        trackLayer.frame = bounds
        trackLayer.cornerRadius = bounds.height / 2
        let side = bounds.height - 4
        thumbView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        thumbView.layer.cornerRadius = side / 2
        thumbView.center = CGPoint(x: isOn ? bounds.maxX - side / 2 - 2 : side / 2 + 2, y: bounds.midY)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch = touch, bounds.contains(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    private func updateAppearance(animated: Bool) {
        let changes = {
            self.trackLayer.backgroundColor = (self.isOn ? self.onTintColor : self.offTintColor).cgColor
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [.curveEaseOut], animations: changes)
        } else {
            changes()
        }
    }
}
