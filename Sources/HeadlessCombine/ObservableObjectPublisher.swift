/// Announces that an ``ObservableObject`` is about to change: Combine's publisher of the same
/// name (`Output` is `Void`, it never fails).
///
/// Besides Combine subscribers, the headless SwiftUI graph subscribes with the changed
/// property's name (`subscribe(key:)`), so that a measurement can say which `@Published`
/// property announced; `send()` from user code announces with no name. Subscribers are told in
/// the order they subscribed.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private var keyed: [(id: Int, handler: (String?) -> Void)] = []
  private let fanout = Fanout<Void, Never>()
  private var nextID = 0

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber the object will change.
  public func send() { send(key: nil) }

  /// Tells every subscriber that the property `key` (when known) will change.
  package func send(key: String?) {
    for entry in keyed { entry.handler(key) }
    fanout.send(())
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    fanout.attach(subscriber)
  }

  /// Calls `handler` on every ``send()`` until the returned subscription is cancelled or
  /// released.
  public func subscribe(_ handler: @escaping () -> Void) -> ObjectWillChangeSubscription {
    subscribe(key: { _ in handler() })
  }

  /// Calls `handler` with the announcing property's name (nil when unknown) on every
  /// announcement.
  package func subscribe(key handler: @escaping (String?) -> Void) -> ObjectWillChangeSubscription {
    nextID += 1
    let id = nextID
    keyed.append((id, handler))
    return ObjectWillChangeSubscription { [weak self] in self?.keyed.removeAll { $0.id == id } }
  }

  /// How many subscribers are listening.
  public var subscriberCount: Int { keyed.count + fanout.subscriberCount }
}

/// A subscription to an ``ObservableObjectPublisher``; cancelled when released.
public final class ObjectWillChangeSubscription: Cancellable {
  private var cancelAction: (() -> Void)?

  package init(cancel: @escaping () -> Void) { cancelAction = cancel }

  /// Stops the subscription; cancelling twice does nothing.
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }

  deinit { cancelAction?() }
}
