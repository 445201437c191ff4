import Foundation

extension RunAppleNames {
  /// Apple's names ScreenLab has, read from `Docs/Coverage.md` (generated from the facade
  /// modules' symbol graphs and checked against them by CI): the types and free functions
  /// listed under each framework's "Apple's names", and every member listed with them. A name
  /// ScreenLab has somewhere is Apple's, so a missing member of that name (`.title` on a
  /// shape style, `.prepare` on a type that lacks it) is Apple API that ScreenLab lacks there,
  /// not an extension of the author's project (Docs/Run.md §6). The hand-written lists above
  /// add the names ScreenLab does not have at all.
  struct Known: Hashable, Sendable {
    var types: Set<String> = []
    var members: Set<String> = []
    /// The argument labels of the initializers ScreenLab has (`init(red:green:blue:)` gives
    /// `red`, `green`, `blue`): a call with another label calls an initializer of the
    /// project's own (Docs/Run.md §6).
    var initLabels: Set<String> = []
  }

  /// The names of a `Docs/Coverage.md` text (``Known``).
  static func known(coverage text: String) -> Known {
    var known = Known()
    var inApple = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#") {
        inApple = line == "### Apple's names"
        continue
      }
      guard inApple, line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count >= 5 else { continue }
      for name in quoted(cells[1]) {
        known.types.insert(base(name))
      }
      for name in quoted(cells[4]) {
        let short = base(name)
        if name.contains("."), !name.contains("(") {
          // A nested type (`CATransform3D.Decomposition`), or the heading of its members.
          known.types.insert(String(name.split(separator: ".").last ?? ""))
        } else if short == "init" {
          known.initLabels.formUnion(labels(name))
        } else if short != "subscript", !short.isEmpty {
          known.members.insert(short)
        }
      }
    }
    return known
  }

  /// ``known(coverage:)`` of the checkout's `Docs/Coverage.md`; nothing when it cannot be read.
  static func known(root: String) -> Known {
    guard let text = try? String(contentsOfFile: root + "/Docs/Coverage.md", encoding: .utf8)
    else { return Known() }
    return known(coverage: text)
  }

  /// The back-quoted names of a table cell.
  private static func quoted(_ cell: Substring) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The argument labels of a name (`init(_:bundle:)` → `bundle`), without `_`.
  private static func labels(_ name: String) -> [String] {
    guard let open = name.firstIndex(of: "(") else { return [] }
    return name[name.index(after: open)...].split(separator: ":").map {
      String($0.filter { $0.isLetter || $0.isNumber || $0 == "_" })
    }.filter { !$0.isEmpty && $0 != "_" }
  }

  /// A name without its argument labels (`addLine(to:)` → `addLine`).
  private static func base(_ name: String) -> String {
    String(name.prefix { $0 != "(" })
  }
}
