/// What UIKit's cycle did in one run-loop turn (or is collecting for the next one).
///
/// Requests are counted when they are made, so the requests made between two turns belong
/// to the turn that honours them. Counts, not times: they are the same on every machine.
public struct DisplayCycleCounters: Hashable, Sendable, CustomStringConvertible {
  /// The turn these counts belong to (the turn that ran, or will run, the display pass).
  public var turn = 0
  /// Calls of `setNeedsDisplay()` and `setNeedsDisplay(_:)`.
  public var displayRequests = 0
  /// Requests UIKit made itself: a view entering a window, a `.redraw` view resized.
  public var systemDisplayRequests = 0
  /// Requests that found their view already waiting and merged into its pending rect.
  public var mergedRequests = 0
  /// `draw(_:)` calls made by the display pass.
  public var draws = 0
  /// Views that waited to draw but could not (hidden, zero size, no visible window); their
  /// request stays pending until they can.
  public var deferredDraws = 0
  /// Calls of `setNeedsLayout()`, including UIKit's own (bounds changes, subview changes).
  public var layoutRequests = 0
  /// `layoutSubviews()` calls, from the layout pass or `layoutIfNeeded()`.
  public var layouts = 0
  /// Layout passes of the run loop that laid out at least one view (0 or 1 per turn).
  public var layoutPasses = 0

  /// Zero counts for `turn`.
  public init(turn: Int = 0) { self.turn = turn }

  public var description: String {
    "turn \(turn): \(displayRequests) request(s) (+\(systemDisplayRequests) system, "
      + "\(mergedRequests) merged), \(draws) draw(s), \(deferredDraws) deferred, "
      + "\(layoutRequests) layout request(s), \(layouts) layout(s) in \(layoutPasses) pass(es)"
  }
}
