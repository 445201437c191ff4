// Combine's `URLSession.DataTaskPublisher` (iOS 13) over a headless data task
// (Docs/Semantics/OtherFrameworks.md §7).
import Foundation
import HeadlessCombine

extension URLSession {
  /// Publishes the body and response of one load per subscription, then finishes; fails with
  /// the load's `URLError` (OF-7.6).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The request each subscription loads.
    public let request: URLRequest
    /// The session that loads it.
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = DataTaskSubscription(
        request: request, session: session,
        send: { subscriber.receive($0) },
        complete: { subscriber.receive(completion: $0) })
      subscriber.receive(subscription: subscription)
    }
  }

  /// A publisher of `request`'s body and response.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher of `url`'s body and response.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }
}

/// One subscriber's load: the task starts at the first demand and its result is delivered when
/// it completes; a cancelled subscription cancels the task and delivers nothing (OF-7.6).
private final class DataTaskSubscription: Subscription {
  private let request: URLRequest
  private let session: URLSession
  private var send: ((URLSession.DataTaskPublisher.Output) -> Subscribers.Demand)?
  private var complete: ((Subscribers.Completion<URLError>) -> Void)?
  private var task: URLSessionDataTask?

  init(
    request: URLRequest, session: URLSession,
    send: @escaping (URLSession.DataTaskPublisher.Output) -> Subscribers.Demand,
    complete: @escaping (Subscribers.Completion<URLError>) -> Void
  ) {
    self.request = request
    self.session = session
    self.send = send
    self.complete = complete
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none, task == nil, send != nil else { return }
    let task = session.dataTask(with: request)
    self.task = task
    task.delegateFinish = false
    task.finish = { [weak self] data, response, error in
      guard let self, let send = self.send, let complete = self.complete else { return }
      self.send = nil
      self.complete = nil
      if let error {
        complete(.failure(error as? URLError ?? URLError(.unknown)))
      } else if let response {
        _ = send((data ?? Data(), response))
        complete(.finished)
      } else {
        complete(.failure(URLError(.badServerResponse)))
      }
    }
    task.resume()
  }

  func cancel() {
    send = nil
    complete = nil
    task?.cancel()
  }
}
