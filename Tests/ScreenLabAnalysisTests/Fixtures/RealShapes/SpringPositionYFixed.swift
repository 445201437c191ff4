// Imitates: the spring demo after the layer's model position was written with the animation.
// swift-format-ignore-file
import UIKit

enum AnimationKeys {
    static let drop = "position.y"
}

final class DropController: UIViewController {
    let card = CALayer()

    func drop(to target: CGFloat) {
        let spring = CASpringAnimation(keyPath: AnimationKeys.drop)
        spring.fromValue = card.position.y
        spring.toValue = target
        spring.damping = 8
        spring.duration = spring.settlingDuration
        card.position.y = target
        card.add(spring, forKey: "drop")
    }
}
