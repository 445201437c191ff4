// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  ToastView.swift
//  A transient message: a rounded UILabel container that fades in and out with UIView.animate.

import UIKit

final class ToastView: UIView {

    private let messageLabel = UILabel()
    private let horizontalPadding: CGFloat = 16
    private let verticalPadding: CGFloat = 10

    init(message: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.8)
        layer.cornerRadius = 12
        clipsToBounds = true
        alpha = 0

        messageLabel.text = message
        messageLabel.textColor = .white
        messageLabel.font = UIFont.systemFont(ofSize: 15)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let maxLabelWidth = size.width - horizontalPadding * 2
        let labelSize = messageLabel.sizeThatFits(CGSize(width: maxLabelWidth, height: .greatestFiniteMagnitude))
        return CGSize(width: labelSize.width + horizontalPadding * 2,
                      height: labelSize.height + verticalPadding * 2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.frame = bounds.insetBy(dx: horizontalPadding, dy: verticalPadding)
    }

    func show(in container: UIView, duration: TimeInterval = 2.0) {
        let size = sizeThatFits(CGSize(width: container.bounds.width - 48, height: container.bounds.height))
        frame = CGRect(x: (container.bounds.width - size.width) / 2,
                       y: container.bounds.height - size.height - 64,
                       width: size.width, height: size.height)
        container.addSubview(self)
        transform = CGAffineTransform(translationX: 0, y: 20)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0.5, options: [.curveEaseOut], animations: {
            self.alpha = 1
            self.transform = .identity
        }, completion: { _ in
            UIView.animate(withDuration: 0.25, delay: duration, options: [.curveEaseIn], animations: {
                self.alpha = 0
            }, completion: { _ in
                self.removeFromSuperview()
            })
        })
    }
}
