import Foundation
import HeadlessCombine
import HeadlessFoundation
import Runtime
import Synchronization
import Testing

/// What a completion handler or a subscriber saw, in order.
private final class Seen: Sendable {
  private let lines = Mutex<[String]>([])
  func note(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

private func describe(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) -> String {
  let body = data.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
  let status = (response as? HTTPURLResponse).map { "\($0.statusCode)" } ?? "nil"
  let code = (error as? URLError).map { "\($0.code.rawValue)" } ?? "nil"
  return "body \(body) status \(status) error \(code)"
}

/// A URL protocol that answers every request with 404 and the request's method as its body.
private final class NotFoundProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override func startLoading() {
    guard let url = request.url,
      let response = HTTPURLResponse(
        url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil)
    else { return }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data((request.httpMethod ?? "?").utf8))
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

/// A URL protocol for one host only, registered for the shared session.
private final class TeapotProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host == "teapot.test"
  }
  override func startLoading() {
    guard let url = request.url,
      let response = HTTPURLResponse(url: url, statusCode: 418, httpVersion: nil, headerFields: nil)
    else { return }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

private final class DataListener: URLSessionDataDelegate {
  var events: [String] = []
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    events.append("response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
    completionHandler(.allow)
  }
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    events.append("data \(data.count)")
  }
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    events.append("complete \(error == nil ? "ok" : "error")")
  }
}

extension URL {
  /// `text` as a URL (this file's URLs are all valid), without a force unwrap.
  fileprivate func resolvingAgainst(_ text: String) -> URL { URL(string: text) ?? self }
}

private struct Post: Codable, Equatable {
  let id: Int
  let title: String
}

/// Foundation's URL loading, offline on the virtual clock
/// (Docs/Semantics/OtherFrameworks.md §7).
@MainActor
struct NetworkingTests {
  let url = URL(fileURLWithPath: "/").resolvingAgainst("https://example.com/posts?page=1")

  @Test func aRequestWithNoAnswerFailsOfflineInALaterTurn() {
    Runtime.withNew { runtime in
      let seen = Seen()
      let task = URLSession.shared.dataTask(with: url) { data, response, error in
        seen.note(describe(data, response, error))
        let failing = (error as? URLError)?.failingURL?.absoluteString ?? "none"
        seen.note("failing \(failing)")
      }
      #expect(task.state == .suspended)
      runtime.advance(frames: 0)
      #expect(seen.all.isEmpty)  // not resumed: nothing is loaded
      task.resume()
      #expect(seen.all.isEmpty)  // never inline
      runtime.advance(frames: 0)
      #expect(
        seen.all == ["body nil status nil error -1009", "failing https://example.com/posts?page=1"]
      )
      #expect(task.state == .completed)
      #expect((task.error as? URLError)?.code == .notConnectedToInternet)
      #expect(NetworkFixtures.of(runtime).requests.map(\.url) == [url])
    }
  }

  @Test func aCannedResponseArrivesAfterItsVirtualDelayAndDecodes() throws {
    try Runtime.withNew { runtime in
      let posts = [Post(id: 1, title: "Hello")]
      NetworkFixtures.of(runtime).respond(
        to: url, headerFields: ["Content-Type": "application/json; charset=utf-8"],
        body: try JSONEncoder().encode(posts), after: 0.5)
      let configuration = URLSessionConfiguration.default
      configuration.httpAdditionalHeaders = ["Accept": "application/json"]
      let session = URLSession(configuration: configuration)
      let received = Mutex<[Post]>([])
      let response = Mutex<String>("")
      session.dataTask(with: url) { data, answer, _ in
        let decoded = (try? JSONDecoder().decode([Post].self, from: data ?? Data())) ?? []
        received.withLock { $0 = decoded }
        let http = answer as? HTTPURLResponse
        response.withLock {
          $0 = "\(http?.statusCode ?? 0) \(http?.mimeType ?? "-") \(http?.textEncodingName ?? "-")"
        }
      }.resume()
      runtime.advance(to: 0.45)
      #expect(received.withLock { $0 }.isEmpty)
      runtime.advance(to: 0.55)
      #expect(received.withLock { $0 } == posts)
      #expect(response.withLock { $0 } == "200 application/json utf-8")
      let sent = NetworkFixtures.of(runtime).requests
      #expect(sent.map { $0.value(forHTTPHeaderField: "accept") } == ["application/json"])
    }
  }

  @Test func aConfigurationsProtocolAnswersAndAnHTTPErrorIsNoTransportError() {
    Runtime.withNew { runtime in
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [NotFoundProtocol.self]
      let session = URLSession(configuration: configuration)
      let seen = Seen()
      var request = URLRequest(url: url)
      request.httpMethod = "DELETE"
      session.dataTask(with: request) { seen.note(describe($0, $1, $2)) }.resume()
      // The shared session does not use the configuration's classes.
      URLSession.shared.dataTask(with: request) { seen.note(describe($0, $1, $2)) }.resume()
      runtime.advance(frames: 0)
      #expect(seen.all == ["body DELETE status 404 error nil", "body nil status nil error -1009"])
    }
  }

  @Test func aRegisteredProtocolServesTheSharedSessionOnly() {
    Runtime.withNew { runtime in
      #expect(URLProtocol.registerClass(TeapotProtocol.self))
      #expect(!URLProtocol.registerClass(NSObject.self))
      defer { URLProtocol.unregisterClass(TeapotProtocol.self) }
      let seen = Seen()
      let teapot = URL(string: "https://teapot.test/brew")!
      URLSession.shared.dataTask(with: teapot) { seen.note("shared " + describe($0, $1, $2)) }
        .resume()
      URLSession(configuration: .default).dataTask(with: teapot) {
        seen.note("own " + describe($0, $1, $2))
      }.resume()
      runtime.advance(frames: 0)
      #expect(
        seen.all == ["shared body  status 418 error nil", "own body nil status nil error -1009"])
    }
  }

  @Test func cancellingCompletesWithCancelledInALaterTurn() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, body: Data("late".utf8), after: 1)
      let seen = Seen()
      let task = URLSession.shared.dataTask(with: url) { seen.note(describe($0, $1, $2)) }
      task.resume()
      runtime.advance(frames: 0)
      task.cancel()
      #expect(task.state == .canceling)
      #expect(seen.all.isEmpty)
      runtime.advance(by: 2)
      #expect(seen.all == ["body nil status nil error -999"])
      #expect(task.state == .completed)
    }
  }

  @Test func aDelegateHearsTheResponseTheBodyAndTheEnd() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, statusCode: 201, body: Data("abc".utf8))
      let listener = DataListener()
      let session = URLSession(configuration: .default, delegate: listener, delegateQueue: nil)
      session.dataTask(with: url).resume()
      runtime.advance(frames: 0)
      #expect(listener.events == ["response 201", "data 3", "complete ok"])
    }
  }

  @Test func aDownloadsFileHoldsTheBodyUntilItsHandlerReturns() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, body: Data("file body".utf8))
      let seen = Seen()
      let location = Mutex<URL?>(nil)
      URLSession.shared.downloadTask(with: url) { file, response, error in
        location.withLock { $0 = file }
        let body = file.flatMap { try? Data(contentsOf: $0) } ?? Data()
        seen.note(describe(body, response, error))
      }.resume()
      runtime.advance(frames: 0)
      #expect(seen.all == ["body file body status 200 error nil"])
      let file = location.withLock { $0 }
      #expect(file?.isFileURL == true)
      #expect(file.map { FileManager.default.fileExists(atPath: $0.path) } == false)
    }
  }

  @Test func asyncDataResumesOnTheVirtualClockAndThrowsOffline() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, body: Data("ok".utf8), after: 0.25)
      let seen = Seen()
      Task { @MainActor in
        let (data, response) = try await URLSession.shared.data(from: url)
        seen.note("\(String(decoding: data, as: UTF8.self)) \(runtime.now)")
        seen.note("\((response as? HTTPURLResponse)?.statusCode ?? 0)")
        do {
          _ = try await URLSession.shared.data(from: URL(string: "https://nowhere.test")!)
        } catch let error as URLError {
          seen.note("offline \(error.code == .notConnectedToInternet)")
        }
      }
      runtime.advance(by: 1)
      #expect(seen.all == ["ok 0.25", "200", "offline true"])
    }
  }

  @Test func cancellingTheAwaitingTaskThrowsCancelled() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, body: Data("late".utf8), after: 5)
      let seen = Seen()
      let waiting = Task { @MainActor in
        do {
          _ = try await URLSession.shared.data(from: url)
          seen.note("loaded")
        } catch {
          seen.note("\((error as? URLError)?.code == .cancelled)")
        }
      }
      runtime.advance(by: 1)
      waiting.cancel()
      runtime.advance(by: 1)
      #expect(seen.all == ["true"])
    }
  }

  @Test func aDataTaskPublisherPublishesOnceOrFailsWithTheURLError() {
    Runtime.withNew { runtime in
      NetworkFixtures.of(runtime).respond(to: url, body: Data("[1,2]".utf8))
      let seen = Seen()
      let loaded = URLSession.shared.dataTaskPublisher(for: url)
        .map { String(decoding: $0.data, as: UTF8.self) }
        .sink(receiveCompletion: { seen.note("\($0)") }, receiveValue: { seen.note($0) })
      let offline = URLSession.shared.dataTaskPublisher(for: URL(string: "https://x.test")!)
        .sink(
          receiveCompletion: {
            if case .failure(let error) = $0 { seen.note("failed \(error.code.rawValue)") }
          }, receiveValue: { _ in seen.note("value") })
      runtime.advance(frames: 0)
      #expect(seen.all == ["[1,2]", "finished", "failed -1009"])
      loaded.cancel()
      offline.cancel()
    }
  }

  @Test func headerFieldsIgnoreCaseAndAddedValuesJoinWithCommas() {
    var request = URLRequest(url: url)
    #expect(request.httpMethod == "GET")
    #expect(request.timeoutInterval == 60)
    request.setValue("text/html", forHTTPHeaderField: "Accept")
    request.addValue("application/json", forHTTPHeaderField: "accept")
    #expect(request.value(forHTTPHeaderField: "ACCEPT") == "text/html,application/json")
    request.setValue("a", forHTTPHeaderField: "accept")
    #expect(request.allHTTPHeaderFields == ["Accept": "a"])
    request.setValue(nil, forHTTPHeaderField: "Accept")
    #expect(request.allHTTPHeaderFields == [:])
    let response = HTTPURLResponse(
      url: url, statusCode: 404, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Length": "12", "X-Kind": "demo"])!
    #expect(response.expectedContentLength == 12)
    #expect(response.value(forHTTPHeaderField: "x-kind") == "demo")
    #expect(HTTPURLResponse.localizedString(forStatusCode: 404) == "not found")
    #expect(HTTPURLResponse.localizedString(forStatusCode: 599) == "server error")
  }
}

/// Localized strings and `DispatchSerialQueue` (Docs/Semantics/OtherFrameworks.md §8).
struct LocalizationTests {
  @Test func localizedStringsGiveTheirDefaultTextAndKeepTheirKey() {
    let count = 3
    let name = "Ada"
    let value: String.LocalizationValue = "\(count) notes by \(name) at 100%"
    #expect(String(localized: value) == "3 notes by Ada at 100%")
    let resource = LocalizedStringResource("\(count) notes by \(name) at 100%", table: "Notes")
    #expect(resource.key == "%lld notes by %@ at 100%%")
    #expect(String(localized: resource) == "3 notes by Ada at 100%")
    #expect(resource.table == "Notes")
    #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    let literal: LocalizedStringResource = "Settings"
    #expect(literal == LocalizedStringResource("Settings"))
    #expect(literal != LocalizedStringResource("Settings", table: "Other"))
    // A serial queue: blocks run one at a time, in order.
    let queue = DispatchSerialQueue(label: "screenlab.serial")
    let order = Mutex<[Int]>([])
    for index in 0..<5 { queue.async(qos: .default) { order.withLock { $0.append(index) } } }
    queue.sync(flags: .barrier) {}
    #expect(order.withLock { $0 } == [0, 1, 2, 3, 4])
  }
}
