import Foundation
import HeadlessCombine
import Testing

/// A sender of the tests' notifications.
private final class Sender {}

/// Takes one value at a time, asking for the next only when told.
private final class OneAtATime: Subscriber {
  var names: [String] = []
  var subscription: (any Subscription)?
  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(.max(1))
  }
  func receive(_ input: Notification) -> Subscribers.Demand {
    names.append(input.name.rawValue)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) {}
}

@MainActor @Suite struct NotificationPublisherTests {
  @Test func aPostReachesTheSubscriberUntilItCancels() {
    let center = NotificationCenter()
    let name = Notification.Name("posted")
    let sender = Sender()
    var titles: [String] = []
    let token = center.publisher(for: name, object: sender)
      .map { ($0.userInfo?["title"] as? String) ?? "-" }
      .sink { titles.append($0) }
    center.post(name: name, object: sender, userInfo: ["title": "a"])
    center.post(name: name, object: Sender(), userInfo: ["title": "other sender"])
    center.post(name: Notification.Name("other"), object: sender, userInfo: ["title": "x"])
    #expect(titles == ["a"])
    token.cancel()
    center.post(name: name, object: sender, userInfo: ["title": "after cancel"])
    #expect(titles == ["a"])
  }

  @Test func aSubscriberWithoutDemandMissesThePost() {
    let center = NotificationCenter()
    let name = Notification.Name("tick")
    let taker = OneAtATime()
    NotificationCenter.Publisher(center: center, name: name).subscribe(taker)
    center.post(name: name, object: nil)
    center.post(name: name, object: nil)  // no demand left: missed
    taker.subscription?.request(.max(1))
    center.post(name: name, object: nil)
    #expect(taker.names == ["tick", "tick"])
    taker.subscription?.cancel()
    center.post(name: name, object: nil)
    #expect(taker.names.count == 2)
  }
}
