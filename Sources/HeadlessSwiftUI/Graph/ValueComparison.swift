import Foundation

/// Decides whether a freshly built view value equals the old one (Docs/Semantics/SwiftUI.md §2.1.2,
/// §2.1.3).
///
/// The rules, after John Harper's description of SwiftUI (Docs/Semantics/SwiftUI.md §2.1.2 [A]):
/// - values of different types differ;
/// - dynamic properties compare by what they connect to (`@State` always equal, bindings by
///   storage, observed objects by identity: ``DynamicPropertyLink/isSameInput(as:)``);
/// - plain-old-data values compare field by field down to their bytes, ignoring any custom
///   `==`;
/// - other `Equatable` values compare with `==`;
/// - class instances compare by identity;
/// - closures compare by their function and context words: two values of one closure that
///   captures nothing (no context) are equal, a closure with a fresh capture context differs
///   (Docs/Semantics/SwiftUI.md §10.4);
/// - everything else (structs, enums, tuples, optionals) compares field by field with `Mirror`,
///   recursively. Enum cases without payload compare by their description.
enum ValueComparison {
  /// Whether `lhs` and `rhs` are the same input.
  @MainActor
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    let plan = plan(of: type, sample: lhs)
    if plan.path == .link || plan.linkByValue, let link = lhs as? DynamicPropertyLink {
      return link.isSameInput(as: rhs)
    }
    switch plan.path {
    case .link:
      // Not reached: a value of a dynamic property's type is one.
      return false
    case .function:
      return functionsEqual(lhs, rhs)
    case .object:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .bytes:
      return bytesEqual(lhs, rhs)
    case .plainData:
      if Mirror(reflecting: lhs).children.isEmpty { return bytesEqual(lhs, rhs) }
      return fieldsEqual(lhs, rhs)
    case .equatable:
      if let equal = equatableEqual(lhs, rhs) { return equal }
      return fieldsEqual(lhs, rhs)
    case .other:
      return fieldsEqual(lhs, rhs)
    }
  }

  // MARK: - One plan per type

  /// How ``areEqual(_:_:)`` compares two values of one type: every per-type answer it reads
  /// (whether the type is a dynamic property, its ``Kind``, whether it compares as bytes),
  /// found with one cache look-up instead of two look-ups and a conformance cast per call
  /// (callgrind: about 4,100 instructions a comparison of two `CGSize`s in the drag scenario).
  /// The answers are those the per-value casts gave: a value's conformance is its type's,
  /// except through an optional or an `AnyHashable`, which a cast looks into, and for class
  /// instances, which a cast may unbox (`linkByValue`: those values are still cast one by
  /// one, as before).
  struct Plan: Sendable {
    enum Path: Sendable {
      /// A dynamic property's type (``DynamicPropertyLink``): compared by its input.
      case link
      case function, object, bytes, plainData, equatable, other
    }
    let path: Path
    /// True when a value of this type may be a dynamic property although the type is not.
    let linkByValue: Bool
  }

  private static let plans = TypeAnswerCache<Plan>()

  /// The plan for values of `type`, decided from `sample`, one of them, on the type's first
  /// comparison (``comparesAsBytes(_:sample:)``).
  private static func plan(of type: Any.Type, sample: Any) -> Plan {
    plans.answer(for: type) {
      let linkByValue = type is AnyClass || isOptionalOrAnyHashable(type)
      if !linkByValue, type is any DynamicPropertyLink.Type {
        return Plan(path: .link, linkByValue: false)
      }
      let path: Plan.Path =
        switch kind(of: type) {
        case .function: .function
        case .object: .object
        case .plainData: comparesAsBytes(type, sample: sample) ? .bytes : .plainData
        case .equatable: .equatable
        case .other: .other
        }
      return Plan(path: path, linkByValue: linkByValue)
    }
  }

  private static func isOptionalOrAnyHashable(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isOptional(T.self) }
    return type == AnyHashable.self || _openExistential(type, do: check)
  }

  /// Whether `lhs == rhs` using the values' own `Equatable` conformance (`.equatable()`,
  /// Docs/Semantics/SwiftUI.md §2.1.2), falling back to ``areEqual(_:_:)`` when they are not
  /// `Equatable`.
  @MainActor
  static func areEqualUsingEquatable(_ lhs: Any, _ rhs: Any) -> Bool {
    equatableEqual(lhs, rhs) ?? areEqual(lhs, rhs)
  }

  private static func equatableEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return openedEqual(lhs, rhs)
  }

  private static func openedEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }

  /// Whether every pair of values of the static type `T` compares, under
  /// ``areEqual(_:_:)``, as its bytes (``bytesEqual(_:_:)``): `T` is a struct (so a value's
  /// dynamic type is `T` itself) whose plan is `.bytes`. Decided from `sample`, one value of
  /// `T`, with the plan ``areEqual(_:_:)`` reads: a caller that keeps the answer (a state box
  /// for its value type) then compares without boxing its values in `Any` and without the
  /// plan's look-up per call (callgrind: about 3,000 instructions a comparison of two `CGSize`s,
  /// twice per drag sample).
  static func comparesAsBytes<T>(_: T.Type, sample: T) -> Bool {
    let metadata = unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == structMetadataKind else { return false }
    let plan = plan(of: T.self, sample: sample)
    return plan.path == .bytes && !plan.linkByValue
  }

  /// ``areEqual(_:_:)`` of two values of the static type `T`, given whether `T` compares as
  /// bytes (``comparesAsBytes(_:sample:)``, which the caller asked once, as a state box does
  /// at its first write): then their bytes, compared without boxing them in `Any`, through
  /// views of their bytes (``plainBytesEqual(_:_:)``). Closures passed to `withUnsafeBytes`
  /// from this main-actor function checked the executor on each call (callgrind, the drag
  /// scenario: 13.9M instructions for the comparisons, against 4.0M for a nonisolated helper).
  @MainActor
  static func valuesEqual<T>(_ lhs: T, _ rhs: T, asBytes: Bool) -> Bool {
    if asBytes { return plainBytesEqual(lhs, rhs) }
    return areEqual(lhs, rhs)
  }

  /// Whether two values of a type that ``comparesAsBytes(_:sample:)`` approved have the same
  /// bytes: nonisolated, so its closures carry no executor check.
  nonisolated private static func plainBytesEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        return memcmp(a, b, left.count) == 0
      }
    }
  }

  /// Bitwise equality of two plain-data leaves (no stored fields of their own, so no padding).
  private static func bytesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    func compare<T>(_ left: T) -> Bool {
      guard var right = rhs as? T else { return false }
      var left = left
      return withUnsafeBytes(of: &left) { a in
        withUnsafeBytes(of: &right) { b in a.elementsEqual(b) }
      }
    }
    return _openExistential(lhs, do: compare)
  }

  /// Whether two function values are the same function with the same context
  /// (Docs/Semantics/SwiftUI.md §10.4).
  ///
  /// A Swift closure value is a pair of words, the entry point and the context (nil for a
  /// closure that captures nothing). The words are compared as bytes of local copies, never
  /// followed, so no closure is called or retained beyond the copies: a non-capturing closure
  /// written at one place in the source equals itself on every parent re-run; a capturing one
  /// gets a new context each time it is built and differs. Thin and C function pointers are
  /// one word and compare the same way.
  private static func functionsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    bytesEqual(lhs, rhs)
  }

  @MainActor
  private static func fieldsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    if left.children.isEmpty && right.children.isEmpty {
      if left.displayStyle == .enum { return "\(lhs)" == "\(rhs)" }
      return true
    }
    guard left.children.count == right.children.count else { return false }
    for (a, b) in zip(left.children, right.children) {
      guard a.label == b.label, areEqual(a.value, b.value) else { return false }
    }
    return true
  }

  // MARK: - Plain structs compared whole

  private static let byteStructs = TypeAnswerCache<Bool>()

  /// Whether two values of the plain-data type `type` compare exactly as their whole bytes:
  /// a struct whose fields, down to the leaves, are structs that fill it without padding.
  /// Field by field, such a struct's comparison is the bytes of its leaves in order, which are
  /// its bytes; one comparison of the whole replaces a `Mirror` per field per call (callgrind:
  /// about 36,000 instructions for a `CGSize`, the most of a drag's frame). Decided once per
  /// type from `sample`: a struct's fields do not depend on its value (an enum's do, so enums,
  /// optionals and tuples keep the field-by-field path).
  static func comparesAsBytes(_ type: Any.Type, sample: Any) -> Bool {
    byteStructs.answer(for: type) { isByteStruct(type, sample: sample, depth: 0) }
  }

  /// The runtime's metadata kind of structs (`MetadataKind::Struct`, stable ABI).
  private static let structMetadataKind = 0x200

  private static func isByteStruct(_ type: Any.Type, sample: Any, depth: Int) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard depth < 16, metadata.load(as: Int.self) == structMetadataKind,
      !(type is any DynamicPropertyLink.Type)
    else { return false }
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    let fields = Mirror(reflecting: sample).children
    if fields.isEmpty { return true }
    var total = 0
    for field in fields {
      let fieldType = Swift.type(of: field.value)
      guard isByteStruct(fieldType, sample: field.value, depth: depth + 1) else { return false }
      total += _openExistential(fieldType, do: size)
    }
    return total == _openExistential(type, do: size)
  }

  // MARK: - Kinds, cached per type

  enum Kind {
    case function, object, plainData, equatable, other
  }

  private static let cache = TypeAnswerCache<Kind>()

  static func kind(of type: Any.Type) -> Kind {
    cache.answer(for: type) {
      if isFunction(type) { return .function }
      if type is AnyClass { return .object }
      if isPlainData(type) { return .plainData }
      if type is any Equatable.Type { return .equatable }
      return .other
    }
  }

  /// The runtime's metadata kind of function types (`MetadataKind::Function`, stable ABI).
  private static let functionMetadataKind = 0x302

  /// Whether `type` is a function type, read from the first word of its metadata (the kind,
  /// present in every type's metadata; a class's isa pointer or zero never equals 0x302).
  /// A tuple or generic type that merely contains a function is not a function.
  static func isFunction(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return metadata.load(as: Int.self) == functionMetadataKind
  }

  private static func isPlainData(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: check)
  }
}

/// A thread-safe cache of one answer per type: whether a type compares as bytes
/// (``ValueComparison/comparesAsBytes(_:sample:)``) and its comparison kind.
private final class TypeAnswerCache<Answer: Sendable>: @unchecked Sendable {
  private var answers: [ObjectIdentifier: Answer] = [:]
  private let lock = NSLock()

  func answer(for type: Any.Type, compute: () -> Answer) -> Answer {
    let key = ObjectIdentifier(type)
    lock.lock()
    if let known = answers[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let computed = compute()
    lock.lock()
    answers[key] = computed
    lock.unlock()
    return computed
  }
}
