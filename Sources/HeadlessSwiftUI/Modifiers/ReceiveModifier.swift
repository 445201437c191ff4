import HeadlessCombine

nonisolated extension View {
  /// Runs `action` with each value `publisher` sends while the view is on screen
  /// (SwiftUI's `onReceive(_:perform:)`; Docs/Combine.md C8).
  @MainActor
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> ModifiedContent<Self, _ReceiveModifier<P>> where P.Failure == Never
  {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// `.onReceive`: subscribes when the view's identity is inserted, cancels when it is removed.
/// A later body that passes a new action keeps the subscription and runs the new action (the
/// action a view builds captures that body's values); the publisher of the first body stays.
/// Its writes are measured like any event handler's, in the turn the value arrives.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier, UpdateObservingEffect
where P.Failure == Never {
  public typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  @MainActor
  func didAppear(in graph: ViewGraph, node: GraphNode) {
    let box = ActionBox(action)
    let token = publisher.sink { value in box.action(value) }
    node.receiver = (box, token)
  }

  @MainActor
  func didUpdate(previous: Self, in graph: ViewGraph, node: GraphNode) {
    (node.receiver?.action as? ActionBox)?.action = action
  }

  @MainActor
  func didDisappear(in graph: ViewGraph, node: GraphNode) {
    node.receiver?.token.cancel()
    node.receiver = nil
  }

  /// The newest action, shared with the subscription.
  final class ActionBox {
    var action: (P.Output) -> Void
    init(_ action: @escaping (P.Output) -> Void) { self.action = action }
  }
}
