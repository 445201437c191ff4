/// Where a ``Binding`` reads and writes: a state box, a part of one, a closure pair, a constant.
///
/// Subclasses override everything; the base class exists so that `Binding` stays a plain
/// generic struct over one reference.
class Location<Value> {
  /// The current value; reading it during a body evaluation records a dependency when the
  /// location is backed by a state box (Docs/Semantics/SwiftUI.md §2.2, `@Binding`).
  @MainActor func get() -> Value { fatalError("abstract") }

  /// The current value, without recording a read.
  @MainActor func peek() -> Value { get() }

  /// Records that the body being evaluated read `value`, the image of this location's value
  /// through `projection`; state-backed locations pass it to their box.
  @MainActor func recordRead(projection: @escaping (Value) -> Any, value: Any) {}

  /// Writes `value` with `transaction` (deferred and coalesced by the graph).
  @MainActor func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }

  /// True when `other` reads and writes the same storage: the comparison that decides whether
  /// a view holding a binding got a new input (Docs/Semantics/SwiftUI.md §2.1.2, §2.2 `@Binding`).
  @MainActor func isSame(as other: Location<Value>) -> Bool { self === other }
}

/// A location inside another one, through a writable key path (`$model.size.width`).
final class KeyPathLocation<Root, Value>: Location<Value> {
  let base: Location<Root>
  let keyPath: WritableKeyPath<Root, Value>

  init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  /// Reads the part and records a projected read: the reader depends on this part only, so a
  /// change elsewhere in the root value does not re-run it (Docs/Semantics/SwiftUI.md §2.2
  /// `@Binding`: the box asks its location whether the value it reads changed).
  override func get() -> Value {
    let value = peek()
    recordRead(projection: { $0 }, value: value)
    return value
  }

  override func peek() -> Value { base.peek()[keyPath: keyPath] }

  override func recordRead(projection: @escaping (Value) -> Any, value: Any) {
    let keyPath = keyPath
    base.recordRead(projection: { projection($0[keyPath: keyPath]) }, value: value)
  }

  override func set(_ value: Value, transaction: Transaction) {
    var root = base.peek()
    root[keyPath: keyPath] = value
    base.set(root, transaction: transaction)
  }

  @MainActor
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base)
  }
}

/// A location made of a getter and a setter (`Binding(get:set:)`).
///
/// Closures cannot be compared, so two such locations are never the same and a view holding
/// one is re-run whenever its parent re-runs (Docs/Semantics/SwiftUI.md §2.1.3).
final class ClosureLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  override func get() -> Value { getter() }

  override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }

  override func isSame(as other: Location<Value>) -> Bool { false }
}

/// A location that always reads the same value and ignores writes (`Binding.constant`).
final class ConstantLocation<Value>: Location<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }

  override func get() -> Value { value }

  override func set(_ value: Value, transaction: Transaction) {}

  @MainActor
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ValueComparison.areEqual(value, other.value)
  }
}
