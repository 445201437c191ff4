/// A window receives the runtime's touch samples: it hit-tests each new finger, gives the
/// touches to the gesture recognizers of the touched view and its ancestors (UIKit's rule),
/// and then to the touched view's `touchesBegan/Moved/Ended/Cancelled`, as the recognizers'
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` allow
/// (Docs/Semantics/UIKit.md §20).
///
/// Samples are delivered once per turn (all samples since the previous turn, in order).
/// A finger that lands outside every view goes to the window itself; samples of a finger the
/// window never saw begin are ignored and recorded as a diagnostic, and so are samples out of
/// time order and a second touch-down of a finger that is down (Docs/Misuse.md §3).
extension UIWindow: TouchInputReceiver {
  public func receiveTouches(_ samples: [TouchSample], at time: Double) {
    var activeRecognizers: [UIGestureRecognizer] = []
    for sample in samples {
      if let problem = touchCheck.check(sample) {
        layer.runtime.record(.diagnostic, "UIWindow.receiveTouches: \(problem); ignored")
        continue
      }
      switch sample.phase {
      case .began:
        let target = hitTest(convert(sample.location, from: nil), with: nil) ?? self
        let touch = UITouch(
          identifier: sample.touch, location: sample.location, time: sample.time, window: self,
          view: target)
        activeTouches[sample.touch] = touch
        let recognizers = Self.recognizers(for: target)
        touchRecognizers[sample.touch] = recognizers
        for recognizer in recognizers {
          recognizer.onRecognition = { [weak self] winner in self?.arbitrate(winner) }
        }
        for recognizer in recognizers where recognizer.isEnabled && recognizer.isFinished {
          recognizer.reset()
          recognizer.state = .possible
        }
        let delivery = TouchDelivery(touch, recognizers: recognizers.filter(\.isEnabled))
        touchDeliveries.append(delivery)
        for recognizer in recognizers where recognizer.isEnabled {
          recognizer.touchesBegan([touch], at: sample.time)
          note(recognizer, in: &activeRecognizers)
        }
        deliverBegan(delivery, UIEvent(timestamp: sample.time, touches: [touch]))
      case .moved, .stationary, .ended, .cancelled:
        guard let touch = activeTouches[sample.touch] else {
          layer.runtime.record(
            .diagnostic, "touch \(sample.touch) \(sample.phase.rawValue) without began; ignored")
          continue
        }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = sample.location
        touch.timestamp = sample.time
        let event = UIEvent(timestamp: sample.time, touches: [touch])
        let recognizers = touchRecognizers[sample.touch] ?? []
        let delivery = touchDeliveries.last { $0.touch === touch }
        switch sample.phase {
        case .moved, .stationary:
          touch.phase = sample.phase == .moved ? .moved : .stationary
          for recognizer in recognizers where recognizer.isEnabled {
            recognizer.touchesMoved([touch], at: sample.time)
            note(recognizer, in: &activeRecognizers)
          }
          // Held touches the recognizers just released go first, in the order of events; this
          // move itself brings a released touch-down up to date.
          delivery?.movedWhileHeld = false
          releaseHeldTouches(at: sample.time)
          delivery.map { deliverMoved($0, event) }
        default:
          // Ended or cancelled: the touch's last event.
          let ended = sample.phase == .ended
          touch.phase = ended ? .ended : .cancelled
          for recognizer in recognizers where recognizer.isEnabled {
            if ended {
              recognizer.touchesEnded([touch], at: sample.time)
            } else {
              recognizer.touchesCancelled([touch], at: sample.time)
            }
            note(recognizer, in: &activeRecognizers)
          }
          // Held touches the recognizers just released go first, in the order of events.
          releaseHeldTouches(at: sample.time)
          delivery.map { ended ? deliverEnded($0, event) : deliverCancelled($0, event) }
          activeTouches[sample.touch] = nil
          touchRecognizers[sample.touch] = nil
        }
      }
      releaseHeldTouches(at: sample.time)
    }
    // One report per turn for continuous movement (coalesced samples).
    for recognizer in activeRecognizers {
      (recognizer as? UIPanGestureRecognizer)?.reportMovement()
    }
    releaseHeldTouches(at: time)
  }

  public func advanceTouchTime(to time: Double) {
    var seen = Set<ObjectIdentifier>()
    var all: [UIGestureRecognizer] = []
    for recognizer in touchRecognizers.values.flatMap({ $0 }) + pendingRecognizers
    where seen.insert(ObjectIdentifier(recognizer)).inserted {
      all.append(recognizer)
    }
    for recognizer in all where recognizer.isEnabled && recognizer.state == .possible {
      recognizer.advance(to: time)
    }
    // Before any reset: a recognizer that failed just now lets its held touches go.
    releaseHeldTouches(at: time)
    // A finished gesture is back to `possible` once its actions have run and its fingers
    // have lifted (a failed tap stays failed while the finger is still down, as in UIKit).
    let busy = Set(touchRecognizers.values.flatMap { $0 }.map(ObjectIdentifier.init))
    for recognizer in all
    where recognizer.isFinished && !busy.contains(ObjectIdentifier(recognizer)) {
      recognizer.reset()
      recognizer.state = .possible
    }
    pendingRecognizers = all.filter { $0.isWaitingOnClock }
  }

  /// A recognizer was recognized: the others tracking its touches yield, unless a delegate
  /// lets the two run together.
  func arbitrate(_ winner: UIGestureRecognizer) {
    cancelViewTouches(for: winner, at: layer.runtime.now)
    var competitors: [UIGestureRecognizer] = []
    for recognizers in touchRecognizers.values where recognizers.contains(where: { $0 === winner })
    {
      for other in recognizers
      where other !== winner && !competitors.contains(where: { $0 === other }) {
        competitors.append(other)
      }
    }
    for other in pendingRecognizers
    where other !== winner && other.isUndecided && !competitors.contains(where: { $0 === other }) {
      competitors.append(other)
    }
    for other in competitors {
      // Recognizers waiting on the winner are settled by require(toFail:) itself.
      if other.requiredToFail.contains(where: { $0 === winner }) { continue }
      let together =
        winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
        || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner)
          == true
      if !together { other.yield() }
    }
  }

  /// The recognizers of `view` and its ancestors, nearest first.
  static func recognizers(for view: UIView) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var node: UIView? = view
    while let current = node {
      result += current._gestureRecognizers
      node = current.superview
    }
    return result
  }

  private func note(_ recognizer: UIGestureRecognizer, in list: inout [UIGestureRecognizer]) {
    if !list.contains(where: { $0 === recognizer }) { list.append(recognizer) }
    if !pendingRecognizers.contains(where: { $0 === recognizer }) {
      pendingRecognizers.append(recognizer)
    }
  }
}
