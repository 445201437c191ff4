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
}
