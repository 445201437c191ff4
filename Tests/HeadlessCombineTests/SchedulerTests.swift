import Dispatch
import Foundation
import HeadlessCombine
import Runtime
import Testing

/// Values with the virtual time they arrived at.
private final class Arrivals<Value> {
  var values: [Value] = []
  var times: [Double] = []
  var turns: [Int] = []
  var completions: [Double] = []
  func note(_ value: Value) {
    values.append(value)
    times.append(Runtime.current.now)
    turns.append(Runtime.current.turnCount)
  }
}

/// Expected times as frames of 60 Hz (exactly what the runtime computes for them).
private func frames(_ frames: [Double]) -> [Double] { frames.map { $0 / 60 } }

/// Schedulers on the virtual clock (Docs/Combine.md C9).
@MainActor @Suite struct SchedulerTests {
  @Test func theMainQueueSchedulesOnTheVirtualClock() {
    Runtime.withNew { runtime in
      let log = Arrivals<String>()
      let queue = DispatchQueue.main
      runtime.advance(frames: 6)
      #expect(queue.now.uptimeNanoseconds == 100_000_000)
      queue.schedule { log.note("soon") }
      queue.schedule(after: queue.now.advanced(by: .milliseconds(300))) { log.note("after") }
      let repeating = queue.schedule(after: queue.now.advanced(by: 0.5), interval: .seconds(1)) {
        log.note("tick")
      }
      #expect(log.values.isEmpty)
      runtime.advance(to: 2.7)
      repeating.cancel()
      runtime.advance(to: 5)
      #expect(log.values == ["soon", "after", "tick", "tick", "tick"])
      #expect(log.times == frames([6, 24, 36, 96, 156]))
    }
  }

  @Test func theMainRunLoopSchedulesOnTheVirtualClock() {
    Runtime.withNew { runtime in
      let log = Arrivals<String>()
      let loop = RunLoop.main
      runtime.advance(frames: 3)
      #expect(loop.now.date == Date(timeIntervalSinceReferenceDate: 0.05))
      loop.schedule { log.note("soon") }
      loop.schedule(after: loop.now.advanced(by: .milliseconds(250))) { log.note("after") }
      let repeating = loop.schedule(after: loop.now, interval: 0.5) { log.note("tick") }
      runtime.advance(to: 1.1)
      repeating.cancel()
      runtime.advance(to: 3)
      // The repeating action starts at once (its date is now), then every 0.5 s.
      #expect(log.values == ["soon", "tick", "after", "tick", "tick"])
      #expect(log.times == frames([3, 3, 18, 33, 63]))
    }
  }

  @Test func theImmediateSchedulerRunsActionsInline() {
    var ran: [String] = []
    let scheduler = ImmediateScheduler.shared
    scheduler.schedule { ran.append("now") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { ran.append("after") }
    #expect(ran == ["now", "after"])
  }

  @Test func outsideABoundRuntimeTheMainQueueIsReal() {
    #expect(Runtime.bound == nil)
    let before = DispatchTime.now().uptimeNanoseconds
    let now = DispatchQueue.main.now.uptimeNanoseconds
    #expect(now >= Int64(clamping: before))
  }
}

/// Operators on a scheduler, measured on the virtual clock (Docs/Combine.md C10 – C13).
@MainActor @Suite struct SchedulerOperatorTests {
  @Test func debouncePublishesTheLatestValueOnceTheIntervalPassesQuietly() {
    Runtime.withNew { runtime in
      let subject = PassthroughSubject<String, Never>()
      let log = Arrivals<String>()
      let token = subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
        .sink { log.note($0) }
      subject.send("a")
      runtime.advance(to: 0.1)
      subject.send("ab")
      runtime.advance(to: 0.2)
      subject.send("abc")
      runtime.advance(to: 1)
      subject.send("abcd")
      runtime.advance(to: 2)
      // Each burst ends in its last value, 0.3 s after it: 0.5 s and 1.3 s.
      #expect(log.values == ["abc", "abcd"])
      #expect(log.times == frames([30, 78]))
      _ = token
    }
  }

  @Test func debounceDropsAWaitingValueWhenUpstreamFinishes() {
    Runtime.withNew { runtime in
      let subject = PassthroughSubject<Int, Never>()
      let log = Arrivals<Int>()
      let token = subject.debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
        .sink(
          receiveCompletion: { _ in log.completions.append(Runtime.current.now) },
          receiveValue: { log.note($0) })
      subject.send(1)
      runtime.advance(to: 0.1)
      subject.send(completion: .finished)
      runtime.advance(to: 1)
      #expect(log.values.isEmpty)
      // The completion arrives asynchronously on the scheduler, at the same time.
      #expect(log.completions == [0.1])
      _ = token
    }
  }

  @Test func throttleLatestPublishesTheFirstAtOnceThenTheLatestPerInterval() {
    for latest in [true, false] {
      Runtime.withNew { runtime in
        let subject = PassthroughSubject<String, Never>()
        let log = Arrivals<String>()
        let token = subject.throttle(
          for: .milliseconds(500), scheduler: DispatchQueue.main, latest: latest
        )
        .sink { log.note($0) }
        subject.send("a")
        runtime.advance(to: 0.1)
        subject.send("b")
        runtime.advance(to: 0.2)
        subject.send("c")
        runtime.advance(to: 2)
        #expect(log.values == (latest ? ["a", "c"] : ["a", "b"]))
        // "a" in the next turn at 0; the second half a second after the first.
        #expect(log.times == [0, 0.5])
        _ = token
      }
    }
  }

  @Test func delayShiftsValuesAndTheCompletionByTheInterval() {
    Runtime.withNew { runtime in
      let subject = PassthroughSubject<Int, Never>()
      let log = Arrivals<Int>()
      let token = subject.delay(for: .seconds(0.25), scheduler: RunLoop.main)
        .sink(
          receiveCompletion: { _ in log.completions.append(Runtime.current.now) },
          receiveValue: { log.note($0) })
      runtime.advance(to: 0.1)
      subject.send(1)
      runtime.advance(to: 0.2)
      subject.send(2)
      subject.send(completion: .finished)
      runtime.advance(to: 0.34)
      #expect(log.values.isEmpty)
      runtime.advance(to: 1)
      #expect(log.values == [1, 2])
      #expect(log.times == frames([21, 27]))
      #expect(log.completions == frames([27]))
      _ = token
    }
  }

  @Test func receiveOnDeliversInALaterTurnNotInline() {
    Runtime.withNew { runtime in
      let subject = CurrentValueSubject<Int, Never>(0)
      let log = Arrivals<Int>()
      runtime.advance(frames: 2)
      let turn = runtime.turnCount
      let token = subject.receive(on: DispatchQueue.main).sink { log.note($0) }
      subject.send(1)
      #expect(log.values.isEmpty)
      runtime.advance(frames: 0)
      #expect(log.values == [0, 1])
      #expect(log.times == frames([2, 2]))
      // The turn that finishes the sender's turn, then the delivery's.
      #expect(log.turns == [turn + 2, turn + 2])
      _ = token
    }
  }

  @Test func receiveOnImmediateSchedulerDeliversInline() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let token = subject.receive(on: ImmediateScheduler.shared).sink { values.append($0) }
    subject.send(7)
    #expect(values == [7])
    _ = token
  }

  @Test func cancellingStopsAWaitingDelivery() {
    Runtime.withNew { runtime in
      let subject = PassthroughSubject<Int, Never>()
      let log = Arrivals<Int>()
      let token = subject.delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
        .sink { log.note($0) }
      subject.send(1)
      runtime.advance(to: 0.2)
      token.cancel()
      runtime.advance(to: 1)
      #expect(log.values.isEmpty)
    }
  }

  @Test func aSearchModelDebouncesItsPublishedQuery() {
    Runtime.withNew { runtime in
      let model = SearchModel()
      runtime.advance(to: 0.4)
      model.query = "s"
      runtime.advance(to: 0.5)
      model.query = "sw"
      runtime.advance(to: 0.6)
      model.query = "swi"
      runtime.advance(to: 1)
      model.query = "swif"
      model.query = "swi"
      runtime.advance(to: 2)
      // The initial "" once its 300 ms pass (0.3 s), then "swi" 300 ms after the last
      // keystroke of the burst (0.9 s); "swif" then "swi" again leave "swi" at 1.3 s, which
      // removeDuplicates drops.
      #expect(model.searches == ["", "swi"])
      #expect(model.searchTimes == frames([18, 54]))
    }
  }
}

/// A view model as real code writes it (`$query.debounce(…).removeDuplicates().sink`).
private final class SearchModel: ObservableObject {
  @Published var query = ""
  var searches: [String] = []
  var searchTimes: [Double] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] query in
        self?.searches.append(query)
        self?.searchTimes.append(Runtime.current.now)
      }
      .store(in: &cancellables)
  }
}
