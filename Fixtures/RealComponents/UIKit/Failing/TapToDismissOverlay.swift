// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  TapToDismissOverlay.swift
//  A dimming overlay that dismisses on tap via UITapGestureRecognizer(target:action:#selector).
//  Cannot compile on Linux: the compiler rejects @objc and #selector without the ObjC runtime.

import UIKit

final class TapToDismissOverlay: UIView {

    var onDismiss: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.4)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.2, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.removeFromSuperview()
            self.onDismiss?()
        })
    }
}
