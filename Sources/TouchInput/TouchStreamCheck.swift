/// The checks a receiver applies to the touch samples handed to it directly (Docs/Misuse.md
/// §3): the same rules as ``TouchScript``, over every sample the receiver has seen so far.
///
/// A sample earlier than the last one accepted, or a `began` of a finger that is already down,
/// is rejected with ``TouchScriptError``'s message; the receiver drops it. A move or lift of a
/// finger that is not down passes: receivers already handle it their own way.
package struct TouchStreamCheck: Sendable {
  private var lastTime = -Double.infinity
  private var down = Set<Int>()
  /// Samples checked so far: the index used in messages.
  private var count = 0

  package init() {}

  /// Checks `sample`; nil when it is accepted (and noted), else why it is rejected.
  package mutating func check(_ sample: TouchSample) -> TouchScriptError? {
    let index = count
    count += 1
    if sample.time < lastTime || sample.time.isNaN {
      return sample.time.isNaN
        ? .invalidNumber(name: "time of touch sample \(index)", value: sample.time)
        : .outOfOrder(index: index, time: sample.time, previous: lastTime)
    }
    switch sample.phase {
    case .began:
      guard down.insert(sample.touch).inserted else {
        return .alreadyDown(touch: sample.touch, index: index)
      }
    case .ended, .cancelled:
      down.remove(sample.touch)
    case .moved, .stationary:
      break
    }
    lastTime = sample.time
    return nil
  }
}
