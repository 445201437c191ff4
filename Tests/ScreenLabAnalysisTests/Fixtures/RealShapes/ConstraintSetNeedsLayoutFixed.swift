// Imitates: the scrolling navbar after the block called layoutIfNeeded().
// swift-format-ignore-file
import UIKit

final class NavbarController: UIViewController {
    var topConstraint: NSLayoutConstraint?

    func showNavbar() {
        UIView.animate(withDuration: 0.1, animations: {
            self.topConstraint?.constant = 0
            self.view.layoutIfNeeded()
        })
    }
}
