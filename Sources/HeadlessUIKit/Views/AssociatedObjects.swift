// Associated objects (the Objective-C runtime's `objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`), which extensions use to give a
// class a stored property, kept by ScreenLab in a table on the main actor
// (Docs/Semantics/UIKit.md §81).

/// How an associated value is held (the runtime's `objc_AssociationPolicy`).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_ASSIGN = 0
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_RETAIN = 769
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable the caller owns);
/// nil removes the association. `.OBJC_ASSOCIATION_ASSIGN` keeps an object weakly (the
/// runtime keeps a dangling pointer; ScreenLab's reads nil once it is gone), the other
/// policies keep the value strongly (a copy policy keeps the same object: ScreenLab cannot
/// copy an arbitrary object). `object` must be a class instance.
@preconcurrency @MainActor
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(object as AnyObject, Int(bitPattern: key), value, policy)
}

/// The value associated with `object` under `key`, or nil.
@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.get(object as AnyObject, Int(bitPattern: key))
}

/// Removes every association of `object`.
@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The associations, by owner; an owner's entry goes when the owner is gone.
@MainActor
final class AssociatedObjects {
  static let shared = AssociatedObjects()

  private struct Value {
    var strong: Any?
    weak var weak: AnyObject?
    var isWeak: Bool
    var current: Any? { isWeak ? weak : strong }
  }

  private struct Entry {
    weak var owner: AnyObject?
    var values: [Int: Value] = [:]
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  func set(_ owner: AnyObject, _ key: Int, _ value: Any?, _ policy: objc_AssociationPolicy) {
    entries = entries.filter { $0.value.owner != nil }
    let id = ObjectIdentifier(owner)
    var entry = entries[id] ?? Entry(owner: owner)
    if let value {
      if policy == .OBJC_ASSOCIATION_ASSIGN, let object = value as AnyObject?,
        type(of: value) is AnyClass
      {
        entry.values[key] = Value(strong: nil, weak: object, isWeak: true)
      } else {
        entry.values[key] = Value(strong: value, weak: nil, isWeak: false)
      }
    } else {
      entry.values[key] = nil
    }
    entries[id] = entry
  }

  func get(_ owner: AnyObject, _ key: Int) -> Any? {
    guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.values[key]?.current
  }

  func removeAll(_ owner: AnyObject) {
    entries[ObjectIdentifier(owner)] = nil
  }
}
