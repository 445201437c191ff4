/// Pull to refresh, as a host call (Docs/Semantics/SwiftUI.md §12.4).
extension ViewHost {
  /// Pulls the first `List` or `ScrollView` (in tree order) whose environment has a refresh
  /// action (``View/refreshable(action:)``) down and releases it: the action starts in a task
  /// on the main actor, in the next turn, and ``isRefreshing`` stays true until it returns.
  /// A container already refreshing ignores the pull.
  ///
  /// - Returns: false when no list or scroll view offers a refresh, or the one that does is
  ///   still refreshing.
  @discardableResult
  public func refresh() -> Bool {
    for node in allNodes() where !node.isRemoved {
      guard node.cast(RefreshOffering.self) != nil, let action = node.environment.refresh else {
        continue
      }
      if let running = node.lifecycleTask, !running.isFinished { return false }
      node.lifecycleTask = LifecycleTask.start(
        { await action() }, priority: .userInitiated, on: runtime,
        cancellers: graph.lifecycleCancellers)
      runtime.setNeedsTurn()
      return true
    }
    return false
  }

  /// Whether a refresh started by ``refresh()`` is still running (its indicator would show).
  public var isRefreshing: Bool {
    allNodes().contains { node in
      node.cast(RefreshOffering.self) != nil && node.lifecycleTask?.isFinished == false
    }
  }
}
