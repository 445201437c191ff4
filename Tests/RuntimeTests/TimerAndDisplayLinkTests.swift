import Foundation
import Testing

@testable import Runtime

/// What ran, in order (`@unchecked Sendable`: the main-queue closures below are main-actor
/// closures to Swift 6; one runtime runs on the test's own thread).
private final class Order: @unchecked Sendable {
  var items: [String] = []
}

/// Timers and display links on the virtual clock (Docs/Semantics/RunLoop.md RL-6 – RL-10).
@MainActor @Suite struct TimerAndDisplayLinkTests {
  @Test func aRepeatingTimerFiresAtEachMultipleOfItsInterval() {
    Runtime.withNew { runtime in
      var times: [Double] = []
      let timer = runtime.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
        times.append(runtime.now)
      }
      runtime.advance(by: 1)
      // 0.1 s is 6 frames at 60 Hz: frames 6, 12, …, 60.
      #expect(times == (1...10).map { Double($0 * 6) / 60 })
      #expect(timer.isValid)
      #expect(timer.timeInterval == 0.1)
    }
  }

  @Test func aTimerFasterThanTheFramesFiresOncePerFrame() {
    Runtime.withNew { runtime in
      var fires = 0
      runtime.scheduledTimer(withTimeInterval: 0.004, repeats: true) { _ in fires += 1 }
      runtime.advance(by: 1)
      // Missed firings are skipped, not made up: one per turn.
      #expect(fires == 60)
    }
  }

  @Test func aNonRepeatingTimerFiresOnceAndIsInvalidated() {
    Runtime.withNew { runtime in
      var times: [Double] = []
      let timer = runtime.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
        times.append(runtime.now)
      }
      #expect(timer.isValid)
      runtime.advance(by: 2)
      #expect(times == [15.0 / 60])
      #expect(!timer.isValid)
    }
  }

  @Test func anInvalidatedTimerNeverFiresAgain() {
    Runtime.withNew { runtime in
      var fires = 0
      let timer = runtime.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
        fires += 1
        if fires == 3 { timer.invalidate() }
      }
      let early = runtime.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        Issue.record("invalidated before its deadline, it must not fire")
      }
      early.invalidate()
      runtime.advance(by: 2)
      #expect(fires == 3)
      #expect(!timer.isValid)
      #expect(!early.isValid)
      #expect(!runtime.hasDueWork)
    }
  }

  @Test func fireDateIsVirtualAndMovesTheTimer() {
    Runtime.withNew { runtime in
      var times: [Double] = []
      let timer = runtime.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
        times.append(runtime.now)
      }
      #expect(timer.fireDate == Date(timeIntervalSinceReferenceDate: 0.1))
      timer.fireDate = Date(timeIntervalSinceReferenceDate: 0.5)
      runtime.advance(by: 1)
      #expect(times == [0.5])
    }
  }

  @Test func anAddedRepeatingTimerStartsOneIntervalFromNow() {
    Runtime.withNew { runtime in
      nonisolated(unsafe) var times: [Double] = []
      runtime.advance(frames: 6)
      let timer = Timer(timeInterval: 0.25, repeats: true) { _ in
        times.append(runtime.now)
      }
      runtime.add(timer, forMode: .common)
      runtime.add(timer, forMode: .default)
      runtime.advance(by: 1)
      // Added at 0.1: 0.35, 0.6, 0.85 and 1.1 s, frames 21, 36, 51 and 66.
      let frames: [Double] = [21, 36, 51, 66]
      #expect(times == frames.map { $0 / 60 })
    }
  }

  @Test func aTimerMadeNowAndAddedLaterKeepsItsDeadline() {
    Runtime.withNew { runtime in
      var times: [Double] = []
      let once = runtime.timer(withTimeInterval: 0.5, repeats: false) { _ in
        times.append(runtime.now)
      }
      var ticks: [Double] = []
      let ticker = runtime.timer(withTimeInterval: 0.25, repeats: true) { _ in
        ticks.append(runtime.now)
      }
      runtime.advance(frames: 6)
      #expect(times.isEmpty && ticks.isEmpty)  // not added yet: nothing fires
      runtime.add(once, forMode: .common)
      runtime.add(ticker, forMode: .common)
      runtime.advance(by: 0.9)
      // Made at 0: 0.5 s for the one-shot timer; 0.25, 0.5, 0.75, 1.0 s for the ticker.
      #expect(times == [0.5])
      let expectedTicks: [Double] = [15, 30, 45, 60]
      #expect(ticks == expectedTicks.map { $0 / 60 })
      #expect(!once.isValid)
    }
  }

  @Test func oneTurnRunsQueueBlocksThenDueTimersThenDisplayLinks() {
    Runtime.withNew { runtime in
      let order = Order()
      runtime.advance(frames: 1)
      let link = CADisplayLink { _ in order.items.append("link") }
      link.add(to: .main, forMode: .common)
      runtime.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { _ in
        order.items.append("timer")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.001) { order.items.append("after") }
      runtime.addObserver(.update) { _ in order.items.append("update") }
      runtime.runTurn()  // the handler's turn: nothing it scheduled runs in it
      #expect(order.items == ["update"])
      DispatchQueue.main.async { order.items.append("async") }
      order.items.removeAll()
      runtime.advance(frames: 1)
      // The handler's turn (an update), then a turn at the same time for the block, then
      // the frame: its due blocks and timers by deadline (0.001 s after the handler, then
      // 1/60 s), the display link, and only then the frame's update.
      #expect(order.items == ["update", "async", "update", "after", "timer", "link", "update"])
    }
  }

  @Test(arguments: [FrameRate.hz60, .hz120])
  func aDisplayLinkFiresOncePerFrame(rate: FrameRate) {
    Runtime.withNew(frameRate: rate) { runtime in
      var stamps: [Double] = []
      var targets: [Double] = []
      var durations: [Double] = []
      let link = CADisplayLink { link in
        stamps.append(link.timestamp)
        targets.append(link.targetTimestamp)
        durations.append(link.duration)
      }
      #expect(link.duration == 0)
      link.add(to: .main, forMode: .common)
      runtime.advance(by: 1)
      let frames = Int(rate.hertz)
      #expect(stamps.count == frames)
      #expect(stamps == (1...frames).map { Double($0) / rate.hertz })
      #expect(targets == stamps.map { $0 + 1 / rate.hertz })
      #expect(Set(durations) == [1 / rate.hertz])
      // Turns that are not frames do not fire it.
      runtime.runTurn()
      runtime.advance(by: 0.001)
      #expect(stamps.count == frames)
    }
  }

  @Test(arguments: [
    (120.0, 30, 30), (120.0, 60, 60), (60.0, 40, 30), (60.0, 45, 60), (60.0, 0, 60),
  ])
  func aDisplayLinkFiresAtTheDivisorRateNearestItsPreference(
    hertz: Double, preferred: Int, expected: Int
  ) {
    Runtime.withNew(frameRate: FrameRate(hertz: hertz)) { runtime in
      var fires = 0
      let link = CADisplayLink { _ in fires += 1 }
      link.preferredFramesPerSecond = preferred
      link.add(to: .main, forMode: .default)
      runtime.advance(by: 1)
      #expect(fires == expected)
    }
  }

  @Test func aFrameRateRangeWinsOverPreferredFramesPerSecond() {
    Runtime.withNew(frameRate: .hz120) { runtime in
      var stamps: [Double] = []
      let link = CADisplayLink { stamps.append($0.targetTimestamp - $0.timestamp) }
      link.preferredFramesPerSecond = 120
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 20, maximum: 60, preferred: 40)
      link.add(to: .main, forMode: .common)
      runtime.advance(by: 0.5)
      // 40 Hz is nearest 120/3 = 40: every third frame, 20 in half a second.
      #expect(stamps.count == 20)
      #expect(stamps.allSatisfy { abs($0 - 3.0 / 120) < 1e-12 })
    }
  }

  @Test func pausedAndInvalidatedLinksDoNotFire() {
    Runtime.withNew { runtime in
      var fires = 0
      let link = CADisplayLink { _ in fires += 1 }
      link.add(to: .main, forMode: .common)
      runtime.advance(frames: 10)
      link.isPaused = true
      runtime.advance(frames: 10)
      link.isPaused = false
      runtime.advance(frames: 10)
      #expect(fires == 20)
      link.invalidate()
      runtime.advance(frames: 10)
      link.add(to: .main, forMode: .common)
      runtime.advance(frames: 10)
      #expect(fires == 20)
    }
  }
}
