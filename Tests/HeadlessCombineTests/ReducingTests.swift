import HeadlessCombine
import Testing

private struct Boom: Error, Equatable {}

/// `collect`, `reduce`, `count`, `last`, `contains`, `allSatisfy`, `prefix` and `output`
/// (Docs/Combine.md C29, C30).
@MainActor @Suite struct ReducingTests {
  @Test func collectSendsOneArrayWhenTheUpstreamFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    var arrays: [[Int]] = []
    let token = subject.collect().sink { arrays.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(arrays.isEmpty)
    subject.send(completion: .finished)
    #expect(arrays == [[1, 2]])
    var chunks: [[Int]] = []
    let chunking = [1, 2, 3, 4, 5].publisher.collect(2).sink { chunks.append($0) }
    #expect(chunks == [[1, 2], [3, 4], [5]])
    _ = (token, chunking)
  }

  @Test func aFailureIsPassedOnWithoutTheCollectedValues() {
    let subject = PassthroughSubject<Int, Boom>()
    var arrays: [[Int]] = []
    var failures: [Boom] = []
    let token = subject.collect()
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failures.append(error) } },
        receiveValue: { arrays.append($0) })
    subject.send(1)
    subject.send(completion: .failure(Boom()))
    #expect(arrays.isEmpty)
    #expect(failures == [Boom()])
    _ = token
  }

  @Test func reduceCountAndLastAnswerAtTheEnd() {
    var results: [String] = []
    let a = [1, 2, 3].publisher.reduce(10, +).sink { results.append("sum \($0)") }
    let b = [1, 2, 3].publisher.count().sink { results.append("count \($0)") }
    let c = [1, 2, 3].publisher.last().sink { results.append("last \($0)") }
    let d = Empty<Int, Never>().last().sink { results.append("last of none \($0)") }
    #expect(results == ["sum 16", "count 3", "last 3"])
    _ = (a, b, c, d)
  }

  @Test func containsAndAllSatisfyAnswerAtTheFirstDecidingValueAndCancel() {
    let subject = PassthroughSubject<Int, Never>()
    var cancels = 0
    var answers: [Bool] = []
    let token = subject.handleEvents(receiveCancel: { cancels += 1 }).contains(3)
      .sink { answers.append($0) }
    subject.send(1)
    #expect(answers.isEmpty)
    subject.send(3)
    #expect(answers == [true])
    #expect(cancels == 1)
    var more: [Bool] = []
    let a = [2, 4, 5].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { more.append($0) }
    let b = [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { more.append($0) }
    let c = [1, 3].publisher.contains { $0 > 5 }.sink { more.append($0) }
    #expect(more == [false, true, false])
    _ = (token, a, b, c)
  }

  @Test func prefixAndOutputPickPositionsThenFinishAndCancel() {
    let subject = PassthroughSubject<String, Never>()
    var cancels = 0
    var seen: [String] = []
    var finished = false
    let token = subject.handleEvents(receiveCancel: { cancels += 1 }).prefix(2)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    subject.send("a")
    #expect(!finished)
    subject.send("b")
    subject.send("c")
    #expect(seen == ["a", "b"])
    #expect(finished)
    #expect(cancels == 1)
    var picked: [Int] = []
    let a = [10, 11, 12, 13].publisher.output(at: 2).sink { picked.append($0) }
    let b = [10, 11, 12, 13].publisher.output(in: 1...2).sink { picked.append($0) }
    var none = true
    let c = [1, 2].publisher.prefix(0)
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in none = false })
    #expect(picked == [12, 11, 12])
    #expect(none)
    _ = (token, a, b, c)
  }
}
