import HeadlessCombine
import Testing

private struct Boom: Error, Equatable {}

/// `combineLatest` and `merge` of more than two publishers, and `zip` (Docs/Combine.md C14, C15,
/// C20).
@MainActor @Suite struct CombiningManyTests {
  @Test func combineLatestOfThreeWaitsForEveryOneThenTriplesTheLatest() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = CurrentValueSubject<Bool, Never>(true)
    var triples: [String] = []
    let token = a.combineLatest(b, c).sink { triples.append("\($0.0)\($0.1)\($0.2)") }
    a.send(1)
    a.send(2)
    #expect(triples.isEmpty)
    b.send("x")
    c.send(false)
    a.send(3)
    #expect(triples == ["2xtrue", "2xfalse", "3xfalse"])
    _ = token
  }

  @Test func combineLatestOfFourMapsAndFinishesOnlyWhenAllHave() {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    var sums: [Int] = []
    var finished = false
    let token = subjects[0].combineLatest(subjects[1], subjects[2], subjects[3]) {
      $0 + $1 + $2 + $3
    }
    .sink(receiveCompletion: { _ in finished = true }, receiveValue: { sums.append($0) })
    for (index, subject) in subjects.enumerated() { subject.send(index + 1) }
    subjects[0].send(10)
    for subject in subjects.dropLast() { subject.send(completion: .finished) }
    #expect(!finished)
    subjects[3].send(completion: .finished)
    #expect(sums == [10, 19])
    #expect(finished)
    _ = token
  }

  @Test func zipPairsTheOldestUnpairedValuesOfEachSide() {
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<String, Never>()
    var pairs: [String] = []
    let token = numbers.zip(letters).sink { pairs.append("\($0.0)\($0.1)") }
    numbers.send(1)
    numbers.send(2)
    numbers.send(3)
    #expect(pairs.isEmpty)
    letters.send("a")
    letters.send("b")
    #expect(pairs == ["1a", "2b"])
    _ = token
  }

  @Test func zipFinishesOnceAFinishedSideHasNothingLeftToPair() {
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<String, Never>()
    let flags = PassthroughSubject<Bool, Never>()
    var triples: [String] = []
    var completions = 0
    let token = numbers.zip(letters, flags) { "\($0)\($1)\($2 ? "+" : "-")" }
      .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { triples.append($0) })
    numbers.send(1)
    numbers.send(2)
    numbers.send(completion: .finished)
    letters.send("a")
    flags.send(true)
    // 2 still waits for a partner: the zip goes on.
    #expect(completions == 0)
    letters.send("b")
    flags.send(false)
    #expect(triples == ["1a+", "2b-"])
    #expect(completions == 1)
    letters.send("c")
    #expect(triples.count == 2)
    _ = token
  }

  @Test func zipOfFourFailsAtTheFirstFailure() {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Boom>() }
    var completions: [Subscribers.Completion<Boom>] = []
    let token = subjects[0].zip(subjects[1], subjects[2], subjects[3])
      .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
    subjects[2].send(completion: .failure(Boom()))
    subjects[0].send(completion: .finished)
    #expect(completions == [.failure(Boom())])
    _ = token
  }

  @Test func chainedMergesMakeOneWiderMergeInArrivalOrder() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    let merged = subjects[0].merge(with: subjects[1]).merge(with: subjects[2])
    #expect(type(of: merged) == Publishers.MergeMany<PassthroughSubject<Int, Never>>.self)
    let three = Just(1).merge(with: [2].publisher, Empty<Int, Never>())
    let four = three.merge(with: Just(4))
    #expect(
      type(of: four)
        == Publishers.Merge4<
          Just<Int>, Publishers.Sequence<[Int], Never>, Empty<Int, Never>, Just<Int>
        >.self)
    var values: [Int] = []
    var finished = false
    let token = four.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    #expect(values == [1, 2, 4])
    #expect(finished)
    _ = token
  }

  @Test func aMergeOfEightFinishesWhenTheLastUpstreamDoes() {
    let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
    var values: [Int] = []
    var finished = false
    let token = subjects[0].merge(
      with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
      subjects[7]
    )
    .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
    for subject in subjects.dropFirst() { subject.send(completion: .finished) }
    #expect(!finished)
    subjects[0].send(completion: .finished)
    #expect(values == [7, 6, 5, 4, 3, 2, 1, 0])
    #expect(finished)
    _ = token
  }
}
