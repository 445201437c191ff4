import HeadlessCombine
import Testing

/// A subscriber that asks for a fixed number of values up front, and records what arrives.
private final class CountingSubscriber<Input, Failure: Error>: Subscriber {
  var values: [Input] = []
  var completions = 0
  var subscription: (any Subscription)?
  let initial: Subscribers.Demand

  init(initial: Subscribers.Demand) { self.initial = initial }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(initial)
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { completions += 1 }
}

private struct Boom: Error, Equatable {}

@MainActor @Suite struct SubjectTests {
  @Test func passthroughDeliversOnlyWhileSubscribedAndStopsAtCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = 0
    subject.send(1)  // nobody listens: lost
    let token = subject.sink(
      receiveCompletion: { _ in finished += 1 }, receiveValue: { received.append($0) })
    subject.send(2)
    subject.send(3)
    subject.send(completion: .finished)
    subject.send(4)  // after completion: ignored
    #expect(received == [2, 3])
    #expect(finished == 1)
    var late = 0
    let lateToken = subject.sink(receiveCompletion: { _ in late += 1 }, receiveValue: { _ in })
    #expect(late == 1)  // a late subscriber hears the completion at once
    _ = (token, lateToken)
  }

  @Test func currentValueSendsTheCurrentValueFirstAndEverySetValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var received: [String] = []
    let token = subject.sink { received.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(received == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = token
  }

  @Test func subscribersWithoutDemandMissSubjectValues() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = CountingSubscriber<Int, Never>(initial: .max(1))
    subject.subscribe(subscriber)
    subject.send(10)
    subject.send(11)  // no demand left: dropped, as Combine's subjects do not buffer
    subscriber.subscription?.request(.max(1))
    subject.send(12)
    #expect(subscriber.values == [10, 12])
  }

  @Test func releasingTheCancellableStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var token: AnyCancellable? = subject.sink { received.append($0) }
    subject.send(1)
    token = nil
    subject.send(2)
    #expect(received == [1])
    #expect(token == nil)
  }

  @Test func storedCancellablesLiveInTheirSet() {
    let subject = PassthroughSubject<Int, Never>()
    var bag = Set<AnyCancellable>()
    var received: [Int] = []
    subject.sink { received.append($0) }.store(in: &bag)
    subject.send(5)
    bag.removeAll()
    subject.send(6)
    #expect(received == [5])
  }
}

@MainActor @Suite struct PublisherTests {
  @Test func sequenceHonoursDemand() {
    let subscriber = CountingSubscriber<Int, Never>(initial: .max(2))
    [1, 2, 3, 4].publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == 0)
    subscriber.subscription?.request(.max(5))
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.completions == 1)
  }

  @Test func operatorsChain() {
    var received: [Int] = []
    let token = [1, 1, 2, 3, 3, 4, 1].publisher
      .removeDuplicates()  // 1 2 3 4 1
      .map { $0 * 10 }  // 10 20 30 40 10
      .filter { $0 > 10 }  // 20 30 40
      .dropFirst()  // 30 40
      .scan(0, +)  // 30 70
      .sink { received.append($0) }
    #expect(received == [30, 70])
    _ = token
  }

  @Test func filteredValuesDoNotConsumeDemand() {
    // Two values wanted; the odd ones are dropped upstream of the count.
    let subscriber = CountingSubscriber<Int, Never>(initial: .max(2))
    [1, 2, 3, 4, 5, 6].publisher.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
    #expect(subscriber.values == [2, 4])
  }

  @Test func compactMapAndKeyPathMap() {
    var received: [Int] = []
    let token = ["1", "x", "22"].publisher.compactMap { Int($0) }.map(\.bitWidth)
      .sink { received.append($0) }
    #expect(received == [Int.bitWidth, Int.bitWidth])
    _ = token
  }

  @Test func justEmptyFailAndReplaceError() {
    var values: [String] = []
    var ends: [Subscribers.Completion<Boom>] = []
    _ = Just("j").sink { values.append($0) }
    _ = Empty<String, Boom>().sink(
      receiveCompletion: { ends.append($0) }, receiveValue: { values.append($0) })
    _ = Fail<String, Boom>(error: Boom()).sink(
      receiveCompletion: { ends.append($0) }, receiveValue: { values.append($0) })
    _ = Fail<String, Boom>(error: Boom()).replaceError(with: "r").sink { values.append($0) }
    #expect(values == ["j", "r"])
    #expect(ends == [.finished, .failure(Boom())])
  }

  @Test func futureDeliversItsOneResultToEverySubscriber() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    var first: [Int] = []
    let a = future.sink { first.append($0) }
    promise?(.success(7))
    promise?(.success(8))  // a future completes once
    var second: [Int] = []
    let b = future.sink { second.append($0) }
    #expect(first == [7])
    #expect(second == [7])
    _ = (a, b)
  }

  @Test func anyPublisherErasesAndStillDelivers() {
    let subject = PassthroughSubject<Int, Never>()
    let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher()
    var received: [Int] = []
    let token = erased.sink { received.append($0) }
    subject.send(1)
    #expect(received == [2])
    _ = token
  }
}

private final class Player: ObservableObject {
  @Published var volume = 1
  @Published var title = "a"
  var log: [String] = []
}

private final class HandMade: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  @Published var level = 0
}

/// A class that is not an `ObservableObject`, as a view controller with a published property.
final class PlainPublisherOwner {
  @Published var query = ""
}

@MainActor @Suite struct PublishedTests {
  @Test func aPublishedPropertyOfAPlainClassPublishesBeforeItStores() {
    let owner = PlainPublisherOwner()
    var seen: [String] = []
    var storedWhenSent: [String] = []
    let subscription = owner.$query.sink { value in
      seen.append(value)
      storedWhenSent.append(owner.query)
    }
    owner.query = "swift"
    #expect(seen == ["", "swift"])
    #expect(storedWhenSent == ["", ""])
    #expect(owner.query == "swift")
    subscription.cancel()
  }

  @Test func announcementsComeBeforeTheValueIsStored() {
    let player = Player()
    var tokens = Set<AnyCancellable>()
    player.objectWillChange.sink { [unowned player] in player.log.append("will \(player.volume)") }
      .store(in: &tokens)
    player.$volume.sink { [unowned player] new in
      player.log.append("$ \(new) (was \(player.volume))")
    }
    .store(in: &tokens)
    player.volume = 2
    player.volume = 2  // equal values are announced too
    #expect(player.log == ["$ 1 (was 1)", "will 1", "$ 2 (was 1)", "will 2", "$ 2 (was 2)"])
  }

  @Test func everyPublishedPropertySharesOneObjectWillChange() {
    let player = Player()
    var count = 0
    let token = player.objectWillChange.sink { count += 1 }
    player.volume = 3
    player.title = "b"
    #expect(count == 2)
    #expect(player.objectWillChange === player.objectWillChange)
    _ = token
  }

  @Test func assignToPublishedWritesThroughTheProperty() {
    let player = Player()
    let source = PassthroughSubject<Int, Never>()
    var announced = 0
    let token = player.objectWillChange.sink { announced += 1 }
    source.assign(to: &player.$volume)
    source.send(9)
    #expect(player.volume == 9)
    #expect(announced == 1)
    _ = token
  }

  @Test func assignOnObjectWritesTheKeyPath() {
    let player = Player()
    let token = ["x", "y"].publisher.assign(to: \.title, on: player)
    #expect(player.title == "y")
    _ = token
  }

  @Test func aHandDeclaredObjectWillChangeAnnouncesPublishedWrites() {
    let model = HandMade()
    var count = 0
    let token = model.objectWillChange.sink { count += 1 }
    model.level = 1
    model.objectWillChange.send()
    #expect(count == 2)
    _ = token
  }
}

@MainActor @Suite struct FirstOperatorTests {
  @Test func firstDeliversOneValueThenFinishesAndCancels() {
    var values: [Int] = []
    var finished = 0
    let sequence = [4, 5, 6].publisher.first().sink(
      receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
    #expect(values == [4])
    #expect(finished == 1)
    _ = sequence
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let cancellable = subject.first().sink { seen.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(seen == [1])
    _ = cancellable
  }

  @Test func firstWhereSkipsValuesAndPassesAnEarlyCompletionOn() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var completions = 0
    let cancellable = subject.first(where: { $0 > 1 }).sink(
      receiveCompletion: { _ in completions += 1 }, receiveValue: { seen.append($0) })
    subject.send(1)
    subject.send(3)
    subject.send(5)
    #expect(seen == [3])
    #expect(completions == 1)
    let empty = PassthroughSubject<Int, Never>()
    var emptyCompletions = 0
    let other = empty.first(where: { $0 > 1 }).sink(
      receiveCompletion: { _ in emptyCompletions += 1 }, receiveValue: { _ in })
    empty.send(0)
    empty.send(completion: .finished)
    #expect(emptyCompletions == 1)
    _ = (cancellable, other)
  }
}
