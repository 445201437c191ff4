/// A gesture that updates a ``GestureState`` while active (semantics §2.3).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  var sourceValueType: Any.Type { HeadlessSwiftUI.sourceValueType(of: base) ?? Value.self }

  func deliver(_ event: GestureEvent) {
    HeadlessSwiftUI.deliver(event, to: base)
    switch event {
    case .changed(let value):
      guard let value = value as? Value else { return }
      var current = state.wrappedValue
      var transaction = Transaction()
      transaction.tracksVelocity = true
      body(value, &current, &transaction)
      state.write(current, transaction: transaction)
    case .ended, .failed:
      state.reset()
    }
  }
}

/// A gesture with an `onChanged` action.
public struct _ChangedGesture<Base: Gesture>: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  let base: Base
  let action: (Value) -> Void

  var sourceValueType: Any.Type { HeadlessSwiftUI.sourceValueType(of: base) ?? Value.self }

  func deliver(_ event: GestureEvent) {
    HeadlessSwiftUI.deliver(event, to: base)
    if case .changed(let value) = event, let value = value as? Value {
      withAnimation(nil) { action(value) }
    }
  }
}

/// A gesture with an `onEnded` action.
public struct _EndedGesture<Base: Gesture>: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  let base: Base
  let action: (Value) -> Void

  var sourceValueType: Any.Type { HeadlessSwiftUI.sourceValueType(of: base) ?? Value.self }

  func deliver(_ event: GestureEvent) {
    HeadlessSwiftUI.deliver(event, to: base)
    if case .ended(let value) = event, let value = value as? Value { action(value) }
  }
}
