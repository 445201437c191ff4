import Foundation
import HeadlessCombine
import Testing

private struct Boom: Error, Equatable {}

private struct Item: Codable, Equatable {
  let name: String
}

/// `prepend`, `append`, `retry`, `decode`, `encode`, `Deferred`, `ignoreOutput` and
/// `replaceNil` (Docs/Combine.md C26 – C28).
@MainActor @Suite struct SequencingTests {
  @Test func prependAndAppendRunOnePublisherAfterTheOther() {
    let middle = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var finished = false
    let token = middle.prepend(1, 2).append([8, 9])
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    #expect(seen == [1, 2])
    middle.send(5)
    #expect(seen == [1, 2, 5])
    // The suffix is subscribed to only once the middle publisher finishes.
    middle.send(completion: .finished)
    #expect(seen == [1, 2, 5, 8, 9])
    #expect(finished)
    _ = token
  }

  @Test func aFailingPrefixEndsTheConcatenationWithoutTheSuffix() {
    let first = PassthroughSubject<Int, Boom>()
    var seen: [Int] = []
    var failed = false
    let token = first.append(Just(7).setFailureType(to: Boom.self))
      .sink(
        receiveCompletion: { if case .failure = $0 { failed = true } },
        receiveValue: { seen.append($0) })
    first.send(1)
    first.send(completion: .failure(Boom()))
    #expect(seen == [1])
    #expect(failed)
    _ = token
  }

  @Test func retrySubscribesAgainAfterEachFailureUpToItsCount() {
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<String, Boom> in
      attempts += 1
      return attempts < 3
        ? Fail(error: Boom()).eraseToAnyPublisher()
        : Just("ok").setFailureType(to: Boom.self).eraseToAnyPublisher()
    }
    var seen: [String] = []
    let token = flaky.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
    #expect(attempts == 3)
    #expect(seen == ["ok"])
    attempts = 0
    var failures = 0
    let once = flaky.retry(1)
      .sink(
        receiveCompletion: { if case .failure = $0 { failures += 1 } }, receiveValue: { _ in })
    #expect(attempts == 2)
    #expect(failures == 1)
    _ = (token, once)
  }

  @Test func decodeAndEncodeGoThroughTheCoders() throws {
    let data = try JSONEncoder().encode(Item(name: "tea"))
    var items: [Item] = []
    var failures: [String] = []
    let token = [data, Data("not json".utf8)].publisher
      .decode(type: Item.self, decoder: JSONDecoder())
      .sink(
        receiveCompletion: { if case .failure = $0 { failures.append("decode") } },
        receiveValue: { items.append($0) })
    #expect(items == [Item(name: "tea")])
    #expect(failures == ["decode"])
    var encoded: [Data] = []
    let encoding = Just(Item(name: "milk")).encode(encoder: JSONEncoder())
      .sink(receiveCompletion: { _ in }, receiveValue: { encoded.append($0) })
    #expect(
      try encoded.map { try JSONDecoder().decode(Item.self, from: $0) } == [Item(name: "milk")])
    _ = (token, encoding)
  }

  @Test func deferredMakesAPublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    var seen: [Int] = []
    let a = deferred.sink { seen.append($0) }
    let b = deferred.sink { seen.append($0) }
    #expect(seen == [1, 2])
    _ = (a, b)
  }

  @Test func ignoreOutputKeepsOnlyTheCompletionAndReplaceNilFillsTheGaps() {
    var dropped: [Int] = []
    var finished = false
    // Every upstream value is taken (and dropped), then the completion passes.
    let token = [1, 2, 3].publisher.handleEvents(receiveOutput: { dropped.append($0) })
      .ignoreOutput()
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    #expect(dropped == [1, 2, 3])
    #expect(finished)
    var filled: [Int] = []
    let filling = [1, nil, 3].publisher.replaceNil(with: 0).sink { filled.append($0) }
    #expect(filled == [1, 0, 3])
    #expect([1, 2].publisher == [1, 2].publisher)
    #expect([1, 2].publisher != [2, 1].publisher)
    _ = (token, filling)
  }
}
