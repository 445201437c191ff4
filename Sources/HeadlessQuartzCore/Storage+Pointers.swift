// HeadlessQuartzCore's unchecked storage, second part: the pointer helpers and the references
// that are not retained (Docs/Architecture.md, "Unchecked storage"). `Storage.swift` declares
// the structs each class holds inline behind its one `@exclusivity(unchecked)` property; this
// file declares what touches memory through a pointer or an unowned reference: the curve
// solve's answers (``CurveMemo``), ``UnownedRef``, the in-place buffer helpers and
// ``PointerArguments``. `Scripts/check-unchecked.sh` accepts the spellings in both files and
// rejects them anywhere else in the module but in Apple's own pointer signatures.
//
// Sound for the reasons `Storage.swift` gives: a runtime is used from one task at a time, and
// the closures of the helpers below read or write the element they are given and other
// objects, never the array they borrow.

// MARK: - Curve answers

/// The last answers of a ``CurveTable``: y for (curve, x), in 64 slots chosen by a hash of
/// both. The solve is a pure function of the two, so an answer found here is the one solving
/// again would give, bit for bit. Animations committed together (one transaction: the same
/// begin time, duration and timing function) have the same progress in a frame, so most
/// layers of an animated screen ask the same few questions; a frame's first asker solves.
final class CurveMemo: ManagedBuffer<Void, CurveMemo.Slot> {
  struct Slot {
    /// The bits of x; only x strictly between 0 and 1 is ever stored.
    var x: UInt64 = 0
    /// The curve's index, −1 in an empty slot.
    var curve: Int = -1
    var y: Double = 0
  }

  static let count = 64

  static func make() -> CurveMemo {
    let buffer = create(minimumCapacity: count) { _ in }
    buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: Slot(), count: count) }
    // `create` makes an instance of the class it is called on.
    return unsafeDowncast(buffer, to: CurveMemo.self)
  }

  /// Calls `body` with the slots, for a whole frame or one answer.
  @inline(__always)
  func withSlots<Result>(_ body: (CurveMemoSlots) -> Result) -> Result {
    withUnsafeMutablePointerToElements { body(CurveMemoSlots(base: $0)) }
  }

  /// The slot of (x, curve).
  @inline(__always)
  static func slot(_ x: Double, curve: Int) -> Int {
    let mixed = (x.bitPattern ^ UInt64(truncatingIfNeeded: curve)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 58)
  }

  deinit {
    _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: Self.count) }
  }
}

/// The slots of a ``CurveMemo``, borrowed for the length of ``CurveMemo/withSlots(_:)``.
struct CurveMemoSlots {
  let base: UnsafeMutablePointer<CurveMemo.Slot>

  /// The stored y of (x, curve), or `solve()`'s, which then replaces the slot's answer.
  @inline(__always)
  func answer(_ x: Double, curve: Int, solve: () -> Double) -> Double {
    let slot = base + CurveMemo.slot(x, curve: curve)
    if slot.pointee.x == x.bitPattern, slot.pointee.curve == curve { return slot.pointee.y }
    let y = solve()
    slot.pointee = CurveMemo.Slot(x: x.bitPattern, curve: curve, y: y)
    return y
  }
}

// MARK: - References and buffers

/// A reference that is neither retained nor checked (`unowned(unsafe)`): for back links whose
/// target another object keeps alive, each documented where it is stored (``ModelLink``,
/// ``CompiledAnimation``'s record, the render store's layers). A `weak`
/// reference would give every target a side table, a plain `unowned` one a check per read.
struct UnownedRef<Object: AnyObject> {
  unowned(unsafe) let object: Object

  @inline(__always)
  init(_ object: Object) { self.object = object }
}

extension ContiguousArray {
  /// Calls `body` with each element in place, in order, without retaining the array or
  /// checking bounds. `body` must not append to or remove from this array.
  @inline(__always)
  func forEachInPlace(_ body: (Element) throws -> Void) rethrows {
    try withUnsafeBufferPointer { list in
      for index in list.indices { try body(list[index]) }
    }
  }

  /// Lets `body` update each element in place, in order. `body` must not reach this array.
  @inline(__always)
  mutating func updateEachInPlace(_ body: (inout Element) throws -> Void) rethrows {
    try withUnsafeMutableBufferPointer { list in
      for index in list.indices { try body(&list[index]) }
    }
  }

  /// The last element that satisfies `predicate`, searched in place.
  @inline(__always)
  func lastInPlace(where predicate: (Element) throws -> Bool) rethrows -> Element? {
    try withUnsafeBufferPointer { list in try list.last(where: predicate) }
  }
}

/// The writes behind Apple's pointer signature `CAMediaTimingFunction.getControlPoint(at:values:)`:
/// two floats, within the call.
enum PointerArguments {
  @inline(__always)
  static func store(_ x: Float, _ y: Float, in values: UnsafeMutablePointer<Float>) {
    values[0] = x
    values[1] = y
  }
}
