import HeadlessCombine
import Testing

private struct Boom: Error, Equatable {}
private struct Wrapped: Error, Equatable { let inner: Boom }

/// `tryMap`, `mapError`, `setFailureType(to:)`, `catch`, `handleEvents` and `subscribe(on:)`
/// (Docs/Combine.md C21, C22).
@MainActor @Suite struct FailureOperatorTests {
  @Test func aThrowingTransformFailsThePublisherAndCancelsTheUpstream() {
    let numbers = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var failures: [String] = []
    var cancelled = 0
    let token = numbers.handleEvents(receiveCancel: { cancelled += 1 })
      .tryMap { value -> Int in
        if value < 0 { throw Boom() }
        return value * 2
      }
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failures.append("\(error)") } },
        receiveValue: { values.append($0) })
    numbers.send(1)
    numbers.send(-1)
    numbers.send(2)
    #expect(values == [2])
    #expect(failures == ["Boom()"])
    #expect(cancelled == 1)
    _ = token
  }

  @Test func mapErrorAndSetFailureTypeRetypeTheFailure() {
    let subject = PassthroughSubject<Int, Boom>()
    var completions: [Subscribers.Completion<Wrapped>] = []
    let token = subject.mapError { Wrapped(inner: $0) }
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
    subject.send(completion: .failure(Boom()))
    #expect(completions == [.failure(Wrapped(inner: Boom()))])
    let typed: AnyPublisher<Int, Boom> = Just(3).setFailureType(to: Boom.self)
      .eraseToAnyPublisher()
    var received: [Int] = []
    let other = typed.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
    #expect(received == [3])
    _ = (token, other)
  }

  @Test func catchGoesOnWithThePublisherMadeOfTheError() {
    let subject = PassthroughSubject<String, Boom>()
    var values: [String] = []
    var finished = false
    let token = subject.catch { _ in ["fallback", "end"].publisher }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    subject.send("first")
    subject.send(completion: .failure(Boom()))
    subject.send("late")
    #expect(values == ["first", "fallback", "end"])
    #expect(finished)
    _ = token
  }

  @Test func handleEventsSeesEachEventInOrder() {
    var events: [String] = []
    let token = [1, 2].publisher
      .handleEvents(
        receiveSubscription: { _ in events.append("subscription") },
        receiveOutput: { events.append("value \($0)") },
        receiveCompletion: { _ in events.append("completion") },
        receiveRequest: { events.append("request \($0)") }
      )
      .sink { events.append("sink \($0)") }
    #expect(
      events == [
        "subscription", "request unlimited", "value 1", "sink 1", "value 2", "sink 2",
        "completion",
      ])
    _ = token
  }

  @Test func subscribeOnAnImmediateSchedulerSubscribesAtOnce() {
    var values: [Int] = []
    let token = Just(7).subscribe(on: ImmediateScheduler.shared).sink { values.append($0) }
    #expect(values == [7])
    _ = token
  }
}
