import ScreenLab

// The seeds' UIKit and Core Animation sources (lessons 000, 002 and 003), shared by the CLI's
// live replays and `screenlab draw` demos and by the UIKit tests: verbatim but for the imports,
// indentation, the `public` access another module needs, `@MainActor` on the free functions
// that touch views (as in an app, where they sit in main-actor code), and the `duration` parameter the
// duration-limit replay gives `fadeIn`. Comments in Turkish are the lessons' own.
//
// The lessons' bugs are kept on purpose (the live replays measure them), so the analyzer's
// findings on them are silenced here: the ring's undrawn `progress` (SL101), its path built
// in draw(_:) (SL104) and the fade without a model write (SL201).
// screenlab:ignore-file SL101 SL104 SL201

// MARK: - Lesson 000

/// Seed 000, "Çizim Yeniden İstenmedikçe Eski Kalır": the hand-drawn progress ring.
public final class ProgressRingView: UIView {
  public var progress: Int = 0

  public override func draw(_ rect: CGRect) {
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
  public func update(to percent: Int) {
    progress = percent
    setNeedsDisplay()
  }
}

/// Seed 000: a container whose layout pass is not a redraw request.
public final class RingContainer: UIView {
  public var progress: Int = 0 {
    didSet { setNeedsDisplay() }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    // Boyut degisti, yerlesim guncellendi; cizim ayri bir istektir.
  }
}

/// Seed 000, "Model Katmanı ve Sunum Katmanı": an opacity animation without a model write.
@MainActor
public func fadeIn(_ ring: UIView, duration: CFTimeInterval = 0.4) {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = duration
  ring.layer.add(animation, forKey: "fade")
}

/// Seed 000: the same with the model layer written first.
@MainActor
public func fadeInAndCommit(_ ring: UIView, duration: CFTimeInterval = 0.4) {
  ring.layer.opacity = 1
  fadeIn(ring, duration: duration)
}

// MARK: - Lesson 002

/// Seed 002: a triangle stroked through the current context.
public final class TriangleView: UIView {
  public override func draw(_ rect: CGRect) {
    super.draw(rect)

    guard let context = UIGraphicsGetCurrentContext() else { return }

    // Line parameters
    context.setStrokeColor(UIColor.darkGray.cgColor)
    context.setLineWidth(2.0)

    // Drawing a triangle
    context.move(to: CGPoint(x: rect.midX, y: rect.minY + 10))
    context.addLine(to: CGPoint(x: rect.maxX - 10, y: rect.maxY - 10))
    context.addLine(to: CGPoint(x: rect.minX + 10, y: rect.maxY - 10))
    context.closePath()
    context.strokePath()
  }
}

/// Seed 002: a five-pointed star filled from a path built once.
public final class StarView: UIView {
  private let starPath: UIBezierPath = {
    let path = UIBezierPath()
    // Building a star shape
    path.move(to: CGPoint(x: 50, y: 0))
    for i in 1...5 {
      let angle = CGFloat(i) * 4 * CGFloat.pi / 5
      path.addLine(
        to: CGPoint(
          x: 50 + 40 * cos(angle),
          y: 50 + 40 * sin(angle)))
    }
    path.close()
    return path
  }()

  public override func draw(_ rect: CGRect) {
    UIColor.systemYellow.setFill()
    starPath.fill()
  }
}

// MARK: - Lesson 003

/// Seed 003: a ring drawn by a shape layer, its `strokeEnd` animated in a transaction.
public class CircularProgressView: UIView {

  private let progressLayer = CAShapeLayer()

  public override func layoutSubviews() {
    super.layoutSubviews()

    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
      radius: bounds.width / 2 - 10,
      startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2,
      clockwise: true
    )

    progressLayer.path = path.cgPath
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.lineWidth = 8
    progressLayer.fillColor = nil
    progressLayer.strokeEnd = 0
    progressLayer.lineCap = .round
    layer.addSublayer(progressLayer)
  }

  public func setProgress(_ value: CGFloat, animated: Bool = true) {
    if animated {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setAnimationTimingFunction(
        CAMediaTimingFunction(name: .easeOut)
      )
      progressLayer.strokeEnd = min(max(value, 0), 1)
      CATransaction.commit()
    } else {
      progressLayer.strokeEnd = value
    }
  }
}
