// ScreenLab's window into a view's display state: what it last drew, how often, what is
// pending. Not UIKit API; reached through `view.headless`.

extension UIView {
  /// ScreenLab's read-only view of this view's display and layout state.
  public var headless: HeadlessViewState { HeadlessViewState(view: self) }
}

/// What the display cycle knows about one view (``UIView/headless``).
@MainActor
public struct HeadlessViewState {
  let view: UIView

  /// The last draw, or nil when the view never drew.
  public var lastDraw: DrawRecord? { view.lastDrawRecord }
  /// How many times the display pass drew the view.
  public var drawCount: Int { view.storage.drawCount }
  /// The rect waiting for the next display pass (the bounds for `setNeedsDisplay()`), or
  /// nil when no display is pending.
  public var pendingDisplayRect: CGRect? {
    guard view.hasPendingDisplay else { return nil }
    return view.storage.pendingDisplayIsFull ? view.bounds : view.storage.pendingDisplayRect
  }
  /// Whether layout is pending.
  public var needsLayout: Bool { view.storage.needsLayoutFlag }
  /// Whether the display pass could draw the view now (visible window, not hidden, sized).
  public var canDisplay: Bool { view.canDisplay }
  /// The view's stored properties now (compare with ``lastDraw``'s `values`).
  public var currentValues: DrawnValues { DrawnValues(of: view) }
}
