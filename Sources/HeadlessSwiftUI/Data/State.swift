/// A value owned by a view identity: SwiftUI's `@State`.
///
/// The storage lives in the view graph, keyed by the view's identity; the struct only carries
/// the initial value, which is used when the identity first appears and ignored afterwards.
/// Reading ``wrappedValue`` during the owner's body makes the owner depend on it (cause
/// `yerel`), reading it through a binding in a descendant makes that descendant depend on it
/// (cause `ebeveyn`); reading ``projectedValue`` records nothing. A write of an equal value does
/// nothing; a write during a body evaluation is reported and dropped (Docs/Semantics/SwiftUI.md
/// §2.2).
///
/// Like Apple's, the struct is not isolated and declares its graph conformance in an
/// extension: a property wrapper whose type is marked `nonisolated` makes the compiler check
/// its initial-value expression (`@State var model = Model()`) outside the view's main actor,
/// which rejects a `@MainActor` model's initializer (Docs/Semantics/SwiftUI.md §13.7).
@propertyWrapper
public struct State<Value> {
  let initialValue: Value
  let link: StateLink<Value>

  /// A state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    link = StateLink(initial: wrappedValue)
  }

  /// A state starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value (the initial value before the view is in a graph).
  @MainActor @preconcurrency
  public var wrappedValue: Value {
    get { link.box?.get() ?? initialValue }
    nonmutating set {
      if let box = link.box {
        box.set(newValue, transaction: Transaction())
      }
    }
  }

  /// A binding to the state (`$value`).
  public var projectedValue: Binding<Value> {
    if let box = link.box { return Binding(location: box) }
    return Binding(location: link)
  }
}

/// Stored like `@GestureState`: the same input while the stored initial values are equal by
/// the view comparison rules. SwiftUI compares a view's stored fields, and a `State` stores its
/// initial value, so a child built with a fresh object (`@State var model = Model()`) is a new
/// input (`@self`) although its state keeps the first object (Docs/Semantics/SwiftUI.md §10.3).
extension State: StateStoredProperty {}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// Connects one `State` struct to its box; shared by copies of the struct.
///
/// A state that is never installed in a view (a `static` one of a preview provider, whose
/// binding the preview passes on) is, as Apple logs ("Accessing State's value outside of being
/// installed on a View"), a constant binding of its initial value: reads give that value and
/// writes are dropped (Docs/Semantics/SwiftUI.md §19.1).
final class StateLink<Value>: Location<Value> {
  var box: StateBox<Value>?
  private let initial: Value?

  init(initial: Value? = nil) {
    self.initial = initial
  }

  override func get() -> Value {
    if let box { return box.get() }
    return uninstalled()
  }

  override func peek() -> Value {
    if let box { return box.peek() }
    return uninstalled()
  }

  private func uninstalled() -> Value {
    guard let initial else {
      fatalError("State read through a binding before its view was installed")
    }
    return initial
  }

  override func recordRead(projection: @escaping (Value) -> Any, value: Any) {
    box?.recordRead(projection: projection, value: value)
  }

  override func set(_ value: Value, transaction: Transaction) {
    box?.set(value, transaction: transaction)
  }

  @MainActor
  override func isSame(as other: Location<Value>) -> Bool {
    if let box, let otherLink = other as? StateLink<Value> { return box === otherLink.box }
    if let box { return box === other }
    return self === other
  }
}
