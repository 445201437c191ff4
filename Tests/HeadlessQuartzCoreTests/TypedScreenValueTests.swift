import HeadlessCoreGraphics
import HeadlessQuartzCore
import Measure
import Runtime
import Testing

/// The Sync kernel's screen reads a layer's presentation typed and writes it as text once: the
/// text must be the one the boxed value (`presentationValue(forKeyPath:)`) gives.
@MainActor
struct TypedScreenValueTests {
  @Test func theTypedScreenTextEqualsTheBoxedValuesText() {
    Runtime.withNew { runtime in
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
      layer.position = CGPoint(x: 10, y: 5)
      layer.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
      layer.isHidden = true
      let keys = [
        "opacity", "position", "position.x", "bounds", "bounds.size", "backgroundColor",
        "borderColor", "shadowColor", "transform", "hidden", "cornerRadius", "unknownKey",
      ]
      func compare(_ moment: String) {
        let screen = Screen("L")
        for key in keys {
          screen.set(key, presentationOf: layer, keyPath: key)
          let boxed = layer.presentationValue(forKeyPath: key).map { ScreenValue.text($0) }
          #expect(screen.shown[key] == boxed, "\(moment): \(key)")
        }
      }
      compare("before the first commit")
      runtime.runTurn()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      layer.add(fade, forKey: "fade")
      let move = CABasicAnimation(keyPath: "position")
      move.byValue = NSValue(cgPoint: CGPoint(x: 30, y: 0))
      move.duration = 1
      layer.add(move, forKey: "move")
      runtime.advance(by: 0.25)
      compare("mid-animation")
      let screen = Screen("L")
      screen.set("opacity", presentationOf: layer, keyPath: "opacity")
      #expect(screen.shown["opacity"] == "0.25")
      runtime.advance(by: 1)
      compare("after the animations")
    }
  }

  /// A committed layer with no animation attached is read from its committed model, not from
  /// its model: a write after the commit is not on screen until the next commit, for a plain
  /// `CALayer` (which keeps its committed state when written) and for a subclass (whose
  /// commit keeps a snapshot).
  @Test func aLayerWithoutAnimationsShowsItsCommittedModel() {
    Runtime.withNew { runtime in
      for layer in [CALayer(), CAShapeLayer()] {
        // No implicit animation: each write's transaction disables the actions.
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        layer.position = CGPoint(x: 4, y: 2)
        runtime.runTurn()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.25
        layer.position = CGPoint(x: 8, y: 6)
        #expect(layer.animationKeys() == nil)
        let screen = Screen("L")
        for key in ["opacity", "position", "position.x"] {
          screen.set(key, presentationOf: layer, keyPath: key)
          let boxed = layer.presentationValue(forKeyPath: key).map { ScreenValue.text($0) }
          #expect(screen.shown[key] == boxed, "\(type(of: layer)): \(key)")
        }
        #expect(screen.shown["opacity"] == "0.5")
        #expect(screen.shown["position"] == "4,2")
        #expect(screen.shown["position.x"] == "4")
        runtime.runTurn()
        screen.set("opacity", presentationOf: layer, keyPath: "opacity")
        #expect(screen.shown["opacity"] == "0.25")
      }
    }
  }

  /// A layer whose every animation is plain: its screen text is written straight from the
  /// evaluated numbers and points, still equal to the boxed value's text.
  @Test func thePlainPathWritesTheSameText() {
    Runtime.withNew { runtime in
      let layer = CALayer()
      layer.position = CGPoint(x: 10, y: 5)
      runtime.runTurn()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 0.3
      fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      layer.add(fade, forKey: "fade")
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
      move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 1.0 / 3))
      move.duration = 0.3
      layer.add(move, forKey: "move")
      var seen: Set<String> = []
      for _ in 0..<20 {
        runtime.advance(frames: 1)
        let screen = Screen("L")
        for key in ["opacity", "position", "position.y"] {
          screen.set(key, presentationOf: layer, keyPath: key)
          let boxed = layer.presentationValue(forKeyPath: key).map { ScreenValue.text($0) }
          #expect(screen.shown[key] == boxed, "\(runtime.now): \(key)")
          seen.insert(screen.shown[key] ?? "-")
        }
      }
      // The animations did move the values (not only the model was compared).
      #expect(seen.count > 20)
    }
  }
}
