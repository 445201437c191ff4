import Testing

@testable import HeadlessUIKit

/// A view that asks for layout again from its own `layoutSubviews()`.
final class RelayoutingView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    layouts += 1
    setNeedsLayout()
  }
}

/// Unusable durations and delays of block animations, and a layout that never settles
/// (Docs/Misuse.md §1, §6).
@MainActor @Suite struct TimingMisuseTests {
  static let atOnce =
    "duration must be a finite number >= 0; the changes are made at once, without animation"

  @Test(arguments: [(Double.nan, "nan"), (-1, "-1.0"), (.infinity, "inf")])
  func unusableDurationMakesTheChangeAtOnceAndCompletes(duration: Double, text: String) {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      var finished: [Bool] = []
      UIView.animate(withDuration: duration, animations: { view.alpha = 0 }) {
        finished.append($0)
      }
      #expect(view.layer.animationKeys() == nil)
      runtime.runTurn()
      #expect(view.layer.presentation()?.opacity == 0)
      #expect(finished == [true])
      #expect(
        diagnostics(runtime) == [
          "UIView.animate(withDuration: \(text), delay: 0.0): \(Self.atOnce)"
        ])
    }
  }

  @Test func unusableSpringDurationIsReportedToo() {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      UIView.animate(
        withDuration: -1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        animations: { view.alpha = 0 })
      #expect(view.layer.animationKeys() == nil)
      #expect(
        diagnostics(runtime) == [
          "UIView.animate(withDuration: -1.0, delay: 0.0, usingSpringWithDamping:): \(Self.atOnce)"
        ])
    }
  }

  @Test(arguments: [(Double.nan, "nan"), (-0.5, "-0.5"), (.infinity, "inf")])
  func unusableDelayIsDropped(delay: Double, text: String) {
    Runtime.withNew(frameRate: .hz60) { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      var finished: [Bool] = []
      let start = runtime.now
      UIView.animate(
        withDuration: 0.5, delay: delay, options: .curveLinear, animations: { view.alpha = 0 }
      ) { finished.append($0) }
      // Linear from 1 to 0 over 0.5 s, starting now: 0.5 at a quarter second.
      runtime.advance(to: start + 0.25)
      let opacity = Double(view.layer.presentation()?.opacity ?? -1)
      #expect(abs(opacity - 0.5) < 1e-6, "\(opacity)")
      runtime.advance(to: start + 0.5)
      runtime.advance(frames: 1)
      #expect(finished == [true])
      #expect(
        diagnostics(runtime) == [
          "UIView.animate(withDuration: 0.5, delay: \(text)): delay must be a finite number >= 0; "
            + "the animations start without delay"
        ])
    }
  }

  @Test func layoutThatKeepsAskingForLayoutStopsAtTheRoundLimit() {
    Runtime.withNew { runtime in
      let view = RelayoutingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let window = showInWindow(view, runtime)
      let cycle = DisplayCycle.of(runtime)
      #expect(cycle.maximumLayoutRounds == 16)
      // The first turn laid the view out 16 times, then gave up until the next turn.
      #expect(view.layouts == 16)
      #expect(
        diagnostics(runtime) == [
          "layout did not settle after 16 rounds: \(view) keep calling setNeedsLayout() from "
            + "layoutSubviews(); they wait for the next turn"
        ])
      runtime.runTurn()
      #expect(view.layouts == 32)
      #expect(diagnostics(runtime).count == 2)
      _ = window
    }
  }

  @Test func aLayoutThatSettlesReportsNothing() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      view.setNeedsLayout()
      runtime.runTurn()
      #expect(view.log.layouts == 2)
      #expect(diagnostics(runtime).isEmpty)
    }
  }
}
