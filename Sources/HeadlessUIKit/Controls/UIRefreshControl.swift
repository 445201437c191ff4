// Pull to refresh (UIKit's `UIRefreshControl`, Docs/Semantics/UIKit.md §69).

/// The spinner a scroll view shows when pulled down (UIKit's `UIRefreshControl`).
///
/// ``beginRefreshing()`` and ``endRefreshing()`` set ``isRefreshing`` without sending an
/// event, as UIKit's; the user's pull, which ScreenLab's scroll views do not model, is
/// ``headlessPull()``: it begins refreshing and sends `.valueChanged` (§69).
open class UIRefreshControl: UIControl {
  /// Whether the control shows that a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title under the spinner.
  open var attributedTitle: NSAttributedString?

  /// A refresh control, 60 points high above the content (its width is not laid out).
  public init() {
    super.init(frame: CGRect(x: 0, y: -60, width: 0, height: 60))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the control refreshing, as if pulled; sends no event.
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh; sends no event.
  open func endRefreshing() { isRefreshing = false }

  /// Runs what the user's pull runs: when not refreshing already, begins refreshing and
  /// sends `.valueChanged`; false when it was refreshing or disabled. Not UIKit API.
  @discardableResult
  public func headlessPull() -> Bool {
    guard isEnabled, !isRefreshing else { return false }
    beginRefreshing()
    sendActions(for: .valueChanged)
    return true
  }

}
