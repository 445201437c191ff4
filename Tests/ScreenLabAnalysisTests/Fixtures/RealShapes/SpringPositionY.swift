// Imitates: a spring demo that animated position.y through a key-path constant and never moved the layer.
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
        card.add(spring, forKey: "drop") // bug: SL201
    }
}
