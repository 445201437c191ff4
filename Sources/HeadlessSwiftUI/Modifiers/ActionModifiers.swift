/// `.onChange(of:initial:_:)`: runs the action after an update that changed `value`, with the
/// old and new values; never for equal values (Docs/Semantics/SwiftUI.md §2.9).
nonisolated public struct _ValueActionModifier<Value: Equatable>: ViewModifier,
  UpdateObservingEffect
{
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
nonisolated public struct _AppearanceActionModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func didAppear(in graph: ViewGraph, node: GraphNode) { appear?() }

  func didDisappear(in graph: ViewGraph, node: GraphNode) { disappear?() }

  var followsVisibility: Bool { true }
}

/// `.onTapGesture`: `.gesture(TapGesture(count:).onEnded { action() })` (OpenSwiftUI
/// `TapGesture.swift`); also the action ``ViewHost/tap(_:)`` runs directly.
nonisolated public struct _TapGestureModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let count: Int
  let action: () -> Void
}

/// `.gesture(_:including:)`, `.highPriorityGesture(_:including:)`,
/// `.simultaneousGesture(_:including:)`: attaches a gesture, combined with the gestures of the
/// modified view (its subviews and inner gesture modifiers) by ``priority``
/// (Docs/Semantics/SwiftUI.md §2.4).
nonisolated public struct _GestureModifier<G: Gesture>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let gesture: G
  /// How the gesture combines with the view's own gestures.
  public let priority: GesturePriority
  /// Which gestures take part.
  public let mask: GestureMask

  /// Inlinable, with `View.gesture(_:including:)`: a view's body that attaches a gesture is
  /// compiled for its gesture type in the app's module (see `View.modifier(_:)`).
  @inlinable
  init(gesture: G, priority: GesturePriority, mask: GestureMask) {
    self.gesture = gesture
    self.priority = priority
    self.mask = mask
  }
}

/// How an attached gesture combines with the gestures of the view it is attached to.
public enum GesturePriority: Hashable, Sendable {
  /// `.gesture`: the view's own gestures take precedence (`subviews.exclusively(before:
  /// gesture)`).
  case normal
  /// `.highPriorityGesture`: the attached gesture takes precedence.
  case high
  /// `.simultaneousGesture`: both recognize at once.
  case simultaneous
}

/// Which gestures of a view take part in recognition: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The attached gesture only.
  public static let gesture = GestureMask(rawValue: 1)
  /// The view's subviews' gestures only.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both (the default).
  public static let all: GestureMask = [.gesture, .subviews]
  /// Neither.
  public static let none: GestureMask = []
}

/// `.onLongPressGesture`: a ``LongPressGesture`` whose end runs `action`; `pressing` is told
/// when the press starts (the finger goes down) and stops (ended, failed or cancelled).
nonisolated public struct _LongPressGestureModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let minimumDuration: Double
  public let maximumDistance: CGFloat
  let action: () -> Void
  let pressing: ((Bool) -> Void)?
}

/// `.coordinateSpace(_:)` and `.coordinateSpace(name:)`: names this view's frame for gesture
/// values and geometry readers (``CoordinateSpace/named(_:)``).
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let name: AnyHashable
}

/// `.id(_:)`: gives the view an explicit identity; a new value makes a new view
/// (Docs/Semantics/SwiftUI.md §2.1.5).
nonisolated public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  public typealias Body = Never
  public let content: Content
  public let id: ID

  var children: [ChildSlot] { [ChildSlot(id: .explicit(AnyHashable(id)), view: content)] }
}

/// `.equatable()`: the view's `==` decides whether it re-runs with its parent
/// (Docs/Semantics/SwiftUI.md §2.1.2).
///
/// Known difference (Docs/Semantics/SwiftUI.md §2.1.6): real SwiftUI was measured running such a
/// body once more, tied to its first layout; there is no layout pass here, so equal values never
/// re-run.
nonisolated public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  public typealias Body = Never
  public let content: Content

  /// Wraps `content`.
  public init(content: Content) { self.content = content }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: content, comparesWithEquatable: true)]
  }
}
