import Foundation

// Foundation's selector form of notification observing, which Apple's Foundation has and
// swift-corelibs-foundation does not (it needs the Objective-C runtime): the selector finds
// its method through `SelectorTable`, as target-action does (Docs/Semantics/UIKit.md §21).

extension NotificationCenter {
  /// Sends `aSelector` to `observer`, passing the notification, for every notification named
  /// `aName` (nil: any) from `anObject` (nil: any sender), synchronously inside `post`, as
  /// Foundation's `addObserver(_:selector:name:object:)`. The center does not keep the
  /// observer (weak, as Foundation's since iOS 9): once it is released, nothing is sent. A
  /// selector the observer has no registered method for is recorded in the trace
  /// (`UIKit: unrecognized selector …`).
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let target = WeakObserver(observer as AnyObject)
    _ = addObserver(forName: aName, object: anObject, queue: nil) { note in
      guard let object = target.object else { return }
      SelectorTable.send(aSelector, to: object, arguments: [note], responders: [])
    }
  }
}

/// The observer, held weakly by the block Foundation keeps. Foundation types the block
/// `@Sendable`; it runs on the thread that posts, inside `post`, where the observer lives
/// (Docs/Semantics/RunLoop.md RL-12).
private struct WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
