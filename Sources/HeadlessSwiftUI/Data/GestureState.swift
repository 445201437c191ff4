/// A view's state that a gesture sets while it is active and that returns to its initial value
/// when the gesture ends or fails: SwiftUI's `@GestureState` (Docs/Semantics/SwiftUI.md §2.3).
///
/// It is stored like `@State` (owned by the view: cause `yerel`); ``Gesture/updating(_:body:)``
/// writes it, and the reset writes ``initialValue`` with ``resetTransaction``.
@propertyWrapper
nonisolated public struct GestureState<Value>: StateStoredProperty {
  /// The value the state returns to.
  public let initialValue: Value
  /// The transaction of the reset write (Docs/Semantics/SwiftUI.md §2.3: not the one `updating`
  /// edited).
  public let resetTransaction: Transaction
  private let resetBody: ((Value, inout Transaction) -> Void)?
  let link: StateLink<Value>

  /// A gesture state starting, and resetting, at `wrappedValue`.
  public init(wrappedValue: Value) { self.init(wrappedValue, Transaction(), nil) }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state whose reset carries `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue, resetTransaction, nil)
  }

  /// A gesture state whose reset carries `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(initialValue, resetTransaction, nil)
  }

  /// A gesture state whose reset calls `reset` with the value being reset and the reset's
  /// transaction, which it may edit.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue, Transaction(), reset)
  }

  /// A gesture state whose reset calls `reset` (see ``init(wrappedValue:reset:)``).
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(initialValue, Transaction(), reset)
  }

  private init(
    _ initialValue: Value, _ resetTransaction: Transaction,
    _ reset: ((Value, inout Transaction) -> Void)?
  ) {
    self.initialValue = initialValue
    self.resetTransaction = resetTransaction
    resetBody = reset
    link = StateLink()
  }

  /// The current value.
  @MainActor @preconcurrency public var wrappedValue: Value {
    // Not `??`: its optional of the generic `Value` asks the runtime for metadata on each read.
    if let box = link.box { return box.get() }
    return initialValue
  }

  /// The gesture state itself, for ``Gesture/updating(_:body:)`` (`$dragOffset`).
  public var projectedValue: GestureState<Value> { self }

  /// The live value, without recording a read (for gesture callbacks).
  @MainActor var currentValue: Value {
    if let box = link.box { return box.peek() }
    return initialValue
  }

  /// Sets the value from a gesture callback.
  @MainActor
  func write(_ value: Value, transaction: Transaction) {
    link.box?.set(value, transaction: transaction)
  }

  /// Returns the value to ``initialValue`` with the reset transaction, through the
  /// `reset` closure when one was given.
  @MainActor
  func reset() {
    // The state of a view that left the graph goes with it: nothing to reset.
    guard let box = link.box, !box.isDetached else { return }
    var transaction = resetTransaction
    resetBody?(box.peek(), &transaction)
    box.set(initialValue, transaction: transaction)
  }
}
