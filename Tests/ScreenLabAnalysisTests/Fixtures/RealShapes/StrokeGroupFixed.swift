// Imitates: the checkmark after the model stroke range was written with the group.
// swift-format-ignore-file
import UIKit

final class CheckmarkView: UIView {
    private let check = CAShapeLayer()

    func animateIn() {
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = 0.5
        start.toValue = 0
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = 0.5
        end.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = 0.4
        check.strokeStart = 0
        check.strokeEnd = 1
        check.add(group, forKey: "draw")
    }
}
