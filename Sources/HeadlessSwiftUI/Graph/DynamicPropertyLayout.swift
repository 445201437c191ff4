import Foundation
@_spi(Reflection) import Swift

/// Where a view type's dynamic properties are stored, worked out once per type, so that
/// connecting them before each body reads the properties at their offsets instead of walking a
/// `Mirror` of the view (``ViewGraph/installDynamicProperties(_:)``).
///
/// The walk it replaces visits the stored properties in declaration order and, for each value,
/// installs it when it is a ``DynamicPropertyLink``, descends into it when it is another
/// ``DynamicProperty``, and skips it otherwise. A field whose declared type answers that
/// question for every value it can hold (a struct or enum: its values have exactly that type)
/// is decided here, by its type; any other field (a class, an existential, an optional, …) is
/// read as a value and decided by the same casts as the walk (``Entry/value``). Types the
/// field records cannot describe, and types with a custom mirror (`CustomReflectable`, whose
/// `Mirror` children are not the stored properties), have no layout: the graph keeps the
/// `Mirror` walk for them. The installs, their slots, their names and their order are the
/// walk's.
struct DynamicPropertyLayout {
  enum Entry {
    /// A field whose type is a ``DynamicPropertyLink``, named without its underscore (`name`)
    /// and as declared (`label`).
    case link(
      offset: Int, name: String, label: String, type: any DynamicPropertyLink.Type,
      isEnvironment: Bool)
    /// A struct field, labelled `label`, that is a ``DynamicProperty`` of other properties.
    case nested(offset: Int, label: String, layout: DynamicPropertyLayout)
    /// A field decided by its value's dynamic type, as the `Mirror` walk decides it;
    /// `isObject` when its declared type is a class (``mayHoldDynamicProperty(at:)``).
    case value(offset: Int, label: String, type: any Any.Type, isObject: Bool)
  }

  let entries: [Entry]
  /// True when every entry is a link whose type installs the same connections again for the
  /// same value and node (``DynamicPropertyLink/reinstallsSame``), nested layouts included: a
  /// view value of this type installed once needs no install before its next body while it
  /// stays the node's value. False when an entry is decided by its value.
  let reinstallsSame: Bool

  /// The layout of `type`, or nil when the walk must be kept (see the type's documentation).
  init?(of type: any Any.Type) {
    guard !(type is CustomReflectable.Type) else { return nil }
    var entries: [Entry] = []
    var described = true
    // The empty options spelled by their raw value: the default argument, `[]`, is built by
    // `SetAlgebra`'s generic initializer from a sequence, whose associated types the runtime
    // resolves on each call (about 136,000 instructions a type, callgrind).
    let options = _EachFieldOptions(rawValue: 0)
    let complete = _forEachField(of: type, options: options) { name, offset, fieldType, kind in
      let label = String(cString: name)
      switch kind {
      case .struct, .enum, .tuple, .function, .metatype, .existentialMetatype:
        if let link = Self.knownLink(fieldType) ?? fieldType as? any DynamicPropertyLink.Type {
          var shown = label
          if shown.hasPrefix("_") { shown.removeFirst() }
          let isEnvironment = link.carriesEnvironmentKeyPath
          assert(isEnvironment == (fieldType is any EnvironmentKeyPathCarrier.Type), "\(link)")
          entries.append(
            .link(
              offset: offset, name: shown, label: label, type: link, isEnvironment: isEnvironment))
        } else if fieldType is any DynamicProperty.Type {
          guard kind == .struct, let nested = DynamicPropertyLayout(of: fieldType) else {
            described = false
            return false
          }
          entries.append(.nested(offset: offset, label: label, layout: nested))
        }
      default:
        entries.append(
          .value(offset: offset, label: label, type: fieldType, isObject: kind == .class))
      }
      return true
    }
    guard complete, described else { return nil }
    self.entries = entries
    self.reinstallsSame = entries.allSatisfy { entry in
      switch entry {
      case .link(_, _, _, let type, _): return type.reinstallsSame
      case .nested(_, _, let layout): return layout.reinstallsSame
      case .value: return false
      }
    }
  }

  /// Connects the dynamic properties of the value stored at `base` (whose type this layout
  /// describes) to `node`, numbering them from `slot`.
  @MainActor
  func install(
    from base: UnsafeRawPointer, into node: GraphNode, slot: inout Int, installed: inout Bool,
    graph: ViewGraph
  ) {
    for entry in entries {
      switch entry {
      case .link(let offset, let name, _, let type, let isEnvironment):
        let link = type.load(from: base + offset)
        installed = installed || link.needsInstall
        if isEnvironment, let environment = link as? EnvironmentKeyPathCarrier {
          node.environmentFieldNames[environment.anyKeyPath] = name
        }
        link.install(in: node, slot: slot, name: name)
        slot += 1
      case .nested(let offset, _, let layout):
        layout.install(
          from: base + offset, into: node, slot: &slot, installed: &installed, graph: graph)
      case .value(let offset, let label, let type, let isObject):
        if isObject, !Self.mayHoldDynamicProperty(at: base + offset) { continue }
        graph.installProperty(
          label: label, value: loadValue(type, from: base + offset), into: node, slot: &slot,
          installed: &installed)
      }
    }
  }

  /// The `_printChanges` tokens of the first body of a value stored at `base`, whose type this
  /// layout describes (Docs/Semantics/SwiftUI.md §10.1): what ``ViewGraph/appearanceChanges(of:)``
  /// reads from a `Mirror` of the value, read at the fields' offsets.
  ///
  /// The walk visits every stored property in declaration order and keeps the dynamic ones;
  /// the layout lists those in the same order (a struct or enum field that is no dynamic
  /// property is none for every value, so the layout leaves it out, as the walk skips it) and
  /// every field its type cannot decide, read as the value the walk casts.
  @MainActor
  func appearanceTokens(from base: UnsafeRawPointer) -> [String] {
    var hasDynamic = false
    var fields: [String] = []
    for entry in entries {
      switch entry {
      case .link(let offset, _, let label, let type, _):
        hasDynamic = true
        if type.load(from: base + offset).reportsFirstChange { fields.append(label) }
      case .nested(let offset, let label, let layout):
        hasDynamic = true
        if layout.reportsFirstChange(from: base + offset) { fields.append(label) }
      case .value(let offset, let label, let type, let isObject):
        if isObject, !Self.mayHoldDynamicProperty(at: base + offset) { continue }
        let value = loadValue(type, from: base + offset)
        guard value is DynamicProperty else { continue }
        hasDynamic = true
        if ViewGraph.reportsFirstChange(value) { fields.append(label) }
      }
    }
    return hasDynamic ? ["@self", "@identity"] + fields : ["@self"]
  }

  /// Whether a dynamic property stored at `base`, of the type this layout describes, is named
  /// on the first body: whether one of its own dynamic properties is, as the walk asks.
  @MainActor
  private func reportsFirstChange(from base: UnsafeRawPointer) -> Bool {
    entries.contains { entry in
      switch entry {
      case .link(let offset, _, _, let type, _):
        return type.load(from: base + offset).reportsFirstChange
      case .nested(let offset, _, let layout):
        return layout.reportsFirstChange(from: base + offset)
      case .value(let offset, _, let type, let isObject):
        if isObject, !Self.mayHoldDynamicProperty(at: base + offset) { return false }
        let value = loadValue(type, from: base + offset)
        return value is DynamicProperty && ViewGraph.reportsFirstChange(value)
      }
    }
  }
}

extension DynamicPropertyLayout {
  /// Whether the object stored at `address` (a field whose declared type is a class) can be a
  /// dynamic property: its class conforms to ``DynamicProperty`` (which ``DynamicPropertyLink``
  /// refines), or it is an `NSObject`, which may be Foundation's box of a value (`__SwiftValue`)
  /// that only the value's cast opens. False answers what the casts of the value answer, asked
  /// of the object's class: a cast of an object whose class does not conform then tries to unbox
  /// it, with conformance look-ups of its own (callgrind: about 110,000 instructions the first
  /// time for each class, and 500,000 once a process to find Foundation's box class).
  static func mayHoldDynamicProperty(at address: UnsafeRawPointer) -> Bool {
    let objectType: any AnyObject.Type = type(of: address.load(as: AnyObject.self))
    return objectType is any DynamicProperty.Type || objectType is NSObject.Type
  }
}

extension DynamicPropertyLayout {
  /// `type` as a link when it is a `State`, a `Binding` or an `Environment`, told by its
  /// metadata's type descriptor; nil for any other type, which the cast decides.
  ///
  /// The three conform without conditions, so the link type made here from the type's
  /// generic argument is what the cast answers. The cast asked of a type the process has not
  /// asked it of before scans every conformance record of the process (callgrind: about
  /// 500,000 instructions a type; a `State<Int>` and a `Binding<Int>` on the benchmark's first
  /// mount, Docs/Performance.md, round 37). The metadata's layout is the Swift ABI's for a
  /// struct: its kind, its type descriptor, then its generic arguments. A debug build checks
  /// the answer against the cast.
  static func knownLink(_ type: any Any.Type) -> (any DynamicPropertyLink.Type)? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == KnownLinks.structKind else { return nil }
    let make: (any Any.Type) -> any DynamicPropertyLink.Type
    switch metadata.load(fromByteOffset: 8, as: Int.self) {
    case KnownLinks.stateDescriptor: make = KnownLinks.state(of:)
    case KnownLinks.bindingDescriptor: make = KnownLinks.binding(of:)
    case KnownLinks.environmentDescriptor: make = KnownLinks.environment(of:)
    default: return nil
    }
    let argument = unsafeBitCast(
      metadata.load(fromByteOffset: 16, as: UnsafeRawPointer.self), to: Any.Type.self)
    let link = make(argument)
    assert(
      ObjectIdentifier(link) == ObjectIdentifier(type) && type is any DynamicPropertyLink.Type,
      "\(type) told as \(link)")
    return link
  }
}

/// What ``DynamicPropertyLayout/knownLink(_:)`` compares and makes.
private enum KnownLinks {
  /// The metadata kind of a struct.
  static let structKind = 0x200
  /// The type descriptors' addresses.
  static let stateDescriptor = descriptor(of: State<Int>.self)
  static let bindingDescriptor = descriptor(of: Binding<Int>.self)
  static let environmentDescriptor = descriptor(of: Environment<Int>.self)

  static func descriptor(of type: any Any.Type) -> Int {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 8, as: Int.self)
  }

  static func state(of value: any Any.Type) -> any DynamicPropertyLink.Type {
    func make<Value>(_: Value.Type) -> any DynamicPropertyLink.Type { State<Value>.self }
    return make(value)
  }

  static func binding(of value: any Any.Type) -> any DynamicPropertyLink.Type {
    func make<Value>(_: Value.Type) -> any DynamicPropertyLink.Type { Binding<Value>.self }
    return make(value)
  }

  static func environment(of value: any Any.Type) -> any DynamicPropertyLink.Type {
    func make<Value>(_: Value.Type) -> any DynamicPropertyLink.Type { Environment<Value>.self }
    return make(value)
  }
}

extension DynamicPropertyLink {
  /// A copy of the property stored at `address`.
  static func load(from address: UnsafeRawPointer) -> any DynamicPropertyLink {
    address.assumingMemoryBound(to: Self.self).pointee
  }
}

/// A copy of the `T` stored at `address`, as `Any`.
private func loadValue<T>(_ type: T.Type, from address: UnsafeRawPointer) -> Any {
  address.assumingMemoryBound(to: T.self).pointee
}
