import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

/// A view that writes its own state while drawing (the lesson's "Çizim içinde durum
/// değiştirmek").
final class MutatingView: UIView {
  var drawsSoFar = 0
  override func draw(_ rect: CGRect) { drawsSoFar += 1 }
}

/// A view whose draw(_:) calls UIView's, as overrides usually do.
final class SuperCallingView: UIView {
  override func draw(_ rect: CGRect) { super.draw(rect) }
}

@MainActor @Suite struct MisuseTests {
  @Test func callingDrawDirectlyDrawsNothingAndIsReported() {
    Runtime.withNew { runtime in
      let triangle = TriangleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(triangle, runtime)
      triangle.draw(triangle.bounds)
      #expect(triangle.headless.drawCount == 1)
      let messages = diagnostics(runtime)
      #expect(
        messages.contains {
          $0.hasPrefix("draw(_:) of <TriangleView") && $0.contains("called directly")
        })
      #expect(messages.contains { $0.hasPrefix("UIGraphicsGetCurrentContext() is nil") })
    }
  }

  /// Only a call from outside the display pass is reported: the pass's own draw says nothing.
  @Test func onlyADirectCallOfDrawIsReported() {
    Runtime.withNew { runtime in
      let view = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      #expect(view.headless.drawCount == 1)
      #expect(diagnostics(runtime).isEmpty)
      view.draw(view.bounds)
      #expect(
        diagnostics(runtime) == [
          "draw(_:) of <SuperCallingView frame=(0 0; 10 10)> called directly: there is no current "
            + "context, nothing is drawn; call setNeedsDisplay() and let the display pass draw"
        ])
    }
  }

  @Test func strokingWithoutAContextIsReported() {
    Runtime.withNew { runtime in
      let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      ring.draw(ring.bounds)
      #expect(ring.headless.lastDraw == nil)
      #expect(
        diagnostics(runtime).contains {
          $0.hasPrefix("UIBezierPath.stroke() with no current context")
        })
    }
  }

  @Test func requestingDisplayFromDrawIsHonouredNextTurnOnly() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.onDraw = { $0.setNeedsDisplay() }
      showInWindow(view, runtime)
      #expect(view.log.rects.count == 1)
      #expect(diagnostics(runtime).filter { $0.hasPrefix("redraw loop") }.count == 1)
      runtime.runTurn()
      #expect(view.log.rects.count == 2)
      #expect(diagnostics(runtime).filter { $0.hasPrefix("redraw loop") }.count == 2)
    }
  }

  @Test func stateMutatedInDrawIsReported() {
    Runtime.withNew { runtime in
      let view = MutatingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      #expect(
        diagnostics(runtime) == [
          "draw(_:) of <MutatingView frame=(0 0; 10 10)> changed stored property 'drawsSoFar' "
            + "(0 -> 1); draw(_:) should only read state"
        ])
      #expect(view.headless.lastDraw?.values["drawsSoFar"] == "0")
    }
  }

  @Test func aViewCannotBeItsOwnSubview() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView(frame: .zero)
        view.tag = 7
        view.addSubview(view)
      }
    }
    #expect(stderr(result).contains("cannot be added as a subview of itself"), "\(stderr(result))")
  }

  @Test func aViewCannotBeAddedBelowItsDescendant() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        child.addSubview(parent)
      }
    }
    #expect(
      stderr(result).contains("; a view hierarchy cannot contain a cycle"), "\(stderr(result))")
  }

  @Test func aNaNFrameTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
      }
    }
    #expect(
      stderr(result).contains("cannot take a non-finite frame (nan, 0.0, 10.0, 10.0)"),
      "\(stderr(result))")
  }

  private func stderr(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
}
