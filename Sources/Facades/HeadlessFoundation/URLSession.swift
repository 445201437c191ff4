// `URLSession` on the virtual clock, offline (Docs/Semantics/OtherFrameworks.md §7): a task's
// request is loaded by a URL protocol that takes it, else by a canned response a test gave
// (`NetworkFixtures`), else it fails with `URLError(.notConnectedToInternet)`. Nothing reaches
// a network, a file outside the temporary folder, or the real clock.
import Foundation
import Runtime
import Synchronization

/// A session that loads requests, headless and offline (OF-7.4).
open class URLSession: NSObject {
  /// The current runtime's shared session (OF-7.4).
  open class var shared: URLSession {
    Runtime.current.component(SharedSession.self) { SharedSession(runtime: $0) }.session
  }

  /// A session with `configuration` (copied) and no delegate.
  public convenience init(configuration: URLSessionConfiguration) {
    self.init(configuration: configuration, delegate: nil, delegateQueue: nil)
  }

  /// A session with `configuration` (copied), on the current runtime's virtual clock. The
  /// delegate is kept until the session is invalidated; `queue` is kept and never used: the
  /// delegate's methods run in the runtime's turns (OF-7.4).
  public init(
    configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?,
    delegateQueue queue: OperationQueue?
  ) {
    self.runtime = Runtime.current
    heldConfiguration = configuration.copy() as? URLSessionConfiguration ?? configuration
    self.delegate = delegate
    let serial = OperationQueue()
    serial.maxConcurrentOperationCount = 1
    delegateQueue = queue ?? serial
    isShared = false
  }

  init(sharedOn runtime: Runtime) {
    self.runtime = runtime
    heldConfiguration = .default
    delegate = nil
    delegateQueue = OperationQueue()
    isShared = true
  }

  /// The runtime whose turns load the session's requests.
  let runtime: Runtime
  /// Whether this is a runtime's shared session, which consults the registered URL protocols.
  let isShared: Bool
  private let heldConfiguration: URLSessionConfiguration
  private var nextIdentifier = 1
  private var invalidated = false
  private var outstanding: [URLSessionTask] = []

  /// A copy of the session's configuration.
  open var configuration: URLSessionConfiguration {
    heldConfiguration.copy() as? URLSessionConfiguration ?? heldConfiguration
  }
  /// The delegate; nil once the session is invalidated.
  open private(set) var delegate: (any URLSessionDelegate)?
  /// The queue given for the delegate's methods (kept).
  open private(set) var delegateQueue: OperationQueue
  /// A description (kept).
  open var sessionDescription: String?

  // MARK: Tasks

  open func dataTask(with request: URLRequest) -> URLSessionDataTask {
    register(URLSessionDataTask(session: self, identifier: takeIdentifier(), request: request))
  }

  open func dataTask(with url: URL) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url))
  }

  open func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    completing(dataTask(with: request), in: completionHandler)
  }

  open func dataTask(
    with url: URL,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  open func uploadTask(with request: URLRequest, from bodyData: Data) -> URLSessionUploadTask {
    var request = request
    request.httpBody = bodyData
    return register(
      URLSessionUploadTask(session: self, identifier: takeIdentifier(), request: request))
  }

  open func uploadTask(
    with request: URLRequest, from bodyData: Data?,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionUploadTask {
    completing(uploadTask(with: request, from: bodyData ?? Data()), in: completionHandler)
  }

  open func downloadTask(with request: URLRequest) -> URLSessionDownloadTask {
    register(URLSessionDownloadTask(session: self, identifier: takeIdentifier(), request: request))
  }

  open func downloadTask(with url: URL) -> URLSessionDownloadTask {
    downloadTask(with: URLRequest(url: url))
  }

  open func downloadTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    let task = downloadTask(with: request)
    task.delegateFinish = false
    task.finish = { [weak task] data, response, error in
      guard error == nil, let task, let data else { return completionHandler(nil, response, error) }
      let file = DownloadFile(task: task, data: data)
      completionHandler(file.url, response, nil)
      file.remove()
    }
    return task
  }

  open func downloadTask(
    with url: URL,
    completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// Hands the session's running and suspended tasks to `completionHandler`, at once.
  open func getAllTasks(completionHandler: @escaping @Sendable ([URLSessionTask]) -> Void) {
    completionHandler(outstanding)
  }

  // MARK: Invalidation

  /// Lets the outstanding tasks finish and releases the delegate.
  open func finishTasksAndInvalidate() {
    invalidated = true
    delegate = nil
  }

  /// Cancels the outstanding tasks and releases the delegate.
  open func invalidateAndCancel() {
    for task in outstanding { task.cancel() }
    finishTasksAndInvalidate()
  }

  /// Does nothing: nothing is cached or stored headless.
  open func reset(completionHandler: @escaping @Sendable () -> Void) { completionHandler() }

  /// Does nothing: nothing is cached or stored headless.
  open func flush(completionHandler: @escaping @Sendable () -> Void) { completionHandler() }

  // MARK: Loading

  private func takeIdentifier() -> Int {
    defer { nextIdentifier += 1 }
    return nextIdentifier
  }

  /// Ends `task` in `completionHandler` instead of the delegate calls: the body (empty when
  /// none came) and the response on success, no body and the error on failure.
  private func completing<Task: URLSessionTask>(
    _ task: Task,
    in completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> Task {
    task.delegateFinish = false
    task.finish = { data, response, error in
      completionHandler(error == nil ? data ?? Data() : nil, response, error)
    }
    return task
  }

  private func register<Task: URLSessionTask>(_ task: Task) -> Task {
    outstanding.append(task)
    task.delegateFinish = true
    task.finish = { [weak self, weak task] data, response, error in
      guard let self, let task else { return }
      self.tellDelegate(task, data: data, response: response, error: error)
    }
    return task
  }

  /// Forgets a task that completed (the session and its outstanding tasks hold each other
  /// until then).
  func ended(_ task: URLSessionTask) {
    outstanding.removeAll { $0 === task }
  }

  /// A request as loaded: the configuration's additional header fields added where the
  /// request does not set them (OF-7.2).
  func prepared(_ request: URLRequest) -> URLRequest {
    var request = request
    for (key, value) in heldConfiguration.httpAdditionalHeaders ?? [:] {
      guard let field = key as? String, request.value(forHTTPHeaderField: field) == nil else {
        continue
      }
      request.setValue("\(value)", forHTTPHeaderField: field)
    }
    return request
  }

  /// Begins loading `task`'s request in a later turn of the runtime (OF-7.4).
  func start(_ task: URLSessionTask) {
    runtime.enqueueOnMainQueue { [self] in load(task) }
  }

  private func load(_ task: URLSessionTask) {
    guard task.state == .running || task.state == .suspended,
      let request = task.currentRequest
    else { return }
    let fixtures = NetworkFixtures.of(runtime)
    fixtures.record(request)
    let client = TaskLoadClient(task: task)
    let classes: [AnyClass] =
      isShared ? URLProtocol.registeredClasses : heldConfiguration.protocolClasses ?? []
    for case let type as URLProtocol.Type in classes where type.canInit(with: task) {
      let loader = type.init(
        request: type.canonicalRequest(for: request), cachedResponse: nil, client: client)
      loader.task = task
      task.loader = loader
      loader.startLoading()
      return
    }
    if let canned = fixtures.response(for: request) {
      canned.deliver(to: client, on: runtime)
      return
    }
    client.fail(with: Self.error(.notConnectedToInternet, for: request.url))
  }

  /// The error of a load that failed, with the failing URL in its user info and Apple's
  /// description for the offline case (OF-7.4).
  static func error(_ code: URLError.Code, for url: URL?) -> URLError {
    var info: [String: Any] = [:]
    if let url {
      info[NSURLErrorFailingURLErrorKey] = url
      info["NSErrorFailingURLStringKey"] = url.absoluteString
    }
    switch code {
    case .notConnectedToInternet:
      info[NSLocalizedDescriptionKey] = "The Internet connection appears to be offline."
    case .cancelled:
      info[NSLocalizedDescriptionKey] = "cancelled"
    default: break
    }
    return URLError(code, userInfo: info)
  }

  /// The delegate calls that end a task made without a completion handler: a download's
  /// file, then `urlSession(_:task:didCompleteWithError:)`.
  private func tellDelegate(
    _ task: URLSessionTask, data: Data?, response: URLResponse?, error: (any Error)?
  ) {
    let delegate = task.taskDelegate ?? self.delegate as? any URLSessionTaskDelegate
    if error == nil, let download = task as? URLSessionDownloadTask,
      let downloads = delegate as? any URLSessionDownloadDelegate
    {
      let file = DownloadFile(task: download, data: data ?? Data())
      downloads.urlSession(self, downloadTask: download, didFinishDownloadingTo: file.url)
      file.remove()
    }
    delegate?.urlSession(self, task: task, didCompleteWithError: error)
  }

  /// A data task's response and body as they arrive, for a delegate (OF-7.4).
  func received(_ response: URLResponse, by task: URLSessionTask) {
    task.response = response
    task.countOfBytesExpectedToReceive = response.expectedContentLength
    guard task.delegateFinish, let dataTask = task as? URLSessionDataTask,
      let delegate = (task.taskDelegate ?? self.delegate) as? any URLSessionDataDelegate
    else { return }
    let disposition = DispositionBox()
    delegate.urlSession(self, dataTask: dataTask, didReceive: response) { disposition.set($0) }
    if disposition.value == .cancel { task.cancel() }
  }

  func received(_ data: Data, by task: URLSessionTask) {
    task.received.append(data)
    task.countOfBytesReceived += Int64(data.count)
    guard task.delegateFinish else { return }
    let delegate = task.taskDelegate ?? self.delegate
    if let dataTask = task as? URLSessionDataTask,
      let dataDelegate = delegate as? any URLSessionDataDelegate
    {
      dataDelegate.urlSession(self, dataTask: dataTask, didReceive: data)
    } else if let download = task as? URLSessionDownloadTask,
      let downloads = delegate as? any URLSessionDownloadDelegate
    {
      downloads.urlSession(
        self, downloadTask: download, didWriteData: Int64(data.count),
        totalBytesWritten: task.countOfBytesReceived,
        totalBytesExpectedToWrite: task.countOfBytesExpectedToReceive)
    }
  }
}

/// The disposition a data delegate chose (its handler may be called at once or never).
private final class DispositionBox: Sendable {
  private let chosen = Mutex(URLSession.ResponseDisposition.allow)
  var value: URLSession.ResponseDisposition { chosen.withLock { $0 } }
  func set(_ value: URLSession.ResponseDisposition) { chosen.withLock { $0 = value } }
}

/// A runtime's shared session.
final class SharedSession {
  let session: URLSession
  init(runtime: Runtime) { session = URLSession(sharedOn: runtime) }
}

/// The file a download task's body is written to, in the temporary folder, removed when the
/// completion handler or the delegate method returns, as on Apple's platforms (OF-7.4).
struct DownloadFile {
  /// How many files were written in this process, for their names.
  private static let written = Mutex(0)
  let url: URL

  init(task: URLSessionTask, data: Data) {
    let number = Self.written.withLock { count in
      count += 1
      return count
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ScreenLab-downloads-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("download-\(number)-\(task.taskIdentifier).tmp")
    try? data.write(to: url)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
