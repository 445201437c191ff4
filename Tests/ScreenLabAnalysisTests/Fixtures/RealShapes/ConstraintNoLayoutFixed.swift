// Imitates: the drawer after the constant was set first and the block laid the view out.
// swift-format-ignore-file
import UIKit

final class DrawerController: UIViewController {
    @IBOutlet private var heightConstraint: NSLayoutConstraint!

    func expand() {
        heightConstraint.constant = 320
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}
