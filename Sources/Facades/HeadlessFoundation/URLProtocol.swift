// Who answers a headless request (Docs/Semantics/OtherFrameworks.md §7): a URL protocol (the
// way tests stub networking on Apple's platforms), else a canned response of `NetworkFixtures`
// (a headless addition), else nobody, and the load fails offline.
import Foundation
import Runtime
import Synchronization

/// What a URL protocol reports its load to.
public protocol URLProtocolClient: AnyObject {
  func urlProtocol(
    _ protocol: URLProtocol, didReceive response: URLResponse,
    cacheStoragePolicy policy: URLCache.StoragePolicy)
  func urlProtocol(_ protocol: URLProtocol, didLoad data: Data)
  func urlProtocolDidFinishLoading(_ protocol: URLProtocol)
  func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error)
  func urlProtocol(
    _ protocol: URLProtocol, wasRedirectedTo request: URLRequest,
    redirectResponse: URLResponse)
  func urlProtocol(
    _ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse)
}

/// A loader of requests for a URL scheme or any request it accepts: subclasses override
/// ``canInit(with:)-swift.type.method``, ``startLoading()`` and ``stopLoading()`` and report
/// to ``client`` (OF-7.3).
open class URLProtocol: NSObject {
  /// The request being loaded.
  open private(set) var request: URLRequest
  /// The cached response given at creation (always nil headless).
  open private(set) var cachedResponse: CachedURLResponse?
  /// What the protocol reports its load to.
  open private(set) var client: (any URLProtocolClient)?
  /// The task whose request is loaded.
  open internal(set) var task: URLSessionTask?

  public required init(
    request: URLRequest, cachedResponse: CachedURLResponse?, client: (any URLProtocolClient)?
  ) {
    self.request = request
    self.cachedResponse = cachedResponse
    self.client = client
  }

  public convenience init(
    task: URLSessionTask, cachedResponse: CachedURLResponse?, client: (any URLProtocolClient)?
  ) {
    self.init(
      request: task.currentRequest ?? task.originalRequest
        ?? URLRequest(url: URL(fileURLWithPath: "/")),
      cachedResponse: cachedResponse, client: client)
    self.task = task
  }

  /// Whether the class loads `request`: false unless a subclass says otherwise.
  open class func canInit(with request: URLRequest) -> Bool { false }

  /// Whether the class loads `task`'s request: ``canInit(with:)-swift.type.method`` of it.
  open class func canInit(with task: URLSessionTask) -> Bool {
    guard let request = task.currentRequest else { return false }
    return canInit(with: request)
  }

  /// The canonical form of `request`: the request itself unless a subclass says otherwise.
  open class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// Whether two requests are the same for the cache: equal URLs.
  open class func requestIsCacheEquivalent(_ a: URLRequest, to b: URLRequest) -> Bool {
    a.url == b.url
  }

  /// Starts the load; a subclass must override it.
  open func startLoading() {}

  /// Stops the load; a subclass must override it.
  open func stopLoading() {}

  /// Registers a protocol class for the shared sessions' requests: the last registered is
  /// asked first. Answers whether `protocolClass` is a `URLProtocol` subclass (OF-7.3).
  open class func registerClass(_ protocolClass: AnyClass) -> Bool {
    guard protocolClass is URLProtocol.Type else { return false }
    Registered.classes.withLock { classes in
      classes.removeAll { $0 == protocolClass }
      classes.insert(protocolClass, at: 0)
    }
    return true
  }

  /// Removes a registered protocol class.
  open class func unregisterClass(_ protocolClass: AnyClass) {
    Registered.classes.withLock { classes in classes.removeAll { $0 == protocolClass } }
  }

  /// The registered classes, last registered first.
  static var registeredClasses: [AnyClass] {
    Registered.classes.withLock { $0 }
  }
}

/// The process's registered protocol classes, last registered first.
private enum Registered {
  static let classes = Mutex<[AnyClass]>([])
}

/// The client of the URL protocol loading a task: reports go to the task in the order they
/// come, and the task completes when the protocol finishes or fails (OF-7.3).
final class TaskLoadClient: URLProtocolClient {
  private weak var task: URLSessionTask?
  private var response: URLResponse?

  init(task: URLSessionTask) { self.task = task }

  /// The task, while it exists.
  var taskBeingLoaded: URLSessionTask? { task }

  func urlProtocol(
    _ protocol: URLProtocol, didReceive response: URLResponse,
    cacheStoragePolicy policy: URLCache.StoragePolicy
  ) {
    guard let task, let session = task.session, task.isLoading else { return }
    self.response = response
    session.received(response, by: task)
  }

  func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {
    guard let task, let session = task.session, task.isLoading else { return }
    session.received(data, by: task)
  }

  func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {
    guard let task, task.isLoading else { return }
    task.complete(data: task.received, response: response, error: nil)
  }

  func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {
    fail(with: error)
  }

  func fail(with error: any Error) {
    guard let task, task.isLoading else { return }
    task.complete(data: nil, response: response, error: error)
  }

  /// A redirect is not followed headless: the load goes on with the protocol's later reports.
  func urlProtocol(
    _ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse
  ) {}

  func urlProtocol(
    _ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse
  ) {}
}

/// Canned responses for the requests of one runtime's sessions, and the list of requests they
/// loaded: what a test or a scenario gives in place of a network (a headless addition,
/// OF-7.3).
public final class NetworkFixtures {
  /// A canned answer: a response and body, or an error, after a delay.
  struct Canned {
    let statusCode: Int
    let headerFields: [String: String]
    let body: Data
    let failure: URLError.Code?
    let delay: TimeInterval

    /// Reports the answer to `client`: at once when the delay is 0, else in the first turn at
    /// or after the delay on `runtime`'s virtual clock.
    func deliver(to client: TaskLoadClient, on runtime: Runtime) {
      let report = { [self] in
        guard let task = client.taskBeingLoaded, let url = task.currentRequest?.url else { return }
        let probe = URLProtocol(
          request: task.currentRequest ?? URLRequest(url: url), cachedResponse: nil, client: client)
        if let failure {
          client.fail(with: URLSession.error(failure, for: url))
          return
        }
        if let response = HTTPURLResponse(
          url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headerFields)
        {
          client.urlProtocol(probe, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        if !body.isEmpty { client.urlProtocol(probe, didLoad: body) }
        client.urlProtocolDidFinishLoading(probe)
      }
      guard delay > 0 else { return report() }
      let deadline = runtime.nanoseconds + max(0, Int64((delay * 1e9).rounded(.up)))
      runtime.schedule(atNanoseconds: deadline, report)
    }
  }

  private var canned: [String: Canned] = [:]
  /// The requests the runtime's sessions started loading, in order (with the configuration's
  /// additional header fields).
  public private(set) var requests: [URLRequest] = []

  /// The fixtures of `runtime`.
  public static func of(_ runtime: Runtime) -> NetworkFixtures {
    runtime.component(NetworkFixtures.self) { _ in NetworkFixtures() }
  }

  /// Answers every later request for `url` (and `method`, when given) with an HTTP response of
  /// `statusCode` and `headerFields` and the body `body`, `delay` seconds of virtual time after
  /// its load starts. A later call for the same URL and method replaces this one.
  public func respond(
    to url: URL, method: String? = nil, statusCode: Int = 200,
    headerFields: [String: String] = [:], body: Data = Data(), after delay: TimeInterval = 0
  ) {
    canned[Self.key(url, method)] = Canned(
      statusCode: statusCode, headerFields: headerFields, body: body, failure: nil, delay: delay)
  }

  /// Fails every later request for `url` (and `method`, when given) with `URLError(code)`,
  /// `delay` seconds of virtual time after its load starts.
  public func fail(
    _ url: URL, method: String? = nil, with code: URLError.Code, after delay: TimeInterval = 0
  ) {
    canned[Self.key(url, method)] = Canned(
      statusCode: 0, headerFields: [:], body: Data(), failure: code, delay: delay)
  }

  /// Removes every canned answer (the recorded requests stay).
  public func removeAll() { canned = [:] }

  func record(_ request: URLRequest) { requests.append(request) }

  /// The answer for `request`: the one for its URL and method, else the one for its URL.
  func response(for request: URLRequest) -> Canned? {
    guard let url = request.url else { return nil }
    return canned[Self.key(url, request.httpMethod ?? "GET")] ?? canned[Self.key(url, nil)]
  }

  private static func key(_ url: URL, _ method: String?) -> String {
    (method.map { $0.uppercased() + " " } ?? "* ") + url.absoluteString
  }
}
