import ScreenLab

// The seed 000 code the live replays run, as the lesson writes it (comments in Turkish are
// the lesson's own).

/// Seed 000, "Çizim Yeniden İstenmedikçe Eski Kalır": the hand-drawn progress ring.
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
}

extension ProgressRingView {
  func update(to percent: Int) {
    progress = percent
    setNeedsDisplay()
  }
}

/// Seed 000, "Model Katmanı ve Sunum Katmanı": an opacity animation without a model write.
func fadeIn(_ ring: UIView, duration: CFTimeInterval = 0.4) {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = duration
  ring.layer.add(animation, forKey: "fade")
}

/// Seed 000: the same with the model layer written first.
func fadeInAndCommit(_ ring: UIView, duration: CFTimeInterval = 0.4) {
  ring.layer.opacity = 1
  fadeIn(ring, duration: duration)
}
