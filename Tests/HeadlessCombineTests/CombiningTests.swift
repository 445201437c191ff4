import HeadlessCombine
import Testing

private struct Boom: Error, Equatable {}

/// `merge`, `combineLatest` and `flatMap` (Docs/Combine.md C14 – C16).
@MainActor @Suite struct CombiningTests {
  @Test func mergeDeliversBothInArrivalOrderAndFinishesWhenBothHave() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let token = left.merge(with: right)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    left.send(1)
    right.send(2)
    left.send(3)
    left.send(completion: .finished)
    #expect(!finished)
    right.send(4)
    right.send(completion: .finished)
    #expect(values == [1, 2, 3, 4])
    #expect(finished)
    _ = token
  }

  @Test func aFailureOnOneSideEndsTheMergeAndCancelsTheOther() {
    let left = PassthroughSubject<Int, Boom>()
    let right = PassthroughSubject<Int, Boom>()
    var values: [Int] = []
    var completions: [Subscribers.Completion<Boom>] = []
    let token = left.merge(with: right)
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
    left.send(1)
    right.send(completion: .failure(Boom()))
    left.send(2)
    left.send(completion: .finished)
    #expect(values == [1])
    #expect(completions == [.failure(Boom())])
    _ = token
  }

  @Test func mergeManyOfFinishedPublishersDeliversEachThenFinishes() {
    var values: [String] = []
    var finished = 0
    let token = Publishers.MergeMany(Just("a"), Just("b"), Just("c"))
      .sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
    #expect(values == ["a", "b", "c"])
    #expect(finished == 1)
    _ = token
  }

  @Test func combineLatestWaitsForBothThenPairsTheLatest() {
    let count = PassthroughSubject<Int, Never>()
    let name = CurrentValueSubject<String, Never>("x")
    var pairs: [String] = []
    let token = count.combineLatest(name).sink { pairs.append("\($0.0)\($0.1)") }
    #expect(pairs.isEmpty)
    count.send(1)
    count.send(2)
    name.send("y")
    #expect(pairs == ["1x", "2x", "2y"])
    var sums: [Int] = []
    let other = PassthroughSubject<Int, Never>()
    let summed = count.combineLatest(other) { $0 + $1 }.sink { sums.append($0) }
    other.send(10)
    count.send(5)
    #expect(sums == [15])
    _ = (token, summed)
  }

  @Test func flatMapMergesTheInnerPublishersAndFinishesAfterAllOfThem() {
    let numbers = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let token = numbers.flatMap { [$0, $0 * 10].publisher }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    numbers.send(1)
    numbers.send(2)
    numbers.send(completion: .finished)
    #expect(values == [1, 10, 2, 20])
    #expect(finished)
    _ = token
  }

  @Test func flatMapWithOnePublisherAtATimeDropsUpstreamValuesUntilTheInnerFinishes() {
    let numbers = PassthroughSubject<Int, Never>()
    let inner = PassthroughSubject<String, Never>()
    var values: [String] = []
    let token = numbers.flatMap(maxPublishers: .max(1)) { number in
      inner.map { "\(number)\($0)" }
    }
    .sink { values.append($0) }
    numbers.send(1)
    // No demand for a second inner publisher: the subject drops 2 (C3).
    numbers.send(2)
    inner.send("a")
    #expect(values == ["1a"])
    _ = token
  }
}
