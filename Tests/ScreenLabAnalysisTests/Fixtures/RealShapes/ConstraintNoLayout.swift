// Imitates: a drawer whose height constraint changed inside UIView.animate without layoutIfNeeded(); it jumped.
// swift-format-ignore-file
import UIKit

final class DrawerController: UIViewController {
    @IBOutlet private var heightConstraint: NSLayoutConstraint!

    func expand() {
        UIView.animate(withDuration: 0.3) {
            self.heightConstraint.constant = 320 // bug: SL204
        }
    }
}
