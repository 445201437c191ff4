import Foundation
import ScreenLab
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// The asset symbols `screenlab run` stands in for when a file names members that Xcode
/// generates from the app's asset catalog (Docs/Run.md §6, "Asset symbols").
@Suite struct RunAssetSymbolsTests {
  /// A view of this suite's own, naming assets as Xcode 15's generated symbols spell them.
  static let onboarding = """
    import SwiftUI

    struct Welcome: View {
      var body: some View {
        VStack {
          Image(.heroShot)
            .resizable()
          Text("Hello")
            .foregroundStyle(.headline)
          Capsule().fill(Color(.Brand.accentFill))
          tile(.badge)
          Text("x").background(Color.sunrise)
          Button("Go") {}.buttonStyle(.accessoryBar)
        }
      }
      func tile(_ image: ImageResource) -> some View { Image(image) }
    }

    """

  static func line(_ row: Int, _ column: Int, _ message: String) -> String {
    "/w/Welcome.swift:\(row):\(column): error: \(message)"
  }

  static let diagnostics = [
    line(6, 13, "reference to member 'heroShot' cannot be resolved without a contextual type"),
    line(9, 26, "type 'ShapeStyle' has no member 'headline'"),
    line(10, 28, "reference to member 'Brand' cannot be resolved without a contextual type"),
    line(11, 12, "type 'ImageResource' has no member 'badge'"),
    line(12, 33, "type 'Color' has no member 'sunrise'"),
    line(13, 35, "reference to member 'accessoryBar' cannot be resolved without a contextual type"),
  ]

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func eachUseSiteDecidesImageOrColourAndOtherUsesGetNone() {
    let symbols = RunAssetSymbols.symbols(
      for: RunAssetSymbols.misses(Self.diagnostics),
      in: [(path: "/w/Welcome.swift", text: Self.onboarding)])
    #expect(
      symbols == [
        .init(kind: .image, path: ["heroShot"]), .init(kind: .colour, path: ["headline"]),
        .init(kind: .colour, path: ["Brand", "accentFill"]),
        .init(kind: .image, path: ["badge"]), .init(kind: .colour, path: ["sunrise"]),
      ])
  }

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func aColumnOnTheNameAfterAnExplicitBaseFindsTheSymbol() {
    let text = "import SwiftUI\nlet tint = Text(\"x\").background(Color.sunrise)\n"
    let symbols = RunAssetSymbols.symbols(
      for: RunAssetSymbols.misses([
        "/w/T.swift:2:39: error: type 'Color' has no member 'sunrise'"
      ]),
      in: [(path: "/w/T.swift", text: text)])
    #expect(symbols == [.init(kind: .colour, path: ["sunrise"])])
  }

  @Test func theMessagesAnAssetSymbolCouldAnswerAreRead() {
    let misses = RunAssetSymbols.misses(
      Self.diagnostics + [
        Self.line(3, 1, "type 'Font' has no member 'brand'"),
        Self.line(4, 2, "cannot find 'Palette' in scope"),
        Self.line(5, 3, "type 'SwiftUI.Color' has no member 'ink'"),
      ])
    #expect(misses.count == 7)
    #expect(
      misses[0] == .init(path: "/w/Welcome.swift", line: 6, column: 13, name: "heroShot", type: nil)
    )
    #expect(misses[1].type == "ShapeStyle")
    // A module-qualified type is that type; `Font` is not one Xcode extends.
    #expect(misses.last?.type == "Color")
    #expect(misses.last?.name == "ink")
  }

  @Test func appleMembersAreNeverShadowedAndXcodesSuffixesAreNotGenerated() {
    #expect(!RunAssetSymbols.allowed(.init(kind: .colour, path: ["separator"])))
    #expect(!RunAssetSymbols.allowed(.init(kind: .colour, path: ["systemGray6"])))
    #expect(!RunAssetSymbols.allowed(.init(kind: .image, path: ["checkmark"])))
    #expect(!RunAssetSymbols.allowed(.init(kind: .colour, path: ["Resolved", "x"])))
    // Xcode drops `Color` and `Image` from the end of an asset's name: `darkGrayColor`
    // (Swift 2's UIKit spelling) is no asset symbol.
    #expect(!RunAssetSymbols.allowed(.init(kind: .colour, path: ["darkGrayColor"])))
    #expect(!RunAssetSymbols.allowed(.init(kind: .image, path: ["logoImage"])))
    #expect(RunAssetSymbols.allowed(.init(kind: .colour, path: ["appYellow"])))
    #expect(RunAssetSymbols.allowed(.init(kind: .colour, path: ["title"])))
    #expect(RunAssetSymbols.allowed(.init(kind: .image, path: ["onboarding1"])))
  }

  @Test func theGeneratedDeclarationsHaveXcodesShapes() {
    let file = RunAssetSymbols.file([
      .init(kind: .colour, path: ["appYellow"]), .init(kind: .image, path: ["logo"]),
      .init(kind: .colour, path: ["Brand", "ink"]),
    ])
    let lines = file.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      lines.contains(
        "static let appYellow = ColorResource(name: \"appYellow\", bundle: Foundation.Bundle.main)"
      ))
    #expect(
      lines.contains(
        "static let logo = ImageResource(name: \"logo\", bundle: Foundation.Bundle.main)"))
    #expect(lines.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {"))
    #expect(lines.contains("enum Brand {"))
    // A namespaced asset's resource is named with its folder, as Xcode names it.
    #expect(
      lines.contains(
        "static let ink = ColorResource(name: \"Brand/ink\", bundle: Foundation.Bundle.main)"))
    #expect(
      lines.contains(
        "static var ink: SwiftUI.Color { SwiftUI.Color(ColorResource.Brand.ink) }"))
    #expect(lines.contains("static var appYellow: UIKit.UIColor { UIKit.UIColor.clear }"))
    #expect(
      lines.contains(
        "static var logo: UIKit.UIImage { UIKit.UIImage(named: \"logo\") ?? UIKit.UIImage() }"))
    // `ShapeStyle` cannot nest a type: a namespaced colour is not among its members.
    let shapeStyle = file.components(separatedBy: "where Self == SwiftUI.Color {")[1]
      .components(separatedBy: "}\n")[0]
    #expect(!shapeStyle.contains("Brand"))
    #expect(shapeStyle.contains("appYellow"))
  }

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func membersTheSourcesDeclareThemselvesAreLeftOut() {
    let declared = RunAssetSymbols.declaredMembers(in: [
      (
        path: "/w/A.swift",
        text: "import SwiftUI\nextension Color { static let title = Color.red }\n"
      )
    ])
    #expect(declared == ["SwiftUI.Color.title"])
    let file = RunAssetSymbols.file([.init(kind: .colour, path: ["title"])], skipping: declared)
    #expect(!file.contains("extension SwiftUI.Color {"))
    #expect(file.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {"))
  }

  @Test func theOutputSaysWhatStoodInInBothLanguages() {
    let symbols: [RunAssetSymbols.Symbol] = [
      .init(kind: .colour, path: ["appYellow"]), .init(kind: .image, path: ["onboarding1"]),
    ]
    #expect(
      RunAssetSymbols.note(symbols, language: .en)
        == "asset symbols stood in for the app's catalog: image onboarding1, colour appYellow")
    #expect(
      RunAssetSymbols.note(symbols, language: .tr)
        == "varlik sembolleri uygulamanin katalogu yerine: gorsel onboarding1, renk appYellow")
    #expect(RunAssetSymbols.note([], language: .en) == nil)
    let result = RunCommand.noting(
      symbols,
      in: RunResult(
        candidates: ["A"], hosted: [HostedRun(name: "A", kind: "swiftui", tree: ["A"])]),
      language: .en)
    #expect(
      result.textLines(.en) == [
        "== A ==",
        "asset symbols stood in for the app's catalog: image onboarding1, colour appYellow", "A",
      ])
  }

  /// A second member of a catalog folder that a stand-in already declared: the compiler
  /// names the folder's enum as the type (`type 'Color.Brand' has no member 'ink'`), and the
  /// symbol is that folder's colour; a namespace the sources declare is theirs.
  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func aMemberMissingInAStoodInFolderIsThatFoldersAsset() {
    let text = "import SwiftUI\nlet tint = Color(.Brand.ink)\nlet glow = UIImage.Art.halo\n"
    let misses = RunAssetSymbols.misses([
      "/w/T.swift:2:25: error: type 'Color.Brand' has no member 'ink'",
      "/w/T.swift:3:24: error: type 'UIKit.UIImage.Art' has no member 'halo'",
      "/w/T.swift:3:1: error: type 'Font.Brand' has no member 'title'",
    ])
    #expect(misses.map(\.namespaces) == [["Brand"], ["Art"]])
    #expect(misses.map(\.type) == ["Color", "UIImage"])
    let symbols = RunAssetSymbols.symbols(for: misses, in: [(path: "/w/T.swift", text: text)])
    #expect(
      symbols == [
        .init(kind: .colour, path: ["Brand", "ink"]), .init(kind: .image, path: ["Art", "halo"]),
      ])
    #expect(RunAssetSymbols.namespaced("type 'Color' has no member 'x'") == nil)
  }

  /// An implicit member where an optional colour is expected (`.foregroundColor(.x)`): the
  /// compiler names the optional type, and the member Xcode generates on `Color` answers it.
  @Test func aMemberMissingOnAnOptionalColourIsAColour() {
    let misses = RunAssetSymbols.misses([Self.line(12, 33, "type 'Color?' has no member 'ink'")])
    #expect(misses.map(\.type) == ["Color"])
    #expect(misses.map(\.name) == ["ink"])
  }
}
