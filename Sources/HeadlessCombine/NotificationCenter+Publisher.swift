import Foundation

extension NotificationCenter {
  /// A publisher of the notifications `center` posts under `name` (from `object` when one is
  /// given), as Combine's `NotificationCenter.Publisher` (Docs/Combine.md C19).
  ///
  /// Each subscriber gets its own observer in the center, added when it subscribes and
  /// removed when it cancels (until then the center keeps the subscription and the
  /// subscriber, so a pipeline nobody stores goes on receiving); a post reaches the subscribers synchronously, on the posting
  /// thread, in the `post` call, and a subscriber without demand at that moment misses it.
  /// It never finishes.
  public struct Publisher: HeadlessCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The posting object to match (nil: any).
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(
        center: center, name: name, object: object, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
    }
  }

  /// A publisher of the notifications this center posts under `name` (from `object` when one
  /// is given).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

/// One subscriber's observer (C19).
private final class NotificationSubscription: Subscription {
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var token: (any NSObjectProtocol)?
  private let center: NotificationCenter

  init(
    center: NotificationCenter, name: Notification.Name, object: AnyObject?,
    downstream: AnySubscriber<Notification, Never>
  ) {
    self.center = center
    self.downstream = downstream
    let relay = UncheckedRelay(self)
    token = center.addObserver(forName: name, object: object, queue: nil) { note in
      relay.subscription.deliver(note)
    }
  }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil else { return }
    demand += more
  }

  func cancel() {
    downstream = nil
    if let token { center.removeObserver(token) }
    token = nil
  }

  fileprivate func deliver(_ note: Notification) {
    guard let downstream, demand > 0 else { return }
    demand -= .max(1)
    demand += downstream.receive(note)
  }
}

/// The observer block's link to its subscription, handed to Foundation, whose block type is
/// `@Sendable`: the center calls the block on the thread that posts, inside `post`, so it runs
/// where the subscriber lives (RunLoop.md RL-12). Strong, as Combine's: the center's observer
/// keeps the subscription, and through it the subscriber, until it is cancelled (C19).
private struct UncheckedRelay: @unchecked Sendable {
  let subscription: NotificationSubscription
  init(_ subscription: NotificationSubscription) { self.subscription = subscription }
}
