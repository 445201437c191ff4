// Imitates: a scrolling navbar that changed a constraint and called setNeedsLayout() inside the animation block.
// swift-format-ignore-file
import UIKit

final class NavbarController: UIViewController {
    var topConstraint: NSLayoutConstraint?

    func showNavbar() {
        UIView.animate(withDuration: 0.1, animations: {
            self.topConstraint?.constant = 0 // bug: SL204
            self.view.setNeedsLayout()
        })
    }
}
