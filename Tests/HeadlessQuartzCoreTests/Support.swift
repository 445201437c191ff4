import Testing

@testable import HeadlessQuartzCore

/// Records delegate callbacks with the time they arrived.
final class DelegateLog: CAAnimationDelegate {
  var events: [String] = []
  let runtime: Runtime
  init(_ runtime: Runtime) { self.runtime = runtime }
  func animationDidStart(_ anim: CAAnimation) {
    events.append("start@\(ScreenValue.number(runtime.now))")
  }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop(\(flag))@\(ScreenValue.number(runtime.now))")
  }
}

/// A committed standalone layer: created, then one turn so its first commit has happened.
@MainActor
func committedLayer<L: CALayer>(_ type: L.Type = CALayer.self, in runtime: Runtime) -> L {
  let layer = L(_headlessFresh: ())
  runtime.runTurn()
  return layer
}

func number(_ value: Any?) -> Double {
  LayerValue.number(value) ?? .nan
}

extension Double {
  func isClose(to other: Double, tolerance: Double = 1e-9) -> Bool {
    abs(self - other) <= tolerance
  }
}

/// The presentation opacity of `layer` now (−1 when it has no presentation).
func presentedOpacity(_ layer: CALayer) -> Double {
  Double(layer.presentation()?.opacity ?? -1)
}

/// Runs `body` in a transaction with actions disabled (no implicit animations).
func withoutActions(_ body: () -> Void) {
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  body()
  CATransaction.commit()
}
