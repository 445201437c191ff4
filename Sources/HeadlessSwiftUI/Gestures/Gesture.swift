/// A description of how touches become values: SwiftUI's `Gesture`.
///
/// Headless gestures receive their values from the host (``ViewHost/drag(_:translation:steps:)``),
/// not from a recogniser; the recognition rules (semantics §2.4) belong to the gestures issue.
/// The callbacks and `@GestureState` follow semantics §2.3: `updating` runs for active values,
/// and on end or failure the gesture state resets before `onEnded` runs.
public protocol Gesture {
  /// The values the gesture produces.
  associatedtype Value
}

/// A phase event delivered to a gesture.
enum GestureEvent {
  /// The gesture is active with a new value.
  case changed(Any)
  /// The gesture ended successfully with its last value.
  case ended(Any)
  /// The gesture failed or was cancelled.
  case failed
}

/// A gesture the host can deliver events to.
protocol DrivableGesture {
  /// The type of the values at the bottom of the gesture (the recogniser's values).
  var sourceValueType: Any.Type { get }
  /// Delivers `event`, running callbacks inside out.
  func deliver(_ event: GestureEvent)
}

extension Gesture {
  /// Updates `state` while the gesture is active; `state` resets when it ends or fails.
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
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// This gesture, then `other` once this one ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, or `other` when this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// Delivers `event` to `gesture` when it is drivable.
func deliver(_ event: GestureEvent, to gesture: Any) {
  (gesture as? DrivableGesture)?.deliver(event)
}

/// The value type at the bottom of `gesture`.
func sourceValueType(of gesture: Any) -> Any.Type? {
  (gesture as? DrivableGesture)?.sourceValueType
}
