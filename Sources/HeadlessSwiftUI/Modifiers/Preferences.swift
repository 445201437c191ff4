// Preferences: values views pass up to their ancestors (SwiftUI's `PreferenceKey`,
// `.preference(key:value:)`, `.onPreferenceChange(_:perform:)`; Docs/RealCode.md,
// "Preferences").
//
// A writer's value replaces the values of its own content for its key; the values of the
// writers under a view are combined in view-tree order with the key's `reduce`, starting from
// the first one (no writer: the key's default value). After each update in which a writer
// appeared, changed or went away, every `.onPreferenceChange` above it for the same key
// collects its subtree's value again and runs its action when that value differs from the one
// it last reported; the first value collected is always reported. Values that come from a
// `GeometryReader` follow its size: its content is rebuilt when a layout gives it another
// frame (Views/GeometryReader.swift), which updates the writers inside.

/// A named value produced by views and read by their ancestors.
public protocol PreferenceKey {
  associatedtype Value
  /// The value when no view under the reader sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, the values so far, with the next one in view-tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: sets the key's value for the modified view (layout-transparent).
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier,
  UpdateObservingEffect
{
  public typealias Body = Never
  /// The value written.
  public let value: Key.Value

  @MainActor
  func didAppear(in graph: ViewGraph, node: GraphNode) { PreferenceRouting.changed(Key.self, node) }
  @MainActor
  func didUpdate(previous: Self, in graph: ViewGraph, node: GraphNode) {
    PreferenceRouting.changed(Key.self, node)
  }
  @MainActor
  func didDisappear(in graph: ViewGraph, node: GraphNode) {
    PreferenceRouting.changed(Key.self, node)
  }
}

extension _PreferenceWritingModifier: PassthroughLayoutModifier {}

/// `.onPreferenceChange(_:perform:)`: runs `action` with the subtree's value of the key when it
/// changes (layout-transparent).
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier,
  ModifierEffect
where Key.Value: Equatable {
  public typealias Body = Never
  let action: (Key.Value) -> Void

  @MainActor
  func didAppear(in graph: ViewGraph, node: GraphNode) { check(node) }
}

extension _PreferenceActionModifier: PassthroughLayoutModifier {}

/// A writer of some key's value.
@MainActor
protocol PreferenceWriting {
  var keyType: ObjectIdentifier { get }
  var anyValue: Any { get }
}

extension _PreferenceWritingModifier: PreferenceWriting {
  var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }
  var anyValue: Any { value }
}

/// A reader of some key's value.
@MainActor
protocol PreferenceObserving {
  var keyType: ObjectIdentifier { get }
  /// Collects the value under `node` (this modifier's node) and reports a change.
  func check(_ node: GraphNode)
}

/// The last value an `.onPreferenceChange` node reported.
@MainActor
final class PreferenceReport<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The slot of an `.onPreferenceChange` node's ``PreferenceReport``.
let preferenceSlot = -3

extension _PreferenceActionModifier: PreferenceObserving {
  var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }

  @MainActor
  func check(_ node: GraphNode) {
    guard !node.isRemoved else { return }
    let value = PreferenceRouting.collect(Key.self, under: node)
    if let report = node.slots[preferenceSlot] as? PreferenceReport<Key.Value> {
      guard report.value != value else { return }
      report.value = value
    } else {
      node.slots[preferenceSlot] = PreferenceReport(value)
    }
    action(value)
  }
}

@MainActor
enum PreferenceRouting {
  /// A writer of `key` at `node` appeared, changed or left: the readers above it check.
  static func changed<K: PreferenceKey>(_ key: K.Type, _ node: GraphNode) {
    let id = ObjectIdentifier(key)
    var ancestor = node.parent
    while let current = ancestor {
      if let observer = current.effect as? PreferenceObserving, observer.keyType == id {
        observer.check(current)
      }
      ancestor = current.parent
    }
  }

  /// The value of `key` under `node`: its writers' values in view-tree order, reduced.
  static func collect<K: PreferenceKey>(_ key: K.Type, under node: GraphNode) -> K.Value {
    let id = ObjectIdentifier(key)
    var result: K.Value?
    func visit(_ node: GraphNode) {
      guard !node.isRemoved else { return }
      if let writer = node.effect as? PreferenceWriting, writer.keyType == id,
        let value = writer.anyValue as? K.Value
      {
        if result == nil {
          result = value
        } else if var combined = result {
          K.reduce(value: &combined) { value }
          result = combined
        }
        return
      }
      for child in node.children { visit(child) }
    }
    for child in node.children { visit(child) }
    return result ?? K.defaultValue
  }
}

nonisolated extension View {
  /// Sets `key`'s value for this view, for the ancestors that read it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> ModifiedContent<Self, _PreferenceWritingModifier<K>>
  {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Runs `action` with the value of `key` under this view: first when collected, then
  /// whenever it changes.
  @MainActor
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}
