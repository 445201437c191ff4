// Foundation's `Timer()`: the initializer Apple's `Timer` inherits from `NSObject`, which code
// uses to declare a timer it schedules later (Docs/Semantics/OtherFrameworks.md OF-9.3).
import Foundation

extension Timer {
  /// A timer that is not scheduled: it fires only if added to a run loop, once, at once (the
  /// timer `NSObject`'s initializer makes on Apple's platforms has no interval and no action
  /// either). Spelled `init(_:)` with a default argument so that `Timer()` compiles: an
  /// extension cannot declare `init()`, which `NSObject` declares (OF-9.3).
  public convenience init(_: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }
}
