/// What one touch's view has been told, and what is held back from it, while gesture
/// recognizers decide (Docs/Semantics/UIKit.md §20).
@MainActor
final class TouchDelivery {
  let touch: UITouch
  /// The enabled recognizers the touch feeds.
  let recognizers: [UIGestureRecognizer]
  /// Those of them that have not yet left `possible` for this touch: once one has, a later
  /// reset (for the next touch) does not make it undecided again for this one.
  var undecided: [UIGestureRecognizer]
  /// The view got `touchesBegan`.
  var beganDelivered = false
  /// `touchesBegan` is held back (a recognizer with `delaysTouchesBegan` may still recognize).
  var beganHeld = false
  /// The finger moved while `touchesBegan` was held back.
  var movedWhileHeld = false
  /// The finger lifted and `touchesEnded` is held back.
  var endHeld = false
  /// The touch is over for the view: ended, cancelled, or taken by a recognizer.
  var isOver = false

  init(_ touch: UITouch, recognizers: [UIGestureRecognizer]) {
    self.touch = touch
    self.recognizers = recognizers
    undecided = recognizers
  }

  /// Drops the recognizers that have decided; true when one still undecided has `delays`.
  func isHeld(by delays: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
    undecided.removeAll { $0.state != .possible || !$0.isEnabled }
    return undecided.contains { $0[keyPath: delays] }
  }
}

extension UIWindow {
  /// The touch went down: the view hears of it unless a recognizer that may still recognize
  /// delays `touchesBegan` (§20.3), or one already took the touch (§20.2).
  func deliverBegan(_ delivery: TouchDelivery, _ event: UIEvent) {
    guard !delivery.isOver else { return }
    if delivery.isHeld(by: \.delaysTouchesBegan) {
      delivery.beganHeld = true
      return
    }
    delivery.beganDelivered = true
    delivery.touch.view?.touchesBegan([delivery.touch], with: event)
  }

  /// The finger moved: nothing for a view that lost the touch or has not heard of it yet.
  func deliverMoved(_ delivery: TouchDelivery, _ event: UIEvent) {
    guard !delivery.isOver else { return }
    if delivery.beganHeld {
      delivery.movedWhileHeld = true
      return
    }
    delivery.touch.view?.touchesMoved([delivery.touch], with: event)
  }

  /// The finger lifted: `touchesEnded` now, or held while a recognizer that delays it may
  /// still recognize (§20.4).
  func deliverEnded(_ delivery: TouchDelivery, _ event: UIEvent) {
    guard !delivery.isOver else { return }
    if delivery.beganHeld || delivery.isHeld(by: \.delaysTouchesEnded) {
      delivery.endHeld = true
      return
    }
    delivery.isOver = true
    delivery.touch.view?.touchesEnded([delivery.touch], with: event)
  }

  /// The system cancelled the touch: a view that heard of it gets `touchesCancelled`.
  func deliverCancelled(_ delivery: TouchDelivery, _ event: UIEvent) {
    guard !delivery.isOver else { return }
    delivery.isOver = true
    if delivery.beganDelivered {
      delivery.touch.view?.touchesCancelled([delivery.touch], with: event)
    }
  }

  /// `winner` was recognized (or began): with `cancelsTouchesInView`, the views of its
  /// touches lose them — `touchesCancelled` once for a view that heard of the touch, held
  /// phases dropped, nothing more afterwards (§20.2).
  func cancelViewTouches(for winner: UIGestureRecognizer, at time: Double) {
    guard winner.cancelsTouchesInView else { return }
    for delivery in touchDeliveries
    where !delivery.isOver && delivery.recognizers.contains(where: { $0 === winner }) {
      delivery.isOver = true
      if delivery.beganDelivered {
        delivery.touch.view?.touchesCancelled(
          [delivery.touch], with: UIEvent(timestamp: time, touches: [delivery.touch]))
      }
    }
    touchDeliveries.removeAll { $0.isOver }
  }

  /// Delivers what was held back and no longer needs to be: `touchesBegan` (and a
  /// `touchesMoved` to the finger's current place) once no recognizer delaying it may still
  /// recognize, then a held `touchesEnded` likewise (§20.3–20.4).
  func releaseHeldTouches(at time: Double) {
    guard !touchDeliveries.isEmpty else { return }
    for delivery in touchDeliveries where !delivery.isOver {
      let touch = delivery.touch
      if delivery.beganHeld, !delivery.isHeld(by: \.delaysTouchesBegan) {
        delivery.beganHeld = false
        delivery.beganDelivered = true
        let event = UIEvent(timestamp: time, touches: [touch])
        touch.view?.touchesBegan([touch], with: event)
        if delivery.movedWhileHeld { touch.view?.touchesMoved([touch], with: event) }
      }
      if delivery.endHeld, !delivery.beganHeld, !delivery.isHeld(by: \.delaysTouchesEnded) {
        delivery.endHeld = false
        delivery.isOver = true
        touch.view?.touchesEnded([touch], with: UIEvent(timestamp: time, touches: [touch]))
      }
    }
    touchDeliveries.removeAll { $0.isOver }
  }
}
