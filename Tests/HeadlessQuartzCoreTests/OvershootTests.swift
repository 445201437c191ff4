import Foundation
import Testing

@testable import HeadlessQuartzCore

/// The "back" ease of CSS and Core Animation: its first control point's y (1.56) leaves
/// [0, 1], so the curve rises past 1 before settling on it.
private let backCurve = CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)

/// The back curve's y at x, solved here independently of the library: bisection on the
/// Bernstein form of x(t), then y(t), with the control points rounded to `Float` as
/// `CAMediaTimingFunction` stores them.
private func backY(_ x: Double) -> Double {
  let (x1, y1, x2) = (Double(Float(0.34)), Double(Float(1.56)), Double(Float(0.64)))
  func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
  }
  return bernstein(y1, 1, (low + high) / 2)
}

/// Curves whose y leaves [0, 1] overshoot their end values (Docs/Semantics/CoreAnimation.md
/// k.1–k.3): only the uncurved progress decides the exact ends.
@MainActor @Suite struct OvershootTests {
  /// At 0.6 s of 1 s the curve is near its peak (about 1.097): position.x animating 0 → 100
  /// shows about 109.7, the same in every evaluator — the layer's presentation with only
  /// plain animations, with a general animation beside it (the compiled list), the render
  /// server and the public evaluator.
  @Test func everyEvaluatorOvershootsTheSame() {
    Runtime.withNew { runtime in
      let plainOnly = committedLayer(in: runtime)
      let mixed = committedLayer(in: runtime)
      for layer in [plainOnly, mixed] {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: .zero)
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
        move.duration = 1
        move.timingFunction = backCurve
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: "move")
      }
      let wobble = CAKeyframeAnimation(keyPath: "cornerRadius")
      wobble.values = [0, 10, 0]
      wobble.duration = 2
      mixed.add(wobble, forKey: "wobble")
      let renderer = PresentationRenderer(runtime: runtime)
      let evaluator = PresentationEvaluator()
      let position = PresentationKeyPath("position")!
      for (time, expected) in [
        (0.0, 0.0), (0.3, 100 * backY(0.3)), (0.6, 100 * backY(0.6)), (1.0, 100),
      ] {
        runtime.advance(to: time)
        renderer.renderFrame()
        var rendered: [Double] = []
        renderer.forEachValue { _, key, value in
          if key == "position", let point = value as? CGPoint { rendered.append(Double(point.x)) }
        }
        evaluator.evaluate(plainOnly)
        let xs =
          [
            Double(plainOnly.presentation()?.position.x ?? -1),
            Double(mixed.presentation()?.position.x ?? -1),
            Double(evaluator.point(position)?.x ?? -1),
          ] + rendered
        // Three reads of one layer or the other, and the render server's value of each.
        #expect(xs.count == 5, "t=\(time)")
        for x in xs { #expect(x.isClose(to: expected, tolerance: 1e-6), "t=\(time): \(xs)") }
        if time == 0 || time == 1 { #expect(xs.allSatisfy { $0 == expected }, "exact end") }
      }
      #expect(100 * backY(0.6) > 109)
    }
  }

  /// The general path (`CABasicAnimation.apply`): a by-value opacity, a colour and a
  /// transform, each past its end at 0.6 s. Colour components extrapolate with alpha kept in
  /// [0, 1]; the rotation extrapolates through the decomposition.
  @Test func theGeneralPathOvershootsNumbersColoursAndTransforms() throws {
    try Runtime.withNew { runtime in
      let layer = committedLayer(in: runtime)
      func add(_ keyPath: String, from: Any, to: Any? = nil, by: Any? = nil) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        animation.timingFunction = backCurve
        layer.add(animation, forKey: keyPath)
      }
      add("opacity", from: 0, by: 0.5)
      add(
        "backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5),
        to: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
      add(
        "transform", from: CATransform3DIdentity,
        to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
      runtime.advance(to: 0.6)
      let y = backY(0.6)
      let presentation = try #require(layer.presentation())
      #expect(Double(presentation.opacity).isClose(to: 0.5 * y, tolerance: 1e-6))
      let colour = try #require(presentation.backgroundColor?.components)
      #expect(Double(colour[0]).isClose(to: 1 - y, tolerance: 1e-6))
      #expect(Double(colour[2]).isClose(to: y, tolerance: 1e-6))
      #expect(colour[0] < 0 && colour[2] > 1)
      #expect(colour[3] == 1)
      let angle = Double.pi / 2 * y
      let transform = presentation.transform
      #expect(Double(transform.m11).isClose(to: cos(angle), tolerance: 1e-6))
      #expect(Double(transform.m12).isClose(to: sin(angle), tolerance: 1e-6))
      #expect(angle > Double.pi / 2)
    }
  }

  /// Keyframes: a segment's own timing function overshoots its next value (no snap onto
  /// it), and the animation's timing function extrapolates the last segment.
  @Test func keyframesOvershootPerSegmentAndOverall() throws {
    try Runtime.withNew { runtime in
      let layer = committedLayer(in: runtime)
      let segments = CAKeyframeAnimation(keyPath: "cornerRadius")
      segments.values = [0, 100, 200]
      segments.timingFunctions = [backCurve, CAMediaTimingFunction(name: .linear)]
      segments.duration = 1
      layer.add(segments, forKey: "segments")
      let overall = CAKeyframeAnimation(keyPath: "borderWidth")
      overall.values = [0, 100]
      overall.timingFunction = backCurve
      overall.duration = 1
      layer.add(overall, forKey: "overall")
      runtime.advance(to: 0.3)
      var presentation = try #require(layer.presentation())
      // 0.3 s is 0.6 of the first segment.
      #expect(Double(presentation.cornerRadius).isClose(to: 100 * backY(0.6), tolerance: 1e-6))
      #expect(presentation.cornerRadius > 100)
      runtime.advance(to: 0.6)
      presentation = try #require(layer.presentation())
      #expect(Double(presentation.borderWidth).isClose(to: 100 * backY(0.6), tolerance: 1e-6))
      #expect(presentation.borderWidth > 100)
    }
  }

  /// The render server's table solver keeps the overshoot too.
  @Test func theCurveTableKeepsYOutsideTheUnitRange() {
    var table = CurveTable()
    let index = Int(table.index(of: backCurve.curve))
    for x in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(table.value(x, curve: index).isClose(to: backY(x), tolerance: 1e-9), "x=\(x)")
    }
    #expect(table.value(0.6, curve: index) > 1.05)
  }
}
