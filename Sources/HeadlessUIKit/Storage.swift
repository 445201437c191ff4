// HeadlessUIKit's unchecked storage: the one file of this module that declares what is read
// and written without a runtime check (Docs/Architecture.md, "Unchecked storage"). Each class
// that keeps such state holds it inline in one `@exclusivity(unchecked) var storage` of a type
// declared here; `Scripts/check-unchecked.sh` rejects the spellings anywhere else in the
// module but in Apple's own pointer signatures.

/// A view's display and layout requests: written by `setNeedsDisplay`/`setNeedsLayout` on
/// every request and cleared by the cycle's passes, so the request path pays no dynamic
/// exclusivity check (`UIView.storage`).
///
/// Every member is a plain value read or written whole (a flag, a rect, a count); no access
/// to a view's storage stays open across a call that could reach the same view.
struct ViewStorage {
  var pendingDisplayRect = CGRect.null
  var pendingDisplayIsFull = false
  var isQueuedForDisplay = false
  var needsLayoutFlag = false
  var isQueuedForLayout = false
  var drawCount = 0
}

/// The display cycle's counters for the coming turn (`DisplayCycle.storage`): incremented by
/// every request and copied out, then reset, when the turn finishes. Plain integers written
/// by `+= 1`; nothing holds an access to them across a call.
struct CycleStorage {
  var counters = DisplayCycleCounters()
}

/// The writes and reads behind Apple's pointer signatures (`UIColor.getRed(_:green:blue:alpha:)`,
/// `UIBezierPath.setLineDash(_:count:phase:)`): each touches only the elements the call
/// names, within the call.
enum PointerArguments {
  /// Writes `value` where `pointer` points; nothing for nil.
  @inline(__always)
  static func store<Value>(_ value: Value, in pointer: UnsafeMutablePointer<Value>?) {
    pointer?.pointee = value
  }

  /// The `count` values at `pointer` (none for nil or a count below 1).
  static func values(at pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: count))
  }
}
