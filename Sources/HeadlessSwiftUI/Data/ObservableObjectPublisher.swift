/// Announces that an ``ObservableObject`` is about to change (Combine's publisher of the same
/// name, without Combine: Combine does not exist on Linux).
public final class ObservableObjectPublisher {
  private var subscribers: [Int: (String?) -> Void] = [:]
  private var nextID = 0

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber the object will change.
  public func send() { send(key: nil) }

  /// Tells every subscriber that the property `key` (when known) will change.
  func send(key: String?) {
    for handler in subscribers.values { handler(key) }
  }

  /// Calls `handler` on every ``send()`` until the returned subscription is cancelled or
  /// released.
  public func subscribe(_ handler: @escaping () -> Void) -> ObjectWillChangeSubscription {
    subscribe(key: { _ in handler() })
  }

  func subscribe(key handler: @escaping (String?) -> Void) -> ObjectWillChangeSubscription {
    nextID += 1
    let id = nextID
    subscribers[id] = handler
    return ObjectWillChangeSubscription { [weak self] in self?.subscribers[id] = nil }
  }

  /// How many subscribers are listening.
  public var subscriberCount: Int { subscribers.count }
}

/// A subscription to an ``ObservableObjectPublisher``; cancelled when released.
public final class ObjectWillChangeSubscription {
  private var cancelAction: (() -> Void)?

  init(cancel: @escaping () -> Void) { cancelAction = cancel }

  /// Stops the subscription; cancelling twice does nothing.
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }

  deinit { cancelAction?() }
}
