import Foundation
import Runtime

/// A value kept by key in the app's user defaults: SwiftUI's `@AppStorage("key")`.
///
/// Headless, the defaults are an in-memory store per `Runtime` (nothing is written to disk,
/// so runs stay independent and deterministic); the `store:` argument is accepted and ignored.
/// Each view identity holds the value like a `@State` (reads make the view depend on it, cause
/// `yerel`; a write of an equal value does nothing, Docs/Semantics/SwiftUI.md §2.2 `@State`), and
/// a write goes to the store and to every other view reading the same key, which then re-run,
/// as views sharing a user-defaults key do in SwiftUI. A view that appears later starts from
/// the stored value, else from its default. Any value type is accepted (SwiftUI limits it to
/// property-list types); Docs/RealCode.md, "AppStorage".
@propertyWrapper
nonisolated public struct AppStorage<Value>: StoredValueProperty {
  let key: String
  let defaultValue: Value
  let link: StoredValueLink<Value>

  /// The value stored under `key`, `wrappedValue` when none is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    defaultValue = wrappedValue
    link = StoredValueLink(key: key, scope: "app")
  }

  /// The current value (the stored or default value before the view is in a graph).
  @MainActor @preconcurrency
  public var wrappedValue: Value {
    get { stored }
    nonmutating set { stored = newValue }
  }

  /// A binding that reads and writes the stored value (`$value`).
  public var projectedValue: Binding<Value> { Binding(location: link) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional value stored under `key`, nil when none is.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

/// A value kept by key for the scene: SwiftUI's `@SceneStorage("key")`. Headless there is one
/// scene, so it is ``AppStorage`` in a store of its own (same keys do not mix).
@propertyWrapper
nonisolated public struct SceneStorage<Value>: StoredValueProperty {
  let key: String
  let defaultValue: Value
  let link: StoredValueLink<Value>

  /// The value stored under `key`, `wrappedValue` when none is.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
    link = StoredValueLink(key: key, scope: "scene")
  }

  /// The current value.
  @MainActor @preconcurrency
  public var wrappedValue: Value {
    get { stored }
    nonmutating set { stored = newValue }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> { Binding(location: link) }
}

/// What ``AppStorage`` and ``SceneStorage`` share: a value kept under `key` in a store of the
/// runtime (``StoredValueLink``), `defaultValue` until one is stored.
protocol StoredValueProperty: DynamicPropertyLink {
  associatedtype Value
  var key: String { get }
  var defaultValue: Value { get }
  var link: StoredValueLink<Value> { get }
}

extension StoredValueProperty {
  /// The stored value, or the default; a write goes to the store and to every view reading
  /// the key.
  var stored: Value {
    get { link.box?.get() ?? defaultValue }
    nonmutating set { link.set(newValue, transaction: Transaction()) }
  }

  func install(in node: GraphNode, slot: Int, name: String) {
    link.install(in: node, slot: slot, name: name, default: defaultValue)
  }

  /// The same input when it is the same kind of storage under the same key.
  func isSameInput(as other: Any) -> Bool { (other as? Self)?.key == key }

  var reportsFirstChange: Bool { true }
}

/// The in-memory user defaults of one runtime: values by scope and key, and the state boxes
/// of the views that read each key.
final class StoredValues {
  struct Key: Hashable {
    let scope: String
    let key: String
  }
  private(set) var values: [Key: Any] = [:]
  private var readers: [Key: [WeakBox]] = [:]

  final class WeakBox {
    weak var box: AnyObject?
    init(_ box: AnyObject) { self.box = box }
  }

  static func of(_ runtime: Runtime) -> StoredValues {
    runtime.component(StoredValues.self) { _ in StoredValues() }
  }

  func value(for key: Key) -> Any? { values[key] }

  func register(_ box: AnyObject, for key: Key) {
    var list = readers[key, default: []].filter { $0.box != nil }
    if !list.contains(where: { $0.box === box }) { list.append(WeakBox(box)) }
    readers[key] = list
  }

  /// Stores `value` and writes it into every other reader's box of the same type.
  @MainActor
  func write<Value>(_ value: Value, for key: Key, from source: AnyObject?, transaction: Transaction)
  {
    values[key] = value
    for reader in readers[key] ?? [] where reader.box !== source {
      (reader.box as? StateBox<Value>)?.set(value, transaction: transaction)
    }
  }
}

/// Connects one `@AppStorage`/`@SceneStorage` struct to its view's box and the store.
final class StoredValueLink<Value>: Location<Value> {
  let key: StoredValues.Key
  var box: StateBox<Value>?
  private weak var store: StoredValues?

  init(key: String, scope: String) {
    self.key = StoredValues.Key(scope: scope, key: key)
  }

  @MainActor
  func install(in node: GraphNode, slot: Int, name: String, default value: Value) {
    let store = StoredValues.of(node.graph.runtime)
    self.store = store
    let initial = (store.value(for: key) as? Value) ?? value
    let box = node.stateBox(slot: slot, name: name, initial: initial)
    self.box = box
    store.register(box, for: key)
  }

  override func get() -> Value {
    guard let box else {
      fatalError("AppStorage read through a binding before its view was installed")
    }
    return box.get()
  }

  override func peek() -> Value {
    guard let box else {
      fatalError("AppStorage read through a binding before its view was installed")
    }
    return box.peek()
  }

  override func recordRead(projection: @escaping (Value) -> Any, value: Any) {
    box?.recordRead(projection: projection, value: value)
  }

  override func set(_ value: Value, transaction: Transaction) {
    guard let box else {
      StoredValues.of(Runtime.current).write(
        value, for: key, from: nil, transaction: transaction)
      return
    }
    box.set(value, transaction: transaction)
    (store ?? StoredValues.of(Runtime.current)).write(
      value, for: key, from: box, transaction: transaction)
  }

  @MainActor
  override func isSame(as other: Location<Value>) -> Bool {
    if let box, let otherLink = other as? StoredValueLink<Value> { return box === otherLink.box }
    return self === other
  }
}
