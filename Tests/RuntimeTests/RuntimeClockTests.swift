import Testing

@testable import Runtime

@MainActor @Suite struct RuntimeClockTests {
  @Test func framesAdvanceTimeWithoutDrift() {
    let runtime = Runtime(frameRate: .hz60)
    runtime.advance(frames: 600)
    #expect(runtime.now == 10)
    #expect(runtime.turnCount == 600)
    runtime.frameRate = .hz120
    runtime.advance(frames: 120 * 1000)
    #expect(runtime.now == 1010)
  }

  @Test func advanceToAnInstantRunsEveryFrameThenTheInstant() {
    let runtime = Runtime(frameRate: .hz60)
    var times: [Double] = []
    runtime.addObserver(.measure) { times.append($0.now) }
    runtime.advance(to: 0.05)
    // frames at 1/60, 2/60 and 3/60 = 0.05 exactly? 3/60 rounds to 0.05.
    #expect(times.count == 3)
    #expect(times.last == 0.05)
    runtime.advance(to: 0.06)
    #expect(times.count == 4)
    #expect(times.last == 0.06)
    runtime.advance(frames: 1)
    // Back on the 60 Hz grid: frame 4 at 4/60.
    #expect(times.last == 4.0 / 60)
  }

  @Test func phasesRunInOrder() {
    let runtime = Runtime()
    var order: [RunLoopPhase] = []
    for phase in RunLoopPhase.allCases.reversed() {
      runtime.addObserver(phase) { _ in order.append(phase) }
    }
    runtime.runTurn()
    #expect(order == RunLoopPhase.allCases)
    #expect(runtime.now == 0)
  }

  @Test func removedObserversStopRunning() {
    let runtime = Runtime()
    var count = 0
    let token = runtime.addObserver(.update) { _ in count += 1 }
    runtime.advance(frames: 2)
    runtime.removeObserver(token)
    runtime.removeObserver(token)
    runtime.advance(frames: 2)
    #expect(count == 2)
  }

  @Test func nestedTurnRequestsDoNotRecurse() {
    let runtime = Runtime()
    var count = 0
    runtime.addObserver(.update) { runtime in
      count += 1
      runtime.runTurn()
    }
    runtime.advance(frames: 3)
    #expect(count == 3)
  }

  @Test func currentIsTaskLocal() {
    let outer = Runtime.current
    Runtime.withNew { runtime in
      #expect(Runtime.current === runtime)
      #expect(runtime !== outer)
    }
    #expect(Runtime.current === outer)
  }

  @Test func movingTheClockBackTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let runtime = Runtime()
        runtime.advance(by: 1)
        runtime.advance(to: 0.5)
      }
    }
    #expect(
      stderr(result).contains(
        "advance(to:): time '0.5' is before now (1.0); the clock never goes back"))
  }

  @Test func negativeDurationsAndNonFiniteTimesTrap() async {
    var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime().advance(by: -1)
      }
    }
    #expect(
      stderr(result).contains("advance(by:): duration '-1.0' must be finite and not negative"))
    result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime().advance(to: .nan)
      }
    }
    #expect(stderr(result).contains("advance(to:): time 'nan' must be finite"))
    result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime().advance(frames: -1)
      }
    }
    #expect(stderr(result).contains("advance(frames:): frame count '-1' must not be negative"))
    result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = FrameRate(hertz: 0)
    }
    #expect(stderr(result).contains("frame rate '0.0' must be positive"))
  }

  private func stderr(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
}
