// Imitates: a constraint animation that lays out the controller's view, the banner's superview.
// swift-format-ignore-file
import UIKit

final class BannerController: UIViewController {
    let banner = UIView()
    var bannerTop: NSLayoutConstraint?

    func reveal() {
        bannerTop?.constant = 0
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
