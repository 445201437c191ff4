// Imitates: the like-button pop after the model transform was set to the final scale.
// swift-format-ignore-file
import UIKit

final class LikeButton: UIButton {
    func pop() {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 1
        pop.toValue = 1.3
        pop.duration = pop.settlingDuration
        layer.transform = CATransform3DMakeScale(1.3, 1.3, 1)
        layer.add(pop, forKey: "pop")
    }
}
