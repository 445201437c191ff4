// `handleEvents` (closures run at each event of a subscription) and `subscribe(on:options:)`
// (subscribing, requesting and cancelling through a scheduler); Docs/Combine.md C22.

/// The subscription `handleEvents` and `subscribe(on:)` give their downstream: it wraps the
/// upstream's, running `onRequest` and `onCancel` instead of requesting and cancelling.
final class WrappedSubscription: Subscription {
  private let onRequest: (Subscribers.Demand) -> Void
  private let onCancel: () -> Void

  init(request: @escaping (Subscribers.Demand) -> Void, cancel: @escaping () -> Void) {
    onRequest = request
    onCancel = cancel
  }

  func request(_ demand: Subscribers.Demand) { onRequest(demand) }
  func cancel() { onCancel() }
}

extension Publishers {
  /// Runs the given closures at each event of a subscription, then passes the event on
  /// (`handleEvents`, C22).
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let events = self
      upstream.subscribe(
        AnySubscriber<Output, Failure>(
          receiveSubscription: { subscription in
            events.receiveSubscription?(subscription)
            subscriber.receive(
              subscription: WrappedSubscription(
                request: { demand in
                  events.receiveRequest?(demand)
                  subscription.request(demand)
                },
                cancel: {
                  events.receiveCancel?()
                  subscription.cancel()
                }))
          },
          receiveValue: { value in
            events.receiveOutput?(value)
            return subscriber.receive(value)
          },
          receiveCompletion: { completion in
            events.receiveCompletion?(completion)
            subscriber.receive(completion: completion)
          }))
    }
  }

  /// Subscribes to the upstream, and requests from and cancels it, through a scheduler
  /// (`subscribe(on:options:)`, C22).
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (upstream, scheduler, options) = (self.upstream, self.scheduler, self.options)
      scheduler.schedule(options: options) {
        upstream.subscribe(
          AnySubscriber<Output, Failure>(
            receiveSubscription: { subscription in
              subscriber.receive(
                subscription: WrappedSubscription(
                  request: { demand in
                    scheduler.schedule(options: options) { subscription.request(demand) }
                  },
                  cancel: { scheduler.schedule(options: options) { subscription.cancel() } }))
            },
            receiveValue: { subscriber.receive($0) },
            receiveCompletion: { subscriber.receive(completion: $0) }))
      }
    }
  }
}

extension Publisher {
  /// Runs the given closures when the subscription starts, a value or the completion arrives,
  /// the downstream requests values or cancels (Docs/Combine.md C22).
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  /// Subscribes, requests and cancels through `scheduler` (C22).
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
