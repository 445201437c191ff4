import QuartzCore
import UIKit

/// A progress ring drawn by a shape layer; ``setProgress(_:completion:)`` animates it.
public final class ProgressRing {
  public let layer = CAShapeLayer()

  public init() {
    layer.name = "ProgressRing"
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 50, y: 50)
    layer.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
    layer.lineWidth = 8
    layer.strokeColor = UIColor.systemGreen.cgColor
    layer.fillColor = nil
    layer.strokeEnd = 0
  }

  /// Animates the ring from what it shows to `value` in 0.25 s; `completion` runs once at
  /// the end.
  public func setProgress(_ value: CGFloat, completion: (() -> Void)? = nil) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = layer.presentation()?.strokeEnd ?? layer.strokeEnd
    animation.toValue = value
    animation.duration = 0.25
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock(completion)
    #if !BUG_NO_MODEL_WRITE
      layer.strokeEnd = value
    #endif
    layer.add(animation, forKey: "progress")
    CATransaction.commit()
  }
}
