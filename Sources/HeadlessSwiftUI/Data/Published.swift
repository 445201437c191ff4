/// A property of an ``ObservableObject`` that announces every assignment: Combine's
/// `@Published`, without Combine.
///
/// It sends `objectWillChange` before storing, on every assignment, even of an equal value
/// (Docs/Semantics/SwiftUI.md §2.2 `@ObservedObject`, §2.7 complaint 2).
@propertyWrapper
public struct Published<Value>: PublishedField {
  let box: PublishedBox<Value>

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  var storage: PublishedStorage { box }

  /// Only available inside a class, through the enclosing-instance subscript.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swift-format-ignore
  }

  /// Reads and writes the property of `object`, announcing writes first.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if box.name == nil { box.name = PropertyName.of(box, in: object) }
      (box.publisher ?? object.objectWillChange).send(key: box.name)
      box.value = newValue
    }
  }
}

/// Lets ``ObservableObject/objectWillChange`` find the published properties by reflection.
protocol PublishedField {
  var storage: PublishedStorage { get }
}

/// The non-generic part of a published property's storage.
class PublishedStorage {
  var publisher: ObservableObjectPublisher?
  var name: String?
}

/// A published property's value.
final class PublishedBox<Value>: PublishedStorage {
  var value: Value

  init(_ value: Value) { self.value = value }
}

/// Property names for measurement keys.
enum PropertyName {
  /// The name of a stored-property key path (`\Model.count` → `count`); nil for computed
  /// properties, whose key paths do not print their names.
  static func of(_ keyPath: AnyKeyPath) -> String? {
    let text = String(describing: keyPath)
    guard !text.contains("<computed"), let dot = text.firstIndex(of: ".") else { return nil }
    return String(text[text.index(after: dot)...])
  }

  /// The name of the `@Published` property of `object` stored in `storage` (`_volume` →
  /// `volume`), found by reflection.
  static func of(_ storage: PublishedStorage, in object: AnyObject) -> String? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let field = child.value as? PublishedField, field.storage === storage,
          var label = child.label
        else { continue }
        if label.hasPrefix("_") { label.removeFirst() }
        return label
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// The conventional property name of an environment key type (`AccentKey` → `accent`).
  static func ofEnvironmentKey(_ typeName: String) -> String {
    var name = typeName
    if name.hasPrefix("("), let space = name.firstIndex(of: " ") {
      name = String(name[name.index(after: name.startIndex)..<space])
    }
    if name.hasSuffix("Key") && name.count > 3 { name.removeLast(3) }
    guard let first = name.first else { return typeName }
    return first.lowercased() + name.dropFirst()
  }
}
