import Foundation
import ScreenLab

extension RunCommand {
  /// A note per hosted candidate that is, or is nested in, a `private` type the copy declares
  /// `fileprivate` (Docs/Run.md §2): `view`, else every screen.
  static func accessNotes(_ view: String?, _ prepared: Prepared, language: Language) -> [String] {
    let widened = prepared.sources.flatMap(\.widened)
    guard !widened.isEmpty else { return [] }
    let hosted = prepared.hostables.filter { hostable in
      view.map { hostable.name == $0 } ?? hostable.isScreen
    }
    return hosted.compactMap { hostable in
      guard
        let type = widened.first(where: {
          hostable.name == $0 || hostable.name.hasPrefix($0 + ".")
        })
      else { return nil }
      return language == .tr
        ? "not: '\(type)' private; uretilen kod '\(hostable.name)' yapabilsin diye kopyada "
          + "fileprivate yazildi"
        : "note: '\(type)' is private; the copy declares it fileprivate so that the generated "
          + "code can make '\(hostable.name)'"
    }
  }

  /// Why sources without a hostable type have none, when they declare no type at all: the
  /// types inside `#if` clauses inactive on iOS (a macOS-only file), else none at all.
  static func noTypesReason(_ sources: [RunSource]) -> String {
    guard sources.allSatisfy(\.types.isEmpty) else { return "" }
    let inactive = sources.flatMap(\.inactiveTypes)
    guard !inactive.isEmpty else { return " (the file declares no types)" }
    return " (its types are only in #if clauses inactive on iOS, not iOS code: "
      + inactive.prefix(4).joined(separator: ", ") + (inactive.count > 4 ? ", …" : "") + ")"
  }
}
