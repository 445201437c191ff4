// Imitates: a constraint animation that called layoutIfNeeded() on the moving view rather than its superview.
// swift-format-ignore-file
import UIKit

final class BannerController: UIViewController {
    let banner = UIView()
    var bannerTop: NSLayoutConstraint?

    func reveal() {
        bannerTop?.constant = 0
        UIView.animate(withDuration: 0.25) {
            self.banner.layoutIfNeeded() // bug: SL204
        }
    }
}
