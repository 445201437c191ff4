import Dispatch
import Foundation
import Testing

@testable import HeadlessUIKit

/// A gauge that redraws whenever its level changes (`didSet` → `setNeedsDisplay()`).
private final class Gauge: UIView {
  var level = 0 {
    didSet { setNeedsDisplay() }
  }
  var drawTurns: [Int] = []
  var drawnLevels: [Int] = []

  override func draw(_ rect: CGRect) {
    drawTurns.append(runtime.turnCount)
    drawnLevels.append(level)
  }

  let runtime = Runtime.current
}

/// Timers, display links and main-queue blocks driving UIKit's display cycle on the virtual
/// clock (Docs/Semantics/RunLoop.md RL-2, RL-6, RL-9).
@MainActor @Suite struct TimerDrivenDrawingTests {
  @Test(arguments: [0.1, 0.25, 0.5])
  func aTimerThatSetsAPropertyGivesOneDrawPerFiring(interval: Double) {
    Runtime.withNew { runtime in
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      showInWindow(gauge, runtime)
      let firstDraws = gauge.drawTurns.count
      var fireTurns: [Int] = []
      runtime.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
        gauge.level += 1
        fireTurns.append(runtime.turnCount)
      }
      runtime.advance(by: 2)
      let perSecond = Int((1 / interval).rounded())
      #expect(gauge.drawTurns.count - firstDraws == 2 * perSecond)
      // Each firing's draw happens in the firing's own turn, with the new level.
      #expect(Array(gauge.drawTurns.dropFirst(firstDraws)) == fireTurns)
      #expect(Array(gauge.drawnLevels.dropFirst(firstDraws)) == Array(1...(2 * perSecond)))
    }
  }

  @Test(arguments: [FrameRate.hz60, .hz120])
  func aDisplayLinkThatSetsAPropertyDrawsEveryFrame(rate: FrameRate) {
    Runtime.withNew(frameRate: rate) { runtime in
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      showInWindow(gauge, runtime)
      let firstDraws = gauge.drawTurns.count
      var linkTurns: [Int] = []
      let link = CADisplayLink { _ in
        gauge.level += 1
        linkTurns.append(runtime.turnCount)
      }
      link.add(to: .main, forMode: .common)
      runtime.advance(by: 1)
      #expect(linkTurns.count == Int(rate.hertz))
      // Fired before the frame's display pass: drawn in the same frame.
      #expect(Array(gauge.drawTurns.dropFirst(firstDraws)) == linkTurns)
      link.invalidate()
      runtime.advance(by: 1)
      #expect(gauge.drawTurns.count - firstDraws == Int(rate.hertz))
    }
  }

  @Test func aMainQueueBlockFromAnEventHandlerDrawsInItsOwnTurn() {
    Runtime.withNew { runtime in
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      showInWindow(gauge, runtime)
      let box = UncheckedGauge(gauge)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { box.gauge.level = 7 }
      runtime.advance(by: 1)
      #expect(gauge.drawnLevels.last == 7)
      #expect(gauge.drawnLevels.count == 2)
      let drawEvent = runtime.trace.events(.draw).last
      #expect(drawEvent?.time == 12.0 / 60)
    }
  }
}

/// Swift 6 treats closures given to `DispatchQueue.main` as main-actor closures; one runtime
/// runs on the test's own thread.
private struct UncheckedGauge: @unchecked Sendable {
  let gauge: Gauge
  init(_ gauge: Gauge) { self.gauge = gauge }
}
