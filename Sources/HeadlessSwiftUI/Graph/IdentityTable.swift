/// A table from graph objects (by `ObjectIdentifier`) to small values: a node's reads and read
/// records, a state box's readers, looked up by every body that reads a state and by every
/// write of one.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes each key with the standard library's
/// SipHash (`Hasher._hash(seed:_:)`, about 73 instructions a look-up, not inlinable), and a key
/// type of our own with a cheaper hash made the first metadata of its dictionary storage check
/// the key's `Hashable` conformance, a scan of every conformance record of the executable on
/// the first mount (Docs/Performance.md, round 29). This table asks nothing of its key: it
/// multiplies the address by 2⁶⁴ over the golden ratio and keeps the product's high bits
/// (Knuth's multiplicative hashing; the allocator's alignment zeroes an address's low bits,
/// which the product's high bits depend on all the same), probes linearly, and closes the gap a
/// removal leaves by moving the entries after it back (no tombstones, so a table that gains
/// and loses entries body after body does not fill up).
///
/// The dirty entries stay in a `Dictionary`: an entry was large then (its transaction inline),
/// and moving one into and out of this table's slots copied more bytes than the hash saved
/// (Docs/Performance.md, round 30). Since round 32 an entry is six words; neither this table
/// nor an array was measured for them again.
///
/// The order in which it visits its entries follows the addresses and is no order of the
/// program's: its callers do the same for every entry whatever the order (register, drop,
/// mark dirty: the dirty pass sorts what it visits).
struct IdentityTable<Value> {
  /// One slot: `key` is the object's address, 0 for an empty slot.
  struct Slot {
    var key: UInt
    var value: Value?
  }

  /// A power of two of slots, at least 4, or none before the first insertion.
  private var slots: [Slot] = []
  /// The entries.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  private mutating func allocate(_ size: Int) {
    slots = Array(repeating: Slot(key: 0, value: nil), count: size)
  }

  /// Where `key` would start probing: the product's high bits, as many as a slot index has
  /// (64 minus them is one more than the leading zero bits of the power of two of slots).
  @inline(__always)
  private func home(_ key: UInt) -> Int {
    let shift = UInt64(slots.count.leadingZeroBitCount &+ 1)
    return Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go; the table has slots.
  @inline(__always)
  private func find(_ key: UInt) -> (index: Int, found: Bool) {
    let mask = slots.count &- 1
    var index = home(key)
    while true {
      let stored = slots[index].key
      if stored == key { return (index, true) }
      if stored == 0 { return (index, false) }
      index = (index &+ 1) & mask
    }
  }

  @inline(__always)
  private static func bits(_ id: ObjectIdentifier) -> UInt { UInt(bitPattern: id) }

  /// The value of `id`, or nil; setting nil removes the entry.
  ///
  /// A setter, not a `_modify` coroutine: a coroutine's frame that holds a large value (a
  /// dirty entry) does not fit its inline buffer and is allocated at each access.
  subscript(id: ObjectIdentifier) -> Value? {
    get {
      guard count != 0 else { return nil }
      let place = find(Self.bits(id))
      return place.found ? slots[place.index].value : nil
    }
    set {
      if let newValue {
        assign(newValue, Self.bits(id))
      } else {
        removeValue(forKey: id)
      }
    }
  }

  /// Stores `value` as `key`'s, in its slot or a new one.
  private mutating func assign(_ value: __owned Value, _ key: UInt) {
    if count != 0 {
      let place = find(key)
      if place.found {
        slots[place.index].value = value
        return
      }
    }
    _ = insert(key, value)
  }

  /// The value of `id`, made `defaultValue` first when there is none, mutated in place.
  subscript(id: ObjectIdentifier, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[id] ?? defaultValue() }
    _modify {
      let key = Self.bits(id)
      var index: Int
      if count != 0, case let place = find(key), place.found {
        index = place.index
      } else {
        index = insert(key, defaultValue())
      }
      // Never the default: the slot was just found or filled.
      var value = slots[index].value.take() ?? defaultValue()
      defer { slots[index].value = value }
      yield &value
    }
  }

  /// Whether the table has an entry for `id`.
  func contains(_ id: ObjectIdentifier) -> Bool {
    count != 0 && find(Self.bits(id)).found
  }

  /// Puts `value` in a new slot for `key`, which the table does not hold, and returns the slot.
  private mutating func insert(_ key: UInt, _ value: __owned Value) -> Int {
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let index = find(key).index
    slots[index].key = key
    slots[index].value = value
    count &+= 1
    return index
  }

  /// Empties the occupied slot `index` (its value already taken) and closes the gap.
  private mutating func vacate(_ index: Int) {
    slots[index].key = 0
    count &-= 1
    closeGap(at: index)
  }

  /// Twice the slots (4 the first time), the entries placed again.
  private mutating func grow() {
    let old = slots
    allocate(Swift.max(4, old.count &* 2))
    for slot in old where slot.key != 0 {
      let place = find(slot.key)
      slots[place.index] = slot
    }
  }

  /// Removes `id`'s entry and returns its value, if any.
  @discardableResult
  mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
    guard count != 0 else { return nil }
    let place = find(Self.bits(id))
    guard place.found else { return nil }
    let value = slots[place.index].value.take()
    vacate(place.index)
    return value
  }

  /// Moves back the entries after the emptied slot `hole` that may fill it: each entry of the
  /// run that follows whose home is not between the hole and it, so that every entry stays
  /// reachable from its home without an empty slot between.
  private mutating func closeGap(at start: Int) {
    let mask = slots.count &- 1
    var hole = start
    var index = (start &+ 1) & mask
    while slots[index].key != 0 {
      let home = home(slots[index].key)
      if (index &- home) & mask >= (index &- hole) & mask {
        slots.swapAt(hole, index)
        hole = index
      }
      index = (index &+ 1) & mask
    }
  }

  /// Removes every entry; the slots stay allocated when `keepingCapacity`.
  mutating func removeAll(keepingCapacity: Bool = false) {
    guard count != 0 else { return }
    count = 0
    guard keepingCapacity else {
      slots = []
      return
    }
    for index in slots.indices where slots[index].key != 0 {
      slots[index] = Slot(key: 0, value: nil)
    }
  }

  /// The values, in the table's order, visited in place.
  var values: Values { Values(slots: slots) }

  /// The values of a table, in its order.
  struct Values: Sequence {
    fileprivate let slots: [Slot]

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    struct Iterator: IteratorProtocol {
      fileprivate let slots: [Slot]
      private var index = 0

      fileprivate init(slots: [Slot]) { self.slots = slots }

      mutating func next() -> Value? {
        while index < slots.count {
          defer { index &+= 1 }
          if slots[index].key != 0 { return slots[index].value }
        }
        return nil
      }
    }
  }
}

extension IdentityTable: Sequence {
  func makeIterator() -> Iterator { Iterator(slots: slots) }

  /// The entries, in the table's order.
  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Slot]
    private var index = 0

    fileprivate init(slots: [Slot]) { self.slots = slots }

    mutating func next() -> (key: ObjectIdentifier, value: Value)? {
      while index < slots.count {
        defer { index &+= 1 }
        let key = slots[index].key
        if key != 0, let value = slots[index].value {
          return (unsafeBitCast(key, to: ObjectIdentifier.self), value)
        }
      }
      return nil
    }
  }
}
