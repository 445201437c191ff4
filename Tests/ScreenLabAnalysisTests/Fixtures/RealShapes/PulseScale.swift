// Imitates: a like-button pop that scaled up with a spring on transform.scale and shrank back when it ended.
// swift-format-ignore-file
import UIKit

final class LikeButton: UIButton {
    func pop() {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 1.3
        pop.duration = pop.settlingDuration
        layer.add(pop, forKey: "pop") // bug: SL201
    }
}
