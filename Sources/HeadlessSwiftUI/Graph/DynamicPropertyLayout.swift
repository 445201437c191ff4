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
    /// A field whose type is a ``DynamicPropertyLink``, named without its underscore.
    case link(offset: Int, name: String, type: any DynamicPropertyLink.Type, isEnvironment: Bool)
    /// A struct field that is a ``DynamicProperty`` of other properties.
    case nested(offset: Int, layout: DynamicPropertyLayout)
    /// A field decided by its value's dynamic type, as the `Mirror` walk decides it.
    case value(offset: Int, label: String, type: any Any.Type)
  }

  let entries: [Entry]

  /// The layout of `type`, or nil when the walk must be kept (see the type's documentation).
  init?(of type: any Any.Type) {
    guard !(type is CustomReflectable.Type) else { return nil }
    var entries: [Entry] = []
    var described = true
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      let label = String(cString: name)
      switch kind {
      case .struct, .enum, .tuple, .function, .metatype, .existentialMetatype:
        if let link = fieldType as? any DynamicPropertyLink.Type {
          var shown = label
          if shown.hasPrefix("_") { shown.removeFirst() }
          entries.append(
            .link(
              offset: offset, name: shown, type: link,
              isEnvironment: fieldType is any EnvironmentKeyPathCarrier.Type))
        } else if fieldType is any DynamicProperty.Type {
          guard kind == .struct, let nested = DynamicPropertyLayout(of: fieldType) else {
            described = false
            return false
          }
          entries.append(.nested(offset: offset, layout: nested))
        }
      default:
        entries.append(.value(offset: offset, label: label, type: fieldType))
      }
      return true
    }
    guard complete, described else { return nil }
    self.entries = entries
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
      case .link(let offset, let name, let type, let isEnvironment):
        let link = type.load(from: base + offset)
        installed = installed || link.needsInstall
        if isEnvironment, let environment = link as? EnvironmentKeyPathCarrier {
          node.environmentFieldNames[environment.anyKeyPath] = name
        }
        link.install(in: node, slot: slot, name: name)
        slot += 1
      case .nested(let offset, let layout):
        layout.install(
          from: base + offset, into: node, slot: &slot, installed: &installed, graph: graph)
      case .value(let offset, let label, let type):
        graph.installProperty(
          label: label, value: loadValue(type, from: base + offset), into: node, slot: &slot,
          installed: &installed)
      }
    }
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
