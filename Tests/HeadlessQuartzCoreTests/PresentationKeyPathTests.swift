import Testing

@testable import HeadlessQuartzCore

/// `presentationValue(forKeyPath:)` through the engine's cache of parsed key paths
/// (`KeyPathCache`) and its direct read of plain animations: the same answers, boxed the same
/// way, whatever the order and number of key paths read.
@MainActor @Suite struct PresentationKeyPathTests {
  /// A committed layer with a linear fade (0 → 1) and move ((0, 0) → (100, 40)) over one
  /// second, the clock at 0.25 s; its other properties keep their defaults.
  func animatedLayer(in runtime: Runtime) -> CALayer {
    let layer: CALayer = committedLayer(in: runtime)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = NSValue(cgPoint: .zero)
    move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
    move.duration = 1
    layer.add(fade, forKey: "fade")
    layer.add(move, forKey: "move")
    runtime.runTurn()
    runtime.advance(to: 0.25)
    return layer
  }

  /// What each key path reads at 0.25 s, as `value(forKeyPath:)` boxes it; nil for none.
  static let expected: [(String, Any?)] = [
    ("opacity", CGFloat(0.25)),
    ("position", CGPoint(x: 25, y: 10)),
    ("position.x", CGFloat(25)),
    ("position.y", CGFloat(10)),
    ("bounds.size.width", CGFloat(0)),
    ("bounds", CGRect.zero),
    ("anchorPoint.x", CGFloat(0.5)),
    ("zPosition", CGFloat(0)),
    // A number has no component; a key that names no property has no value.
    ("opacity.x", nil),
    ("position.width", nil),
    ("noSuchProperty", nil),
  ]

  func check(_ layer: CALayer, _ keyPath: String, _ expected: Any?) {
    let value = layer.presentationValue(forKeyPath: keyPath)
    switch expected {
    case let number as CGFloat: #expect(value as? CGFloat == number, "\(keyPath)")
    case let point as CGPoint: #expect(value as? CGPoint == point, "\(keyPath)")
    case let rect as CGRect: #expect(value as? CGRect == rect, "\(keyPath)")
    default: #expect(value == nil, "\(keyPath): \(String(describing: value))")
    }
  }

  @Test func everyKeyPathReadsItsValueInAnyOrderAndAgain() {
    Runtime.withNew { runtime in
      let layer = animatedLayer(in: runtime)
      // More key paths than the cache keeps, read forwards, backwards, then interleaved,
      // so entries are found, replaced and parsed again.
      #expect(Self.expected.count > KeyPathCache.capacity)
      for (keyPath, value) in Self.expected { check(layer, keyPath, value) }
      for (keyPath, value) in Self.expected.reversed() { check(layer, keyPath, value) }
      for round in 0..<3 {
        for (keyPath, value) in Self.expected.enumerated().filter({ $0.offset % 3 == round })
          .map(\.element)
        {
          check(layer, keyPath, value)
          check(layer, "position.x", CGFloat(25))
        }
      }
    }
  }

  @Test func aKeyPathBuiltAtRunTimeReadsAsTheLiteral() {
    Runtime.withNew { runtime in
      let layer = animatedLayer(in: runtime)
      check(layer, "position.x", CGFloat(25))
      // The same text in a string that does not share the literal's storage.
      let built = String(["p", "o", "s", "i", "t", "i", "o", "n", ".", "y"])
      check(layer, built, CGFloat(10))
      check(layer, "position" + ".x", CGFloat(25))
    }
  }

  @Test func theCachedValuesFollowTheClockAndTheAnimations() {
    Runtime.withNew { runtime in
      let layer = animatedLayer(in: runtime)
      check(layer, "position.x", CGFloat(25))
      runtime.advance(to: 0.5)
      check(layer, "position.x", CGFloat(50))
      check(layer, "opacity", CGFloat(0.5))
      layer.removeAnimation(forKey: "move")
      runtime.runTurn()
      // No animation of the position any more: the committed model value.
      check(layer, "position.x", CGFloat(0))
      check(layer, "position", CGPoint.zero)
    }
  }

  @Test func everyRuntimeKeepsItsOwnKeyPaths() {
    Runtime.withNew { first in
      let layer = animatedLayer(in: first)
      check(layer, "position.y", CGFloat(10))
      Runtime.withNew { second in
        let other = animatedLayer(in: second)
        second.advance(to: 0.75)
        check(other, "position.y", CGFloat(30))
      }
      check(layer, "position.y", CGFloat(10))
    }
  }
}
