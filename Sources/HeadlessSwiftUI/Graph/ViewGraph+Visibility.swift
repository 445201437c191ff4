/// The views of a host whose platform view leaves its window disappear; they appear again
/// when it comes back (Docs/Semantics/SwiftUICompatibility.md C.12).
extension ViewGraph {
  /// Records that the host's platform view entered (`true`) or left (`false`) a window, and
  /// runs the appearance actions that follow visibility at once: on leaving, the
  /// `onDisappear`s and task cancellations of every presented view, parent first (as a
  /// removal queues them); on coming back, the `onAppear`s and tasks, children first (as an
  /// insertion runs them). The views keep their identities and state. Nothing runs when the
  /// visibility does not change.
  func setOnScreen(_ onScreen: Bool) {
    guard isOffScreen == onScreen, let root else { return }
    isOffScreen = !onScreen
    var actions: [() -> Void] = []
    func visit(_ node: GraphNode) {
      guard !node.isRemoved, !node.isTornDown else { return }
      let effect = node.hasAppeared ? node.effect : nil
      let follows = effect?.followsVisibility ?? false
      if follows, !onScreen, let effect {
        actions.append { [unowned self] in effect.didDisappear(in: self, node: node) }
      }
      for child in node.children { visit(child) }
      if follows, onScreen, let effect {
        actions.append { [unowned self] in effect.didAppear(in: self, node: node) }
      }
    }
    visit(root)
    deferredActions += actions
    runDeferredActions()
  }
}

extension ViewHost {
  /// Whether the platform view showing this host is in a window: a hosting controller's view
  /// sets it as it enters and leaves one; leaving runs the views' `onDisappear` actions,
  /// coming back their `onAppear` actions (Docs/Semantics/SwiftUICompatibility.md C.12).
  public var isOnScreen: Bool {
    get { !graph.isOffScreen }
    set { graph.setOnScreen(newValue) }
  }
}
