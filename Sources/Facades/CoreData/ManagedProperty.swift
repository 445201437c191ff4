import Foundation

/// The value an `@_NSManaged` property holds, in a box the object's copies of the wrapper
/// share, so that ``NSManagedObject/value(forKey:)`` and ``NSManagedObject/setValue(_:forKey:)``
/// reach it through the object's mirror.
final class ManagedValueBox {
  var value: Any?
}

/// A wrapper `value(forKey:)` can find by the property's name.
protocol ManagedPropertyStorage {
  var box: ManagedValueBox { get }
}

/// What `screenlab run` makes of an `@NSManaged` property of a managed-object class (CD-1.3):
/// the value lives in the object, a write announces the change to the object's observers and
/// marks it updated in its context, and `value(forKey:)`/`setValue(_:forKey:)` with the
/// property's name read and write the same value. A property not yet written reads nil (an
/// optional), zero, false or an empty string; any other type stops the program, as Core Data
/// has no value to give either.
@propertyWrapper
public struct _NSManaged<Value>: ManagedPropertyStorage {
  let box = ManagedValueBox()

  public init() {}

  public init(wrappedValue: Value) {
    box.value = wrappedValue
  }

  @available(*, unavailable, message: "@NSManaged applies to properties of an NSManagedObject")
  public var wrappedValue: Value {
    get { fatalError("@NSManaged applies to properties of an NSManagedObject") }
    set { fatalError("@NSManaged applies to properties of an NSManagedObject") }
  }

  public static subscript<Object: NSManagedObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
  ) -> Value {
    get {
      let box = object[keyPath: storageKeyPath].box
      if let value = box.value as? Value { return value }
      return Self.unset()
    }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].box.value = newValue
      object.context?.objectDidChange(object)
    }
  }

  /// The value of a property not yet written.
  static func unset() -> Value {
    if let none = Value.self as? any ExpressibleByNilLiteral.Type,
      let value = none.init(nilLiteral: ()) as? Value
    {
      return value
    }
    if let number = Value.self as? any AdditiveArithmetic.Type, let zero = number.zero as? Value {
      return zero
    }
    if let value = false as? Value { return value }
    if let value = "" as? Value { return value }
    fatalError("@NSManaged property of type \(Value.self) read before it was set")
  }
}

extension NSManagedObject {
  /// The `@_NSManaged` wrapper of the property `key`, found by its storage's name (`_key`).
  func managedStorage(forKey key: String) -> ManagedValueBox? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children where child.label == "_" + key {
        if let storage = child.value as? any ManagedPropertyStorage { return storage.box }
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}
