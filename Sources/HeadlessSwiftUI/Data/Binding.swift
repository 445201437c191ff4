/// A two-way connection to a value owned elsewhere: SwiftUI's `Binding`.
///
/// Reading ``wrappedValue`` during a body evaluation records a dependency on the state behind
/// it, so the reading view re-runs when that state changes; its cause is `ebeveyn` when an
/// ancestor owns the state (Docs/Semantics/SwiftUI.md §2.2 `@Binding`, §2.8). A binding to a part
/// (`$size.width`, a `ForEach($items)` row) depends on that part only: the reader re-runs when
/// the part it read changed. A view that only holds or
/// forwards a binding does not depend on it. Two bindings are the same input when they reach
/// the same storage by the same path; the value is not part of the comparison (a documented
/// simplification of Docs/Semantics/SwiftUI.md §2.2 [D]: the read dependency re-runs readers
/// anyway).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: Location<Value>
  /// The transaction writes through this binding carry (``animation(_:)``).
  public var transaction: Transaction

  init(location: Location<Value>, transaction: Transaction = Transaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
  }

  /// A binding from a getter and a setter that receives the write's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// The same binding (for `@Binding var x` initialised from `$y`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value; writes are deferred to the next update and coalesced (Docs/Semantics/SwiftUI.md
  /// §2.2, §2.9).
  @MainActor @preconcurrency public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue, transaction: transaction) }
  }

  /// The binding itself (`$x` on a `@Binding var x`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
  }

  /// This binding with writes animated by `animation` (Docs/Semantics/SwiftUI.md §2.5).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// This binding with writes carrying `transaction` (Docs/Semantics/SwiftUI.md §2.5).
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty, DynamicPropertyLink {
  func install(in node: GraphNode, slot: Int, name: String) {}

  var needsInstall: Bool { false }

  nonisolated static var reinstallsSame: Bool { true }

  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSame(as: other.location)
  }
}
