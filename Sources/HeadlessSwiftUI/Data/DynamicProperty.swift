/// A stored property of a view that the view graph manages: `@State`, `@Binding`,
/// `@Environment`, `@ObservedObject`, … or a struct of such properties.
///
/// Before each body evaluation the graph walks the view's stored properties (at the offsets
/// its type's field records give, or with `Mirror` where they cannot tell,
/// `DynamicPropertyLayout`; into nested dynamic properties too) and connects each one to the
/// storage of the view's identity, so state survives the view struct being re-created
/// (Docs/Semantics/SwiftUI.md §2.2).
public protocol DynamicProperty {
  /// Called before the body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the graph connects to per-identity storage.
@MainActor
protocol DynamicPropertyLink: DynamicProperty {
  /// Connects the property, the `slot`-th dynamic property of `node`, named `name`
  /// (the field name without its underscore).
  func install(in node: GraphNode, slot: Int, name: String)

  /// Whether this property, in a freshly created view struct, is the same input as `other`
  /// (the old struct's property). State-like properties always are: their initial value is
  /// only used once (Docs/Semantics/SwiftUI.md §2.2 `@State`).
  func isSameInput(as other: Any) -> Bool

  /// False for properties whose ``install(in:slot:name:)`` does nothing (bindings): a view
  /// type holding only those is not reflected over before each body.
  var needsInstall: Bool { get }

  /// True for properties whose storage is created with the identity (`@State`,
  /// `@GestureState`, `@StateObject`) or first resolved then (`@Environment`): they are named
  /// among the changes of the first body (`_count`), after `@self, @identity`
  /// (Docs/Semantics/SwiftUI.md §10.1).
  var reportsFirstChange: Bool { get }

  /// True when installing the same property value again into the same node changes nothing
  /// (what it connects to depends only on the value and the node's identity, not on the
  /// node's environment): the graph then skips the install of a view value it installed
  /// already (``DynamicPropertyLayout/reinstallsSame``). False by default.
  nonisolated static var reinstallsSame: Bool { get }

  /// True for `@Environment`, the one link that names its field by key path
  /// (``EnvironmentKeyPathCarrier``): told by the link type's own witness table, where the
  /// layout cast each new link type to the carrier protocol, a scan of every conformance record
  /// of the process the first time (about 500,000 instructions a type, callgrind). False by
  /// default; a debug build checks the answer against the cast (``DynamicPropertyLayout``).
  nonisolated static var carriesEnvironmentKeyPath: Bool { get }
}

extension DynamicPropertyLink {
  var needsInstall: Bool { true }
  var reportsFirstChange: Bool { false }
  nonisolated static var reinstallsSame: Bool { false }
  nonisolated static var carriesEnvironmentKeyPath: Bool { false }
}

/// A property stored as `@State` is (`@State`, `@GestureState`): its storage is a state box of
/// the node, created with the identity from the initial value, and a fresh view struct's
/// property is the same input as the old one's while their initial values are equal
/// (Docs/Semantics/SwiftUI.md §10.3).
protocol StateStoredProperty: DynamicPropertyLink {
  associatedtype Value
  /// The value the storage starts at.
  var initialValue: Value { get }
  /// The connection to the node's state box.
  var link: StateLink<Value> { get }
}

extension StateStoredProperty {
  /// The node's box of `slot` is made once per identity and kept: the same box each time.
  nonisolated static var reinstallsSame: Bool { true }

  func install(in node: GraphNode, slot: Int, name: String) {
    link.box = node.stateBox(slot: slot, name: name, initial: initialValue)
  }

  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return ValueComparison.areEqual(initialValue, other.initialValue)
  }

  var reportsFirstChange: Bool { true }
}
