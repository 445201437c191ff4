// The view tree: subviews mirror sublayers; moving a subtree into a window requests its
// layout and, for views that draw, its first display.

extension UIView {
  /// The view this one is a subview of.
  public var superview: UIView? { _superview }

  /// The subviews, back to front.
  public var subviews: [UIView] { _subviews }

  /// The window the view is in, or nil. A window is its own window.
  public var window: UIWindow? { _window }

  /// Appends `view` to the subviews (moving it from its current superview), on top.
  ///
  /// UIKit then lays out both views and, when the move puts `view` into a window, displays
  /// every view of its subtree that draws.
  ///
  /// - Precondition: `view` is neither this view nor one of its ancestors (UIKit raises
  ///   "Can't add self as subview").
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count - (view._superview === self ? 1 : 0))
  }

  /// Inserts `view` at `index` of the subviews (clamped to the count).
  ///
  /// - Precondition: as for ``addSubview(_:)``.
  public func insertSubview(_ view: UIView, at index: Int) {
    insertSubview(view, at: index, aboveLayer: nil)
  }

  /// Inserts `view` at `index` of the subviews; its layer goes just above `aboveLayer` when
  /// that is one of this view's sublayers, else below the layer of the subview it lands under.
  private func insertSubview(_ view: UIView, at index: Int, aboveLayer: CALayer?) {
    precondition(
      view !== self, "addSubview: \(self) cannot be added as a subview of itself")
    precondition(
      !isDescendant(of: view),
      "addSubview: \(view) is an ancestor of \(self); a view hierarchy cannot contain a cycle")
    let oldWindow = view._window
    let newWindow = _window
    if view._superview !== self { view.willMove(toSuperview: self) }
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    let position = max(0, min(index, _subviews.count))
    if let aboveLayer, aboveLayer.superlayer === layer {
      layer.insertSublayer(view.layer, above: aboveLayer)
    } else if position < _subviews.count {
      layer.insertSublayer(view.layer, below: _subviews[position].layer)
    } else {
      layer.addSublayer(view.layer)
    }
    _subviews.insert(view, at: position)
    view._superview = self
    if oldWindow !== newWindow { view.moveSubtree(to: newWindow) }
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
    view.setNeedsLayout()
  }

  /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    let current = _subviews.firstIndex { $0 === view }
    insertSubview(
      view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1,
      aboveLayer: sibling.layer)
  }

  /// Inserts `view` just below `sibling` (on top, as ``addSubview(_:)``, when `sibling` is
  /// not a subview, as measured on iOS; Docs/Semantics/UIKit.md §13).
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)
      return
    }
    let current = _subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
  }

  /// Moves the subview `view` to the front; does nothing when it is not a subview.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.remove(at: index)
    _subviews.append(view)
    layer.addSublayer(view.layer)
  }

  /// Moves the subview `view` to the back; does nothing when it is not a subview.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.remove(at: index)
    _subviews.insert(view, at: 0)
    layer.insertSublayer(view.layer, at: 0)
  }

  /// Detaches the view from its superview (and window); the superview is laid out again.
  public func removeFromSuperview() {
    guard let parent = _superview else { return }
    willMove(toSuperview: nil)
    if _window != nil { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    if _window != nil { moveSubtree(to: nil) }
    didMoveToSuperview()
    parent.setNeedsLayout()
  }

  /// Whether this view is `view` or lies below it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let node = current {
      if node === view { return true }
      current = node._superview
    }
    return false
  }

  /// The first view with `tag` in this subtree (depth first, this view first).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in _subviews {
      if let found = view.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: - Internals

  private func detachFromSuperview() {
    guard let parent = _superview else { return }
    parent.willRemoveSubview(self)
    parent._subviews.removeAll { $0 === self }
    _superview = nil
    layer.removeFromSuperlayer()
  }

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for view in _subviews { view.notifyWillMove(toWindow: newWindow) }
  }

  /// Sets the window of the subtree; entering a window requests layout and first display.
  func moveSubtree(to newWindow: UIWindow?) {
    _window = newWindow
    if newWindow != nil {
      if storage.needsLayoutFlag { cycle.enqueueForLayout(self) }
      setNeedsLayout()
      if drawsContent {
        requestSystemDisplay()
      } else if hasPendingDisplay {
        cycle.enqueueForDisplay(self)
      }
    }
    didMoveToWindow()
    for view in _subviews { view.moveSubtree(to: newWindow) }
  }
}
