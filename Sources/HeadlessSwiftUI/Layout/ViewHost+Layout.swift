extension ViewHost {
  /// Lays the current view graph out in a window of `size` (390 × 844 by default) and makes
  /// it the window of ``frame(of:)`` and ``hitTest(_:)`` (Docs/Semantics/SwiftUI.md §3.2).
  ///
  /// Layout is deterministic: `LayoutEngine` documents the rules and ``TextMetric`` the
  /// fixed text metric. Frames are in window coordinates (origin top-left, y down).
  public func layout(in size: CGSize = LayoutMetric.defaultWindow) {
    layoutWindow = size
  }

  /// The frame, in window coordinates, of the first user view named `viewName` in tree
  /// order, or `nil` when there is none.
  ///
  /// The frame is the view's layout box moved by the offsets applied *around* it; an offset
  /// inside its body moves its content (and its hit area), not its box, as in SwiftUI.
  /// Each call lays the current graph out again in the window of the last ``layout(in:)``.
  public func frame(of viewName: String) -> CGRect? {
    guard let node = userNodes().first(where: { $0.name == viewName }) else { return nil }
    return currentLayout()?.frames[ObjectIdentifier(node)]
  }

  /// The frames of every user view named `viewName`, in tree order.
  public func frames(of viewName: String) -> [CGRect] {
    guard let engine = currentLayout() else { return [] }
    return userNodes().filter { $0.name == viewName }.compactMap {
      engine.frames[ObjectIdentifier($0)]
    }
  }

  /// The innermost user view owning the frontmost drawn content under `point` (window
  /// coordinates), or `nil` when nothing is drawn there.
  ///
  /// Drawn content is text, shapes (circles, capsules and rounded rectangles by their
  /// outline), non-clear colours, images, dividers and toggles: a stack's gaps and spacers are
  /// not hit unless a `.contentShape(_:)` makes the stack's frame its hit area;
  /// `.allowsHitTesting(false)` lets touches through. Front to back follows drawing order: later siblings and a
  /// `ZStack`'s later children are in front, overlays in front of and backgrounds behind
  /// their view. Offsets move the hit area with the drawing.
  public func hitTest(_ point: CGPoint) -> String? {
    guard let engine = currentLayout() else { return nil }
    return hitLeaf(point, in: engine)?.nearestUserView?.name
  }

  /// The frontmost hit area under `point`: a drawn leaf (a circle, a capsule or a rounded
  /// rectangle by its outline) or a view's content shape, skipping views under
  /// `.allowsHitTesting(false)`.
  func hitLeaf(_ point: CGPoint, in engine: LayoutEngine) -> GraphNode? {
    for leaf in engine.paintedLeaves.reversed() {
      guard let frame = engine.frames[ObjectIdentifier(leaf)] else { continue }
      let area = (leaf.effect as? ContentShapeCarrier)?.anyShape ?? leaf.view
      guard shape(area, in: frame, contains: point), allowsHitTesting(leaf) else { continue }
      return leaf
    }
    return nil
  }

  private func allowsHitTesting(_ node: GraphNode) -> Bool {
    var current: GraphNode? = node
    while let ancestor = current {
      if let modifier = ancestor.effect as? _AllowsHitTestingModifier, !modifier.enabled {
        return false
      }
      current = ancestor.parent
    }
    return true
  }

  /// Lays the graph out; when geometry readers got a new frame, their content is rebuilt
  /// and the graph laid out again, at most 8 times (a content that keeps changing its
  /// reader's size stops there; Docs/RealCode.md, "GeometryReader").
  ///
  /// The layout is kept until the next update or a new window: the graph changes only in
  /// updates, so every finger going down between two updates hit-tests the same layout.
  func currentLayout() -> LayoutEngine? {
    if let cache = layoutCache, cache.update == graph.updateCount, cache.window == layoutWindow {
      return cache.engine
    }
    guard let root = graph.root else { return nil }
    var engine = LayoutEngine()
    engine.layout(root: root, in: layoutWindow)
    var rounds = 0
    var settled = true
    while !engine.geometryFrames.isEmpty {
      guard rounds < 8 else {
        settled = false
        break
      }
      guard graph.applyGeometry(engine.geometryFrames, layout: engine.frames) else { break }
      rounds += 1
      guard let root = graph.root else { return nil }
      engine = LayoutEngine()
      engine.layout(root: root, in: layoutWindow)
    }
    // A graph still changing under its geometry readers is laid out again next time.
    layoutCache = settled ? (graph.updateCount, layoutWindow, engine) : nil
    return engine
  }
}
