// Written for ScreenLab in the style of public open-source UIKit components; no code copied.
//
//  PrimaryActionButton.swift
//  A filled button built from UIButton.Configuration, with a closure primary action.

import UIKit

final class PrimaryActionButton: UIButton {

    var isLoading = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    convenience init(title: String, handler: @escaping () -> Void) {
        var config = UIButton.Configuration.filled()
        config.title = title
        config.baseBackgroundColor = .systemIndigo
        config.baseForegroundColor = .white
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        config.image = UIImage(systemName: "arrow.right")
        config.imagePlacement = .trailing
        config.imagePadding = 8
        self.init(configuration: config, primaryAction: UIAction { _ in handler() })
    }

    override func updateConfiguration() {
        guard var config = configuration else { return }
        config.showsActivityIndicator = isLoading
        config.baseBackgroundColor = isEnabled ? .systemIndigo : .systemGray
        configuration = config
    }
}
