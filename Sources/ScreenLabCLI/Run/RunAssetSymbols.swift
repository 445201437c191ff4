import Foundation
import ScreenLab

/// Stand-ins for the asset symbols Xcode generates from an app's asset catalog (Docs/Run.md
/// §6, "Asset symbols"): a single file cannot carry them, so when its compile fails on
/// members that would be such symbols, `screenlab run` declares exactly those and builds
/// again.
///
/// Xcode 15's generated file (`GeneratedAssetSymbols.swift`, build setting
/// `ASSET_CATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`) declares, per colour set, a
/// static `ColorResource` and static `Color`, `ShapeStyle where Self == Color` and `UIColor`
/// members; per image set, a static `ImageResource` and a static `UIImage` member; a folder
/// that provides a namespace becomes an `enum` of that name inside each of those extensions
/// but `ShapeStyle`'s, which cannot nest a type.
enum RunAssetSymbols {
  /// One asset symbol: an image or a colour, and its name inside its namespaces
  /// (`["GrocyColors", "grocyGreen"]`).
  struct Symbol: Hashable, Comparable {
    enum Kind: Hashable { case image, colour }
    let kind: Kind
    let path: [String]

    var name: String { path.joined(separator: ".") }
    /// The asset's name in the catalog: its folders and its own name, joined by `/`, as
    /// Xcode names a namespaced asset's resource (`Brand/accentFill`).
    var assetName: String { path.joined(separator: "/") }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
      (lhs.kind == .image ? 0 : 1, lhs.name) < (rhs.kind == .image ? 0 : 1, rhs.name)
    }
  }

  /// The file the stand-ins are written to in the scratch target, and its name in messages.
  static let fileName = "ScreenLabAssetSymbols.swift"
  static let shownName = "screenlab-run-asset-symbols.swift"

  /// A member the compiler could not find, where, and on which type when it said so.
  struct Miss: Hashable {
    let path: String
    let line: Int
    let column: Int
    let name: String
    /// `ImageResource`, `ShapeStyle`, …; nil for "cannot be resolved without a contextual
    /// type", whose use site decides.
    let type: String?
    /// The namespaces of the catalog the type is in (`["Brand"]` for `type
    /// 'Color.Brand' has no member 'x'`, a folder's enum a stand-in declared); none for a
    /// member missing on the type itself.
    var namespaces: [String] = []
  }

  /// The misses of `diagnostics` (`path:line:column: error: …`) that an asset symbol could
  /// answer: a member missing on a type Xcode extends, or a member whose base the compiler
  /// could not infer.
  static func misses(_ diagnostics: [String]) -> [Miss] {
    var result: [Miss] = []
    for line in diagnostics {
      guard let (path, row, column, message) = RunDiagnostics.error(line) else { continue }
      if let (type, name) = typeAndMember(message) {
        if extended.contains(type) {
          result.append(Miss(path: path, line: row, column: column, name: name, type: type))
        } else if let (base, namespaces) = namespaced(message), extended.contains(base) {
          result.append(
            Miss(
              path: path, line: row, column: column, name: name, type: base,
              namespaces: namespaces))
        }
      } else if let name = quoted(
        message, after: "reference to member '",
        before: "' cannot be resolved without a contextual type")
        ?? quoted(message, after: "cannot infer contextual base in reference to member '")
      {
        result.append(Miss(path: path, line: row, column: column, name: name, type: nil))
      }
    }
    return result
  }

  /// The types Xcode's generated file extends, as the compiler names them.
  static let extended: Set<String> = [
    "ImageResource", "ColorResource", "Color", "ShapeStyle", "UIColor", "UIImage",
  ]

  /// `type 'T' has no member 'x'` as (T, x), the type's module prefix dropped; `type 'T?'`
  /// (an implicit member where an optional is expected, `.foregroundColor(.x)`) as T, whose
  /// members an implicit member expression also finds.
  static func typeAndMember(_ message: Substring) -> (String, String)? {
    guard message.hasPrefix("type '"), let close = message.dropFirst(6).firstIndex(of: "'"),
      let name = quoted(message, after: "' has no member '")
    else { return nil }
    let type = String(message[message.index(message.startIndex, offsetBy: 6)..<close])
    let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
    return (String(plain.split(separator: ".").last ?? ""), name)
  }

  /// `type 'Color.Brand' has no member 'x'` as (`Color`, [`Brand`]): a type Xcode extends
  /// (after a module prefix) followed by namespaces; nil for a type without namespaces.
  static func namespaced(_ message: Substring) -> (String, [String])? {
    guard message.hasPrefix("type '"), let close = message.dropFirst(6).firstIndex(of: "'")
    else { return nil }
    var parts = message[message.index(message.startIndex, offsetBy: 6)..<close]
      .split(separator: ".").map(String.init)
    while let first = parts.first, ["SwiftUI", "UIKit", "DeveloperToolsSupport"].contains(first) {
      parts.removeFirst()
    }
    guard parts.count >= 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
    else { return nil }
    return (parts[0], Array(parts.dropFirst()))
  }

  /// The name a diagnostic quotes between `prefix` and `suffix` (`RunStandIns.quoted`), when
  /// it is a plain identifier (letters, digits and `_`).
  static func quoted(_ message: Substring, after prefix: String, before suffix: String = "'")
    -> String?
  {
    guard let name = RunStandIns.quoted(message, after: prefix, before: suffix), !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }

  /// The kind a type of a diagnostic means: a colour for the colour types, an image for
  /// the image types.
  static func kind(ofType type: String) -> Symbol.Kind? {
    switch type {
    case "ColorResource", "Color", "ShapeStyle", "UIColor": return .colour
    case "ImageResource", "UIImage": return .image
    default: return nil
    }
  }

  /// Whether `symbol` may stand in: Xcode would generate it (a colour's name never ends in
  /// `Color` nor an image's in `Image`: Xcode drops that suffix from the asset's name), and
  /// it shadows no Apple member or nested type of a type its declarations extend.
  static func allowed(_ symbol: Symbol) -> Bool {
    guard let last = symbol.path.last, let first = symbol.path.first,
      last.first.map({ $0.isLetter || $0 == "_" }) == true
    else { return false }
    let suffix = symbol.kind == .colour ? "Color" : "Image"
    if last.hasSuffix(suffix), last != suffix { return false }
    let apple = symbol.kind == .colour ? RunAppleNames.colourMembers : RunAppleNames.imageMembers
    if symbol.path.count == 1 { return !apple.contains(last) }
    let nested =
      symbol.kind == .colour ? RunAppleNames.colourNestedTypes : RunAppleNames.imageNestedTypes
    return !nested.contains(first)
  }

  /// The stand-in declarations for `symbols`, as Xcode's generated file shapes them, with
  /// what an absent asset gives on iOS: a colour is clear, an image the named image of that
  /// name (Docs/Run.md §6). `skipping` names members the sources declare themselves, per
  /// extended type (`Color.title`), which are left out.
  static func file(_ symbols: [Symbol], skipping: Set<String> = []) -> String {
    let sorted = Array(Set(symbols)).sorted()
    var lines = [
      "// Stand-ins for the asset symbols Xcode generates from the app's asset catalog,",
      "// written by `screenlab run` for the names the sources use (Docs/Run.md §6).",
      "import Foundation", "import SwiftUI", "import UIKit", "",
    ]
    let colours = sorted.filter { $0.kind == .colour }
    let images = sorted.filter { $0.kind == .image }
    func block(_ type: String, _ items: [Symbol], _ member: (String, Symbol) -> String) {
      let kept = items.filter {
        $0.path.count > 1 || !skipping.contains(type + "." + $0.name)
      }
      guard !kept.isEmpty else { return }
      lines.append("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)")
      lines.append("extension \(type) {")
      lines += nest(kept, depth: 1, member)
      lines.append("}")
      lines.append("")
    }
    let bundle = "bundle: Foundation.Bundle.main"
    block("ColorResource", colours) { name, symbol in
      "static let \(name) = ColorResource(name: \"\(symbol.assetName)\", \(bundle))"
    }
    block("ImageResource", images) { name, symbol in
      "static let \(name) = ImageResource(name: \"\(symbol.assetName)\", \(bundle))"
    }
    block("SwiftUI.Color", colours) { name, symbol in
      "static var \(name): SwiftUI.Color { SwiftUI.Color(ColorResource.\(symbol.name)) }"
    }
    block("SwiftUI.ShapeStyle where Self == SwiftUI.Color", colours.filter { $0.path.count == 1 }) {
      name, symbol in
      "static var \(name): SwiftUI.Color { SwiftUI.Color(ColorResource.\(symbol.name)) }"
    }
    block("UIKit.UIColor", colours) { name, _ in
      "static var \(name): UIKit.UIColor { UIKit.UIColor.clear }"
    }
    block("UIKit.UIImage", images) { name, symbol in
      "static var \(name): UIKit.UIImage { UIKit.UIImage(named: \"\(symbol.assetName)\") ?? UIKit.UIImage() }"
    }
    return lines.joined(separator: "\n")
  }

  /// `symbols`' members, each namespace an `enum` holding its own, indented by `depth`.
  static func nest(_ symbols: [Symbol], depth: Int, _ member: (String, Symbol) -> String)
    -> [String]
  {
    let indent = String(repeating: "  ", count: depth)
    var lines: [String] = []
    let level = depth - 1
    for symbol in symbols where symbol.path.count == level + 1 {
      lines.append(indent + member(escaped(symbol.path[level]), symbol))
    }
    var spaces: [String] = []
    for symbol in symbols where symbol.path.count > level + 1 {
      let space = symbol.path[level]
      if !spaces.contains(space) { spaces.append(space) }
    }
    for space in spaces {
      lines.append(indent + "enum \(escaped(space)) {")
      lines += nest(
        symbols.filter { $0.path.count > level + 1 && $0.path[level] == space },
        depth: depth + 1, member)
      lines.append(indent + "}")
    }
    return lines
  }

  /// A name as a declaration may spell it (`default` as `` `default` ``).
  static func escaped(_ name: String) -> String {
    let keywords: Set<String> = [
      "default", "class", "struct", "enum", "case", "func", "var", "let", "import", "in",
      "is", "as", "if", "else", "for", "while", "repeat", "return", "switch", "where", "self",
      "Self", "true", "false", "nil", "static", "init", "protocol", "extension", "operator",
      "public", "private", "internal", "fileprivate", "throw", "throws", "try", "catch", "do",
      "break", "continue", "defer", "guard", "inout", "super", "subscript", "typealias",
      "associatedtype", "deinit", "fallthrough", "rethrows", "Any", "Type",
    ]
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// What the output says stood in: `asset symbols stood in for the app's catalog: image
  /// onboarding1, colour appYellow` (Turkish: `varlik sembolleri uygulamanin katalogu
  /// yerine: gorsel onboarding1, renk appYellow`).
  static func note(_ symbols: [Symbol], language: Language) -> String? {
    guard !symbols.isEmpty else { return nil }
    let turkish = language == .tr
    let items = Array(Set(symbols)).sorted().map { symbol in
      switch symbol.kind {
      case .image: return (turkish ? "gorsel " : "image ") + symbol.name
      case .colour: return (turkish ? "renk " : "colour ") + symbol.name
      }
    }
    return
      (turkish
      ? "varlik sembolleri uygulamanin katalogu yerine: "
      : "asset symbols stood in for the app's catalog: ") + items.joined(separator: ", ")
  }
}
