// `URLSession`'s async methods (iOS 15) and Combine's `dataTaskPublisher(for:)` (iOS 13), over
// the same headless tasks (Docs/Semantics/OtherFrameworks.md §7).
import Foundation
import HeadlessCombine

extension URLSession {
  /// Loads `request` and returns its body and response; throws the load's error, and
  /// `URLError(.cancelled)` when the calling task is cancelled (OF-7.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated(nonsending) public func data(
    for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    try await load(dataTask(with: request), delegate: delegate)
  }

  /// Loads `url` and returns its body and response (OF-7.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated(nonsending) public func data(
    from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    try await data(for: URLRequest(url: url), delegate: delegate)
  }

  /// Sends `bodyData` with `request` and returns the response's body and response (OF-7.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated(nonsending) public func upload(
    for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    try await load(uploadTask(with: request, from: bodyData), delegate: delegate)
  }

  /// Loads `request` into a file and returns the file's URL and the response; the file is
  /// the caller's to move or remove (OF-7.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated(nonsending) public func download(
    for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (URL, URLResponse) {
    let task = downloadTask(with: request)
    let loaded = try await load(task, delegate: delegate)
    return (DownloadFile(task: task, data: loaded.data).url, loaded.response)
  }

  /// Loads `url` into a file (OF-7.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated(nonsending) public func download(
    from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (URL, URLResponse) {
    try await download(for: URLRequest(url: url), delegate: delegate)
  }

  /// Runs `task` to its end and hands back its body and response, or throws its error.
  nonisolated(nonsending) private func load(
    _ task: URLSessionTask, delegate: (any URLSessionTaskDelegate)?
  ) async throws -> (data: Data, response: URLResponse) {
    task.delegateFinish = false
    task.taskDelegate = delegate
    let box = LoadBox(task)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        box.wait(continuation)
      }
    } onCancel: {
      box.cancel()
    }
    guard let response = box.response else { throw URLError(.badServerResponse) }
    return (box.data, response)
  }
}

/// Connects a task's end to the continuation of the caller awaiting it. The task and what it
/// loaded are touched only in the turns of the task's runtime and by the awaiting caller after
/// the continuation resumed (Runtime's one-task rule).
private final class LoadBox: Sendable {
  nonisolated(unsafe) private let task: URLSessionTask
  nonisolated(unsafe) private(set) var data = Data()
  nonisolated(unsafe) private(set) var response: URLResponse?

  init(_ task: URLSessionTask) { self.task = task }

  func wait(_ continuation: CheckedContinuation<Void, any Error>) {
    task.finish = { [self] data, response, error in
      if let error { return continuation.resume(throwing: error) }
      self.data = data ?? Data()
      self.response = response
      continuation.resume()
    }
    task.resume()
  }

  /// Cancels the task: it completes with `URLError(.cancelled)` in a later turn.
  func cancel() { task.cancel() }
}
