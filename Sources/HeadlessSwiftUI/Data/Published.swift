/// A property of an ``ObservableObject`` that announces every assignment: Combine's
/// `@Published`, without Combine.
///
/// It sends `objectWillChange` before storing, on every assignment, even of an equal value
/// (semantics §2.2 `@ObservedObject`, §2.7 complaint 2).
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
      if box.name == nil { box.name = PropertyName.of(wrappedKeyPath) }
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

/// The property name of a key path (`\Model.count` → `count`).
enum PropertyName {
  static func of(_ keyPath: AnyKeyPath) -> String {
    let text = String(describing: keyPath)
    guard let dot = text.firstIndex(of: ".") else { return text }
    return String(text[text.index(after: dot)...])
  }
}
