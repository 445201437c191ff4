/// The vertex of each name of a ``ViewTreeIndex``, for names written in ASCII: an
/// open-addressing table of vertex numbers, probed by a hash of the name's bytes.
///
/// For ASCII text, two strings are equal (`==`, canonical equivalence) exactly when their
/// bytes are, so a hash of the bytes finds every name a `[String: Int32]` would find. Built
/// only when every name of the tree is ASCII (``ViewTreeIndex`` keeps a dictionary
/// otherwise); a name that is not ASCII may still equal an ASCII one (U+212A KELVIN SIGN is
/// canonically "K"), so such a query is answered by comparing it with every name.
///
/// Compared with the dictionary it replaces: no per-process hash seed and no SipHash (a name
/// is hashed in one pass over its bytes), and 8 bytes a slot (a vertex and 32 bits of its
/// hash, compared before the names), so building the index of 1M nodes probes a table of
/// 16 MB instead of one of about 40 MB.
struct NameTable: Sendable {
  /// Per slot: 0 when empty, else the vertex + 1 in the low 32 bits and the high 32 bits of
  /// the name's hash above them.
  private var slots: [UInt64]
  /// `slots.count` is `1 << bits`; a name's first slot is the top `bits` bits of its hash.
  private var bits: Int
  private var count = 0

  /// A table sized for `count` names (at most half full); it grows when more are added.
  init(capacity count: Int) {
    var bits = 4
    while (1 << bits) < 2 * count { bits += 1 }
    self.bits = bits
    slots = [UInt64](repeating: 0, count: 1 << bits)
  }

  /// The hash of `name`'s bytes (FNV-1a, then mixed), or nil when `name` is not ASCII.
  @inline(__always)
  static func hash(_ name: String) -> UInt64? {
    // The bytes in place when the string has them contiguous (native and small strings
    // do), else one by one.
    name.utf8.withContiguousStorageIfAvailable { hash(bytes: $0) } ?? hash(bytes: name.utf8)
  }

  @inline(__always)
  private static func hash<Bytes: Sequence<UInt8>>(bytes: Bytes) -> UInt64? {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var high: UInt8 = 0
    for byte in bytes {
      high |= byte
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    guard high < 0x80 else { return nil }
    hash ^= hash >> 32
    return hash &* 0x9E37_79B9_7F4A_7C15
  }

  /// The vertex of `name`, whose hash is `hash`, or nil; `names` holds each vertex's name.
  @inline(__always)
  func find(_ name: String, hash: UInt64, names: ContiguousArray<String>) -> Int32? {
    let mask = slots.count - 1
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry >> 32 == tag {
        let vertex = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        if names[Int(vertex)] == name { return vertex }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The first vertex in the probe sequence of `tag` (a hash's top 32 bits) whose name's
  /// hash has the same top 32 bits, or nil: the vertex of a name with that hash unless two
  /// names share the tag, which the caller tells by comparing the names.
  @inline(__always)
  func candidate(tag: UInt64) -> Int32? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: tag >> UInt64(32 - bits))
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry >> 32 == tag { return Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `vertex`, named `name` whose hash is `hash`, unless a vertex of the same name is
  /// there (`names` holds each vertex's name): then returns that vertex and adds nothing.
  @inline(__always)
  mutating func insert(
    _ vertex: Int32, named name: String, hash: UInt64, names: ContiguousArray<String>
  ) -> Int32? {
    insert(vertex, tag: hash >> 32) { names[Int($0)] == name }
  }

  /// Adds `vertex`, whose name is `names[vertex]` with a hash whose top 32 bits are `tag`,
  /// unless a vertex of the same name is there: then returns that vertex and adds nothing.
  /// The name is read only when a vertex with the same tag is met.
  @inline(__always)
  mutating func insert(_ vertex: Int32, tag: UInt64, names: ContiguousArray<String>) -> Int32? {
    insert(vertex, tag: tag) { names[Int($0)] == names[Int(vertex)] }
  }

  @inline(__always)
  private mutating func insert(_ vertex: Int32, tag: UInt64, isNamed: (Int32) -> Bool) -> Int32? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: tag >> UInt64(32 - bits))
    while true {
      let entry = slots[slot]
      if entry == 0 {
        slots[slot] = tag << 32 | UInt64(UInt32(vertex + 1))
        count += 1
        if 2 * count > slots.count { grow() }
        return nil
      }
      if entry >> 32 == tag {
        let found = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        if isNamed(found) { return found }
      }
      slot = (slot + 1) & mask
    }
  }

  /// A region of the table in ``inSlotOrder(_:)`` is `1 << regionBits` slots: 4,096 slots,
  /// 32 KB, within a first-level data cache.
  static let regionBits = 12

  /// `keys` (a hash's top 32 bits above, anything below) reordered by the region of the
  /// table where their probes start, in their given order within a region (a stable
  /// counting sort); `keys` themselves when the table is one region.
  ///
  /// Probing in this order walks the table front to back. In the given order, when that
  /// order is unrelated to the hashes (always, for distinct names), each probe of a table
  /// larger than the caches is a cache miss, and a miss each name is most of what building
  /// the index of a large tree costs.
  func inSlotOrder(_ keys: ContiguousArray<UInt64>) -> ContiguousArray<UInt64> {
    let regionCountBits = bits - Self.regionBits
    guard regionCountBits > 0 else { return keys }
    let shift = UInt64(64 - regionCountBits)
    var start = ContiguousArray<Int>(repeating: 0, count: (1 << regionCountBits) + 1)
    for key in keys { start[Int(truncatingIfNeeded: key >> shift) + 1] += 1 }
    for region in 0..<(1 << regionCountBits) { start[region + 1] += start[region] }
    var sorted = ContiguousArray<UInt64>(repeating: 0, count: keys.count)
    for key in keys {
      let region = Int(truncatingIfNeeded: key >> shift)
      sorted[start[region]] = key
      start[region] += 1
    }
    return sorted
  }

  /// Doubles the table. A slot keeps the top 32 bits of its name's hash, which give its first
  /// slot in any table of up to 2^32 slots.
  private mutating func grow() {
    let old = slots
    bits += 1
    precondition(bits <= 32, "a name table holds fewer than 2^31 names")
    slots = [UInt64](repeating: 0, count: 1 << bits)
    let mask = slots.count - 1
    for entry in old where entry != 0 {
      var slot = Int(truncatingIfNeeded: (entry >> 32) >> UInt64(32 - bits))
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
