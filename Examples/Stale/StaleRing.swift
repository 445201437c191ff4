// Two stale-screen bugs from lesson 000 ("Çizim ve Katman Animasyonu"), for the analyzer.
//
// Not compiled by the package:
//
//   swift run screenlab analyze Examples/Stale
//
// finds SL101 (a property `draw(_:)` reads is written without `setNeedsDisplay()`), SL201 (an
// animation is added while the layer's model value is never written, so it snaps back).
// Exit status 1: there are findings.

import UIKit

final class ProgressRingView: UIView {
  var progress: Int = 0

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: rect.midX, y: rect.midY),
      radius: rect.width / 2,
      startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * CGFloat(progress) / 100,
      clockwise: true)
    path.stroke()
  }

  // The ring keeps showing the old value: no redraw is requested.
  func update(to percent: Int) {
    progress = percent
  }
}

func fadeIn(_ ring: UIView) {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 0.4
  ring.layer.add(animation, forKey: "fade")
}
