// A session's tasks: each loads one request on its session's virtual clock and completes once,
// with a response and body or an error (Docs/Semantics/OtherFrameworks.md §7).
import Foundation

/// One load of a request in a session (OF-7.4).
open class URLSessionTask: NSObject {
  /// A task's state.
  public enum State: Int, Sendable {
    case running = 0
    case suspended = 1
    case canceling = 2
    case completed = 3
  }

  /// The priority values Apple names.
  public static let defaultPriority: Float = 0.5
  public static let lowPriority: Float = 0.0
  public static let highPriority: Float = 1.0

  /// The identifier, unique in its session, counted from 1 in creation order [U].
  open private(set) var taskIdentifier: Int
  /// The request as created.
  open private(set) var originalRequest: URLRequest?
  /// The request as loaded (with the configuration's additional header fields).
  open private(set) var currentRequest: URLRequest?
  /// The response, once one arrived.
  open internal(set) var response: URLResponse?
  /// The error the task completed with, if any.
  open internal(set) var error: (any Error)?
  /// The state: `suspended` until ``resume()``.
  open internal(set) var state: URLSessionTask.State = .suspended
  /// A description (kept).
  open var taskDescription: String?
  /// The priority (kept).
  open var priority: Float = URLSessionTask.defaultPriority
  /// The bytes of body received so far.
  open internal(set) var countOfBytesReceived: Int64 = 0
  /// The bytes of body sent.
  open internal(set) var countOfBytesSent: Int64 = 0
  /// The bytes of body expected, or -1 when unknown.
  open internal(set) var countOfBytesExpectedToReceive: Int64 = -1
  /// The bytes of body to send.
  open internal(set) var countOfBytesExpectedToSend: Int64 = 0
  /// The task's own delegate, asked before the session's.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  open var delegate: (any URLSessionTaskDelegate)? {
    get { taskDelegate }
    set { taskDelegate = newValue }
  }

  /// The session, held while the task exists: a session made only to start one task stays
  /// until the task ends, as on Apple's platforms.
  var session: URLSession?
  var taskDelegate: (any URLSessionTaskDelegate)?
  var started = false
  /// The body received so far.
  var received = Data()
  /// Whether the task ends in delegate calls (made without a completion handler).
  var delegateFinish = true
  /// What ends the task once its load finished: the completion handler or the delegate calls.
  var finish: ((Data?, URLResponse?, (any Error)?) -> Void)?
  /// A completion that arrived while the task was suspended, run on ``resume()``.
  var pending: (() -> Void)?
  /// The URL protocol loading the request, if one does.
  var loader: URLProtocol?

  init(session: URLSession, identifier: Int, request: URLRequest) {
    self.session = session
    taskIdentifier = identifier
    originalRequest = request
    currentRequest = session.prepared(request)
    countOfBytesExpectedToSend = Int64(request.httpBody?.count ?? 0)
  }

  /// Starts the task, or resumes it after ``suspend()``: the load begins in a later turn of
  /// its session's runtime, as a main-queue block would (OF-7.4).
  open func resume() {
    guard state == .suspended else { return }
    state = .running
    if let pending {
      self.pending = nil
      session?.runtime.enqueueOnMainQueue(pending)
      return
    }
    guard !started, let session else { return }
    started = true
    session.start(self)
  }

  /// Suspends the task: a completion that arrives while it is suspended waits for
  /// ``resume()``.
  open func suspend() {
    guard state == .running else { return }
    state = .suspended
  }

  /// Cancels the task: unless it completed, it completes in a later turn with
  /// `URLError(.cancelled)`, and a URL protocol loading it is told to stop (OF-7.4).
  open func cancel() {
    guard state == .running || state == .suspended else { return }
    state = .canceling
    loader?.stopLoading()
    loader = nil
    let error = URLSession.error(.cancelled, for: currentRequest?.url)
    session?.runtime.enqueueOnMainQueue { [self] in complete(data: nil, response: nil, error: error)
    }
  }

  /// Whether the task's load may still report: it is neither cancelled nor complete.
  var isLoading: Bool { state == .running || state == .suspended }

  /// Ends the task once: sets its state, response and error, then runs what ends it.
  func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
    guard state != .completed else { return }
    if state == .suspended {
      pending = { [self] in complete(data: data, response: response, error: error) }
      return
    }
    state = .completed
    loader = nil
    session?.ended(self)
    if let response { self.response = response }
    self.error = error
    let finish = self.finish
    self.finish = nil
    finish?(data, response, error)
  }
}

/// A task that loads a body into memory.
open class URLSessionDataTask: URLSessionTask {}

/// A task that sends a body and loads the response's body into memory.
open class URLSessionUploadTask: URLSessionDataTask {}

/// A task that loads a body into a file.
open class URLSessionDownloadTask: URLSessionTask {
  /// Cancels the task; the resume data is always nil headless.
  open func cancel(byProducingResumeData completionHandler: @escaping @Sendable (Data?) -> Void) {
    cancel()
    completionHandler(nil)
  }
}

// MARK: - Delegates

/// A session's delegate. Its methods are optional, as Apple's (`@objc optional` there; empty
/// default implementations here).
public protocol URLSessionDelegate: AnyObject {
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)
}

extension URLSessionDelegate {
  public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {}
}

/// The delegate of a session's tasks.
public protocol URLSessionTaskDelegate: URLSessionDelegate {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64)
}

extension URLSessionTaskDelegate {
  public func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {}
  public func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {}
}

/// What a data task does with its response.
extension URLSession {
  public enum ResponseDisposition: Int, Sendable {
    case cancel = 0
    case allow = 1
    case becomeDownload = 2
    case becomeStream = 3
  }
}

/// The delegate of a session's data tasks.
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
}

extension URLSessionDataDelegate {
  public func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) { completionHandler(.allow) }
  public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
  {}
}

/// The delegate of a session's download tasks: it must take the file before
/// `urlSession(_:downloadTask:didFinishDownloadingTo:)` returns, as on Apple's platforms.
public protocol URLSessionDownloadDelegate: URLSessionTaskDelegate {
  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL)
  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64)
}

extension URLSessionDownloadDelegate {
  public func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {}
}
