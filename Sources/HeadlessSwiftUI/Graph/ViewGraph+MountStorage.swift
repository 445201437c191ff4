/// The members every mounted view reads or writes, kept in the graph's unchecked storage
/// (``GraphStorage``, Docs/Architecture.md, "Unchecked storage") and read through these
/// computed properties: as class properties, each read and write checked its exclusivity at
/// run time (`swift_beginAccess`, about 80 instructions: some 630,000 a later mount of 1k
/// views, 6.8% of it, callgrind).
extension ViewGraph {
  /// When false, evaluations, changed keys and samples are counted but not kept (benchmarks).
  var keepsRecords: Bool {
    get { storage.keepsRecords }
    set { storage.keepsRecords = newValue }
  }

  /// The serial number of the last node created.
  var nodeSerial: Int {
    get { storage.nodeSerial }
    _modify { yield &storage.nodeSerial }
  }

  /// How many insertions are in progress: inside one, only the inserted subtree's root
  /// transitions in (Docs/Semantics/SwiftUI.md §11.2).
  var insertionDepth: Int {
    get { storage.insertionDepth }
    _modify { yield &storage.insertionDepth }
  }

  /// What the graph asks of each view type, by type (``ViewTypeTraits``).
  var typeTraits: [ObjectIdentifier: ViewTypeTraits] {
    get { storage.typeTraits }
    _modify { yield &storage.typeTraits }
  }

  /// Whether each view type installs any dynamic property, by type (false: never again
  /// looked up, ``installDynamicProperties(_:)``).
  var hasDynamicProperties: [ObjectIdentifier: Bool] {
    get { storage.hasDynamicProperties }
    _modify { yield &storage.hasDynamicProperties }
  }

  /// The `_printChanges` tokens of a type's first body, by view type.
  var appearanceTokens: [ObjectIdentifier: [String]] {
    get { storage.appearanceTokens }
    _modify { yield &storage.appearanceTokens }
  }
}
