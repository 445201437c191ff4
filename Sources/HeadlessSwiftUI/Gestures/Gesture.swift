/// A description of how touches become values: SwiftUI's `Gesture`.
///
/// Gestures are recognized from the runtime's touch stream (``ViewHost`` is a touch
/// receiver): a finger lands on the view under it (the layout pass's hit test), the gestures
/// of that view and its ancestors are combined as SwiftUI combines them (``View/gesture(_:including:)``)
/// and each recognizer follows the rules of Docs/Semantics/SwiftUI.md §2.4 on the virtual clock.
/// Callbacks follow §2.3: `updating` runs for active values, `onChanged` for new active values,
/// `onEnded` on success; the gesture state resets when the gesture ends, fails or is
/// cancelled, enqueued before an outer `onEnded`.
///
/// Write a gesture of your own with a `body`, as in SwiftUI.
public protocol Gesture<Value> {
  /// The values the gesture produces.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of (primitive gestures have none).
  var body: Body { get }
  /// The value type, inferred from the body for a gesture of your own (as SwiftUI's
  /// `_makeGesture` witness does); do not implement.
  static var _valueType: Value.Type { get }
}

extension Gesture {
  public static var _valueType: Value.Type { Value.self }
}

extension Gesture where Value == Body.Value {
  public static var _valueType: Body.Value.Type { Body.Value.self }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A primitive gesture has no body.
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture: it has no body")
  }
}

extension Gesture {
  /// Updates `state` while the gesture is active; `state` resets when it ends or fails.
  @inlinable
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Runs `action` with each new value while the gesture is active.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }

  /// Runs `action` with the final value when the gesture ends successfully.
  @inlinable
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// This gesture with its values transformed by `body`; recognition is unchanged.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(base: self, transform: body)
  }

  /// This gesture, then `other` once this one ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// This gesture, or `other` when this one fails: the first takes precedence.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// A type-erased gesture: SwiftUI's `AnyGesture`.
public struct AnyGesture<Output>: Gesture, GestureNodeMaking {
  public typealias Value = Output
  public typealias Body = Never
  private let make: (GestureSetup) -> GestureNode<Output>
  private let rebindNode: (AnyGestureNode) -> Void

  /// Wraps `gesture`.
  @MainActor
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    make = { makeGestureNode(gesture, $0) }
    rebindNode = { rebindGestureNode(gesture, $0) }
  }

  @MainActor func makeNode(_ setup: GestureSetup) -> GestureNode<Value> { make(setup) }

  @MainActor func rebind(_ node: AnyGestureNode) { rebindNode(node) }
}

/// A value transformed: `Gesture.map(_:)`.
public struct _MapGesture<Base: Gesture, Output>: Gesture, GestureNodeMaking {
  static var containsDragGesture: Bool { gestureContainsDrag(Base.self) }
  public typealias Value = Output
  public typealias Body = Never
  let base: Base
  let transform: (Base.Value) -> Output

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    MapNode(makeGestureNode(base, setup), transform)
  }

  func rebind(_ node: AnyGestureNode) {
    guard let node = node as? MapNode<Base.Value, Output> else { return }
    node.transform = transform
    rebindGestureNode(base, node.child)
  }
}
