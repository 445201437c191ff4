/// A view's state that a gesture sets while it is active and that returns to its initial value
/// when the gesture ends or fails: SwiftUI's `@GestureState` (semantics §2.3).
///
/// It is stored like `@State` (owned by the view: cause `yerel`); ``Gesture/updating(_:body:)``
/// writes it, and the reset writes ``initialValue`` with ``resetTransaction``.
@propertyWrapper
public struct GestureState<Value>: DynamicPropertyLink {
  /// The value the state returns to.
  public let initialValue: Value
  /// The transaction of the reset write (semantics §2.3: not the one `updating` edited).
  public let resetTransaction: Transaction
  let link: StateLink<Value>

  /// A gesture state starting, and resetting, at `wrappedValue`.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, Transaction()) }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state whose reset carries `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, resetTransaction)
  }

  /// A gesture state whose reset carries `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction)
  }

  private init(wrappedValue: Value, _ resetTransaction: Transaction) {
    initialValue = wrappedValue
    self.resetTransaction = resetTransaction
    link = StateLink()
  }

  /// The current value.
  public var wrappedValue: Value { link.box?.get() ?? initialValue }

  /// The gesture state itself, for ``Gesture/updating(_:body:)`` (`$dragOffset`).
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value from a gesture callback.
  func write(_ value: Value, transaction: Transaction) {
    link.box?.set(value, transaction: transaction)
  }

  /// Returns the value to ``initialValue``.
  func reset() { link.box?.set(initialValue, transaction: resetTransaction) }

  func install(in node: GraphNode, slot: Int, name: String) {
    link.box = node.stateBox(slot: slot, name: name, initial: initialValue)
  }

  func isSameInput(as other: Any) -> Bool { true }
}
