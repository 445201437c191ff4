// Addressing repeated views — the rows of a list — in the assertions (Docs/Testing.md §3.1).
import HeadlessSwiftUI
import Measure

/// Which user views a key of an assertion names: `"ItemRow"` every view of that type,
/// `"ItemRow[2]"` the third of them in tree order (counting from 0, as Swift's indices do),
/// `"ItemRow[id: wifi]"` (or `ItemRow[id: "wifi"]`) the one whose explicit identity — its
/// `ForEach` element's id, or an `.id(_:)` value — prints as `wifi`.
struct ViewSelector: Hashable, CustomStringConvertible {
  enum Which: Hashable {
    case every
    case index(Int)
    case id(String)
  }

  let name: String
  let which: Which
  /// The key as written.
  let description: String

  /// Reads `key`; a key that is not `Name[N]` or `Name[id: X]` names every view called `key`.
  init(_ key: String) {
    description = key
    guard key.hasSuffix("]"), let open = key.firstIndex(of: "["), open > key.startIndex else {
      name = key
      which = .every
      return
    }
    let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
      .trimmingSpaces()
    let base = String(key[..<open])
    if let index = Int(inside), index >= 0 {
      name = base
      which = .index(index)
    } else if inside.hasPrefix("id:") {
      var id = inside.dropFirst(3).trimmingSpaces()
      if id.count >= 2, id.hasPrefix("\""), id.hasSuffix("\"") {
        id = id.dropFirst().dropLast()
      }
      name = base
      which = .id(String(id))
    } else {
      name = key
      which = .every
    }
  }

  /// Whether `instance` is one of the views this key names.
  func matches(_ instance: ViewInstance) -> Bool {
    guard instance.name == name else { return false }
    switch which {
    case .every: return true
    case .index(let index): return instance.ordinal == index
    case .id(let id): return instance.id == id
    }
  }

  /// A key that names one view wins over one that names every view of its type.
  var isSpecific: Bool { which != .every }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var result = self
    while result.first == " " { result = result.dropFirst() }
    while result.last == " " { result = result.dropLast() }
    return result
  }
}

/// The expectation `keys` give `instance`: the value of a key naming it alone, else of a key
/// naming every view of its type, else nil.
func expectation<Value>(for instance: ViewInstance, in keys: [(ViewSelector, Value)]) -> Value? {
  keys.first { $0.0.isSpecific && $0.0.matches(instance) }?.1
    ?? keys.first { !$0.0.isSpecific && $0.0.matches(instance) }?.1
}
