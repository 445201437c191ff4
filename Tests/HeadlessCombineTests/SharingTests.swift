import Dispatch
import Foundation
import HeadlessCombine
import Runtime
import Testing

private struct Boom: Error, Equatable {}

/// Counts what an upstream sees: subscriptions and cancellations.
private final class UpstreamLog {
  var subscriptions = 0
  var cancels = 0
}

extension Publisher {
  fileprivate func counted(_ log: UpstreamLog) -> Publishers.HandleEvents<Self> {
    handleEvents(
      receiveSubscription: { _ in log.subscriptions += 1 }, receiveCancel: { log.cancels += 1 })
  }
}

/// `multicast`, `makeConnectable`, `share`, `switchToLatest` and `timeout`
/// (Docs/Combine.md C23 – C25).
@MainActor @Suite struct SharingTests {
  @Test func multicastDeliversNothingUntilConnectedThenOneSubscriptionServesAll() {
    let source = PassthroughSubject<Int, Never>()
    let log = UpstreamLog()
    let shared = source.counted(log).multicast { PassthroughSubject<Int, Never>() }
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.sink { first.append($0) }
    let b = shared.sink { second.append($0) }
    source.send(1)
    #expect(log.subscriptions == 0)
    var connection: (any Cancellable)? = shared.connect()
    source.send(2)
    source.send(3)
    #expect(first == [2, 3])
    #expect(second == [2, 3])
    #expect(log.subscriptions == 1)
    connection?.cancel()
    connection = nil
    source.send(4)
    #expect(first == [2, 3])
    #expect(log.cancels == 1)
    _ = (a, b)
  }

  @Test func multicastThroughAGivenSubjectKeepsItsCurrentValue() {
    let shared = [7, 8].publisher.multicast(subject: CurrentValueSubject<Int, Never>(0))
    var seen: [Int] = []
    var finished = false
    let token = shared.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    #expect(seen == [0])
    let connection = shared.connect()
    #expect(seen == [0, 7, 8])
    #expect(finished)
    _ = (token, connection)
  }

  @Test func makeConnectableHoldsTheValuesBackUntilConnect() {
    let connectable = [1, 2, 3].publisher.makeConnectable()
    var seen: [Int] = []
    var finished = false
    let token = connectable.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    #expect(seen.isEmpty)
    let connection = connectable.connect()
    #expect(seen == [1, 2, 3])
    #expect(finished)
    _ = (token, connection)
  }

  @Test func shareSubscribesOnceAndDisconnectsWhenTheLastSubscriberCancels() {
    let source = PassthroughSubject<String, Never>()
    let log = UpstreamLog()
    let shared = source.counted(log).share()
    #expect(shared == shared)
    #expect(shared != source.counted(log).share())
    var first: [String] = []
    var second: [String] = []
    let a = shared.sink { first.append($0) }
    source.send("a")
    let b = shared.sink { second.append($0) }
    source.send("b")
    // The late subscriber missed "a": a share does not replay.
    #expect(first == ["a", "b"])
    #expect(second == ["b"])
    #expect(log.subscriptions == 1)
    a.cancel()
    #expect(log.cancels == 0)
    b.cancel()
    #expect(log.cancels == 1)
    source.send("c")
    #expect(first == ["a", "b"])
  }

  @Test func switchToLatestFollowsOnlyTheNewestInnerPublisher() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let one = PassthroughSubject<Int, Never>()
    let two = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var finished = false
    let token = outer.map { $0 }.switchToLatest()
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    outer.send(one)
    one.send(1)
    outer.send(two)
    one.send(2)
    two.send(3)
    #expect(seen == [1, 3])
    outer.send(completion: .finished)
    #expect(!finished)
    two.send(4)
    two.send(completion: .finished)
    #expect(seen == [1, 3, 4])
    #expect(finished)
    _ = token
  }

  @Test func switchToLatestCancelsTheReplacedPublisherAndFailsWithAnInnerFailure() {
    let outer = PassthroughSubject<AnyPublisher<Int, Boom>, Never>()
    let one = PassthroughSubject<Int, Boom>()
    let two = PassthroughSubject<Int, Boom>()
    let oneLog = UpstreamLog()
    var failures: [Boom] = []
    let token = outer.switchToLatest()
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failures.append(error) } },
        receiveValue: { _ in })
    outer.send(one.counted(oneLog).eraseToAnyPublisher())
    #expect(oneLog.cancels == 0)
    outer.send(two.eraseToAnyPublisher())
    #expect(oneLog.cancels == 1)
    one.send(completion: .failure(Boom()))
    #expect(failures.isEmpty)
    two.send(completion: .failure(Boom()))
    #expect(failures == [Boom()])
    _ = token
  }

  @Test func timeoutFinishesOnceTheUpstreamStaysSilentForTheInterval() {
    Runtime.withNew { runtime in
      let source = PassthroughSubject<String, Never>()
      let log = UpstreamLog()
      var seen: [String] = []
      var finishedAt: [Double] = []
      let token = source.counted(log).timeout(.seconds(1), scheduler: DispatchQueue.main)
        .sink(
          receiveCompletion: { _ in finishedAt.append(Runtime.current.now) },
          receiveValue: { seen.append($0) })
      runtime.advance(to: 0.5)
      source.send("a")
      runtime.advance(to: 1.2)
      // The value restarted the clock: 1.2 s is less than 1 s after it.
      #expect(seen == ["a"])
      #expect(finishedAt.isEmpty)
      runtime.advance(to: 3)
      #expect(finishedAt == [1.5])
      #expect(log.cancels == 1)
      source.send("late")
      #expect(seen == ["a"])
      _ = token
    }
  }

  @Test func timeoutWithACustomErrorFails() {
    Runtime.withNew { runtime in
      let source = PassthroughSubject<Int, Boom>()
      var failures: [Double] = []
      let token = source.timeout(
        .milliseconds(500), scheduler: RunLoop.main, customError: { Boom() }
      )
      .sink(
        receiveCompletion: {
          if case .failure = $0 { failures.append(Runtime.current.now) }
        }, receiveValue: { _ in })
      runtime.advance(to: 2)
      #expect(failures == [0.5])
      _ = token
    }
  }
}
