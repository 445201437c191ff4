// Display requests: O(1) each, coalesced per view until the display pass of the turn.

extension UIView {
  // MARK: - Internals

  /// Whether UIKit gives this view content to display. Swift cannot ask at run time whether
  /// a class overrides `draw(_:)`, so ScreenLab assumes every subclass of `UIView` does and
  /// `UIView` and `UIWindow` themselves do not (their `draw(_:)` is empty).
  ///
  /// UIKit's own non-drawing classes count as `UIView`: image views and stack views (and
  /// their subclasses: UIKit never calls an image view's `draw(_:)`), and plain `UIControl`
  /// and `UIButton` (a button's title label draws); scroll views and tables, plain cells
  /// (their labels draw) and text fields (Docs/Semantics/UIKit.md §30-§32).
  var drawsContent: Bool {
    let type = type(of: self)
    if type == UIView.self || type == UIWindow.self { return false }
    if self is UIImageView || self is UIStackView || self is UIScrollView { return false }
    if type == UITableViewCell.self || type == UITextField.self { return false }
    return type != UIControl.self && type != UIButton.self && type != UISwitch.self
  }

  var hasPendingDisplay: Bool { storage.pendingDisplayIsFull || !storage.pendingDisplayRect.isNull }

  /// Whether the display pass can draw the view now: in a window, neither it nor an ancestor
  /// hidden (a window starts hidden), non-empty bounds.
  var canDisplay: Bool {
    guard _window != nil, !layer.bounds.isEmpty else { return false }
    var current: UIView? = self
    while let view = current {
      if view.layer.isHidden { return false }
      current = view._superview
    }
    return true
  }

  func clearPendingDisplay() {
    storage.pendingDisplayIsFull = false
    storage.pendingDisplayRect = .null
  }

  /// A request UIKit makes itself (first display, `.redraw` resize): full bounds.
  func requestSystemDisplay() {
    cycle.storage.counters.systemDisplayRequests += 1
    if storage.pendingDisplayIsFull {
      cycle.storage.counters.mergedRequests += 1
      // A request made before the view had a window waits unqueued: queue it now.
      if _window != nil { cycle.enqueueForDisplay(self) }
      return
    }
    addDisplayRequest(nil)
  }

  /// Records a request for `rect` (nil: the whole bounds) — the slow path of a first request.
  func addDisplayRequest(_ rect: CGRect?) {
    if cycle.drawingView === self {
      cycle.runtime.record(
        .diagnostic,
        "redraw loop: \(self) requested display from inside its own draw(_:); "
          + "the request is honoured in the next turn")
    }
    if hasPendingDisplay { cycle.storage.counters.mergedRequests += 1 }
    if let rect {
      storage.pendingDisplayRect = storage.pendingDisplayRect.union(rect)
    } else {
      storage.pendingDisplayIsFull = true
    }
    if _window != nil { cycle.enqueueForDisplay(self) }
  }

  /// Queues every view of the subtree that waits for display (after being shown).
  func enqueuePendingDisplayInSubtree() {
    if hasPendingDisplay, _window != nil { cycle.enqueueForDisplay(self) }
    for view in _subviews where !view.layer.isHidden {
      view.enqueuePendingDisplayInSubtree()
    }
  }
}

extension UIView: @preconcurrency LayerDisplayRequestReceiver {
  /// `layer.setNeedsDisplay()` on a view's layer is a display request for the view; another
  /// layer whose delegate is the view waits for the display phase as other layers do.
  package func layerRequestedDisplay(_ layer: CALayer, in rect: CGRect?) {
    guard layer === self.layer else {
      layer.enqueueOwnDisplay()
      return
    }
    if let rect { setNeedsDisplay(rect) } else { setNeedsDisplay() }
  }

  /// `layer.setNeedsLayout()` on a view's layer is a layout request for the view.
  package func layerRequestedLayout(_ layer: CALayer) {
    if layer === self.layer { setNeedsLayout() }
  }
}
