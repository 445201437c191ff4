import Testing

@testable import HeadlessSwiftUI

/// The graph's identity table (a node's reads, a state box's readers) against the standard library's
/// dictionary: the same operations, in a seeded order, leave the same entries.
@Suite struct IdentityTableTests {
  private final class Key {}

  /// A seeded linear congruential step (Knuth's MMIX constants), the high bits taken.
  private struct Steps {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  private func expectSame(
    _ table: IdentityTable<Int>, _ reference: [ObjectIdentifier: Int], _ keys: [Key]
  ) {
    #expect(table.count == reference.count)
    #expect(table.isEmpty == reference.isEmpty)
    for key in keys {
      let id = ObjectIdentifier(key)
      #expect(table[id] == reference[id])
      #expect(table.contains(id) == (reference[id] != nil))
    }
    var visited: [ObjectIdentifier: Int] = [:]
    for (id, value) in table {
      #expect(visited.updateValue(value, forKey: id) == nil)
    }
    #expect(visited == reference)
    #expect(table.values.sorted() == reference.values.sorted())
  }

  /// Insertions, replacements and removals mixed, over enough keys that the table grows
  /// several times and removals close gaps inside long runs of occupied slots.
  @Test(arguments: [1 as UInt64, 7, 2026])
  func seededOperationsMatchADictionary(seed: UInt64) {
    let keys = (0..<300).map { _ in Key() }
    var steps = Steps(state: seed)
    var table = IdentityTable<Int>()
    var reference: [ObjectIdentifier: Int] = [:]
    for round in 0..<6_000 {
      let id = ObjectIdentifier(keys[steps.next(keys.count)])
      switch steps.next(10) {
      case 0...5:
        table[id] = round
        reference[id] = round
      case 6...7:
        #expect(table.removeValue(forKey: id) == reference.removeValue(forKey: id))
      case 8:
        table[id] = nil
        reference[id] = nil
      default:
        table[id, default: 0] += 1
        reference[id, default: 0] += 1
      }
      if round % 500 == 0 { expectSame(table, reference, keys) }
    }
    expectSame(table, reference, keys)
    table.removeAll(keepingCapacity: true)
    reference.removeAll()
    expectSame(table, reference, keys)
    table[ObjectIdentifier(keys[0])] = 1
    reference[ObjectIdentifier(keys[0])] = 1
    expectSame(table, reference, keys)
    table.removeAll()
    reference.removeAll()
    expectSame(table, reference, keys)
  }

  /// Every key removed again, one by one, in another order than inserted: each look-up finds
  /// the entries left, whatever gaps the removals before closed.
  @Test func removalsLeaveTheOthersReachable() {
    let keys = (0..<200).map { _ in Key() }
    var table = IdentityTable<Int>()
    for (index, key) in keys.enumerated() { table[ObjectIdentifier(key)] = index }
    var steps = Steps(state: 99)
    var left = Array(keys.indices)
    while !left.isEmpty {
      let index = left.remove(at: steps.next(left.count))
      #expect(table.removeValue(forKey: ObjectIdentifier(keys[index])) == index)
      for other in left { #expect(table[ObjectIdentifier(keys[other])] == other) }
    }
    #expect(table.isEmpty)
  }
}
