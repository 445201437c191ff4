// The seeds' own drawn views (seed 000's ring, seed 002's triangle and star, seed 003's
// circular progress), kept as written there, for the built-in demos.

final class DemoProgressRingView: UIView {
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

  func update(to percent: Int) {
    progress = percent
    setNeedsDisplay()
  }
}

final class DemoTriangleView: UIView {
  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(UIColor.darkGray.cgColor)
    context.setLineWidth(2.0)
    context.move(to: CGPoint(x: rect.midX, y: rect.minY + 10))
    context.addLine(to: CGPoint(x: rect.maxX - 10, y: rect.maxY - 10))
    context.addLine(to: CGPoint(x: rect.minX + 10, y: rect.maxY - 10))
    context.closePath()
    context.strokePath()
  }
}

final class DemoStarView: UIView {
  private let starPath: UIBezierPath = {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 50, y: 0))
    for i in 1...5 {
      let angle = CGFloat(i) * 4 * CGFloat.pi / 5
      path.addLine(to: CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle)))
    }
    path.close()
    return path
  }()

  override func draw(_ rect: CGRect) {
    UIColor.systemYellow.setFill()
    starPath.fill()
  }
}

final class DemoCircularProgressView: UIView {
  private let progressLayer = CAShapeLayer()

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    progressLayer.path = path.cgPath
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.lineWidth = 8
    progressLayer.fillColor = nil
    progressLayer.strokeEnd = 0
    progressLayer.lineCap = .round
    layer.addSublayer(progressLayer)
  }

  func setProgress(_ value: CGFloat, animated: Bool = true) {
    if animated {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
      progressLayer.strokeEnd = min(max(value, 0), 1)
      CATransaction.commit()
    } else {
      progressLayer.strokeEnd = value
    }
  }
}
