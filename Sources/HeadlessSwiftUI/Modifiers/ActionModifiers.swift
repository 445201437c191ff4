/// `.onChange(of:initial:_:)`: runs the action after an update that changed `value`, with the
/// old and new values; never for equal values (semantics §2.9).
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func didUpdate(previous: Self, in graph: ViewGraph, node: GraphNode) {
    if previous.value != value { action(previous.value, value) }
  }

  func didAppear(in graph: ViewGraph, node: GraphNode) {
    if initial { action(value, value) }
  }
}

/// `.onAppear` / `.onDisappear`: run when the modified view's identity is inserted or removed.
public struct _AppearanceActionModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func didAppear(in graph: ViewGraph, node: GraphNode) { appear?() }

  func didDisappear(in graph: ViewGraph, node: GraphNode) { disappear?() }
}

/// `.onTapGesture`: the action ``ViewHost/tap(_:)`` runs.
public struct _TapGestureModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let count: Int
  let action: () -> Void
}

/// `.gesture(_:)`: attaches a gesture (driven by ``ViewHost/drag(_:translation:steps:)``).
public struct _GestureModifier<G: Gesture>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let gesture: G
}

/// `.id(_:)`: gives the view an explicit identity; a new value makes a new view
/// (semantics §2.1.5).
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  public typealias Body = Never
  public let content: Content
  public let id: ID

  var children: [ChildSlot] { [ChildSlot(id: .explicit(AnyHashable(id)), view: content)] }
}

/// `.equatable()`: the view's `==` decides whether it re-runs with its parent
/// (semantics §2.1.2).
///
/// Known difference (semantics §2.1.6): real SwiftUI was measured running such a body once
/// more, tied to its first layout; there is no layout pass here, so equal values never re-run.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  public typealias Body = Never
  public let content: Content

  /// Wraps `content`.
  public init(content: Content) { self.content = content }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: content, comparesWithEquatable: true)]
  }
}
