import Foundation
import ScreenLab
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// Initializers of Apple types that a file expects from another file's extension
/// (`Color(hex:)`), found from the compiler's label messages at the call's place (Docs/Run.md
/// §6, "Project stand-ins").
@Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunInitializerStandInsTests {
  /// A view of this suite's own that calls initializers of Apple types with labels of its
  /// project's extensions, an Apple initializer, and one of a type it declares.
  static let screen = """
    import SwiftUI

    struct Badge: View {
        let tint: Tint
        var body: some View {
            VStack {
                Text("Paid").foregroundColor(Color(hex: "#232175"))
                Image(glyph: .arrowLeft).background(Color(red: 1, green: 0, blue: 0))
                Text("Due").foregroundColor(Color(hex: "#ff0000", alpha: 0.5))
                Tint(shade: 2)
                Gauge(fraction: 1) { Text("x") }
            }
        }
    }

    """

  static func line(_ row: Int, _ column: Int, _ message: String) -> String {
    "/w/Badge.swift:\(row):\(column): error: \(message)"
  }

  static let diagnostics = [
    line(7, 55, "extraneous argument label 'hex:' in call"),
    line(8, 19, "extra argument 'glyph' in call"),
    line(8, 13, "missing argument for parameter 'decorative' in call"),
    line(8, 52, "extra argument 'red' in call"),
    line(9, 64, "extra argument 'alpha' in call"),
    line(10, 18, "extraneous argument label 'shade:' in call"),
    line(11, 19, "extra argument 'fraction' in call"),
  ]

  static let known = RunAppleNames.Known(initLabels: ["red", "green", "blue"])

  static func misses() -> [RunStandIns.Miss] {
    let uses = RunStandIns.uses([screen], paths: ["/w/Badge.swift"])
    return RunStandIns.misses(
      diagnostics, declared: ["Badge", "Tint"], known: known, uses: uses)
  }

  /// Each call with a label Apple's initializers do not take stands in, once per label list;
  /// a call whose labels are Apple's (`Color(red:green:blue:)`), one of a type the sources
  /// declare (`Tint(shade:)`) and one of a type a stand-in cannot give a value (`Gauge`) do
  /// not.
  @Test func aCallWithAnotherFilesLabelsIsMissedAndAppleLabelsAreNot() {
    let forms = Self.misses().map(\.form)
    #expect(
      forms == [
        .initializer(of: "Color", labels: ["hex"]),
        .initializer(of: "Image", labels: ["glyph"]),
        .initializer(of: "Image", labels: ["glyph"]),
        .initializer(of: "Color", labels: ["hex", "alpha"]),
      ])
  }

  /// The stand-in is an extension of the type taking exactly those labels (no defaults, so
  /// Apple's initializers keep their calls) whose value is the stand-in value; an implicit
  /// member passed to it is one of the stand-in case type's values.
  @Test func theStandInIsAnInitializerWithExactlyThoseLabels() {
    let uses = RunStandIns.uses([Self.screen], paths: ["/w/Badge.swift"])
    let standIns = RunStandIns.standIns(for: Self.misses(), uses: uses)
    #expect(
      standIns == [
        .init(kind: .initializer, name: "Color", owner: "hex"),
        .init(kind: .initializer, name: "Image", owner: "glyph"),
        .init(kind: .initializer, name: "Color", owner: "hex,alpha"),
      ])
    let text = RunStandIns.file(standIns, members: [:], uses: uses)
    #expect(
      text.contains(
        "extension Color {\n  init(hex _: Any?) { self = screenLabStandInValue(\"Color\") }"))
    #expect(
      text.contains(
        "extension Image {\n  init(glyph _: ScreenLabStandInCase?) { "
          + "self = screenLabStandInValue(\"Image\") }"))
    #expect(text.contains("static let `arrowLeft` = ScreenLabStandInCase()"))
    #expect(text.contains("init(hex _: Any?, alpha _: Any?)"))
    #expect(
      RunStandIns.lines(standIns, language: .en).first
        == "stood in for Color(hex:) (an initializer of Color the file expects from elsewhere)")
  }

  /// Implicit members given by either branch of a conditional argument
  /// (`rtl ? .chevronLeft : .chevronRight`) are the case type's values too; a condition's own
  /// implicit member (`.rightToLeft`) is not passed.
  @Test func aConditionalsImplicitMembersAreCases() {
    let uses = RunStandIns.uses([
      """
      import SwiftUI
      struct Arrow: View {
          let direction: LayoutDirection
          var body: some View { Image(glyph: direction == .rightToLeft ? .chevronLeft : .chevronRight) }
      }
      """
    ])
    #expect(uses.implicitLabels["Image"] == ["glyph"])
    #expect(uses.implicitMembers == ["chevronLeft", "chevronRight"])
    let plain = RunStandIns.uses(["let a = Image(glyph: direction == .rightToLeft)"])
    #expect(plain.implicitLabels["Image"] == nil)
  }

  /// Classes get a convenience initializer calling Apple's: a colour the stand-ins' grey, a
  /// hosting controller the root view it is given.
  @Test func classesCallAnInitializerOfApples() {
    let color = RunStandIns.initializerDeclaration(
      .init(kind: .initializer, name: "UIColor", owner: "hexString"), uses: .init())
    #expect(
      color.contains("convenience init(hexString _: Any?) { self.init(white: 0.5, alpha: 1) }"))
    let host = RunStandIns.initializerDeclaration(
      .init(kind: .initializer, name: "UIHostingController", owner: "rootView,ignoreSafeArea"),
      uses: .init())
    #expect(
      host.contains(
        "convenience init(rootView: Content, ignoreSafeArea _: Any?) { "
          + "self.init(rootView: rootView) }"))
    #expect(RunStandIns.initializerBody("UIHostingController", labels: ["ignoreSafeArea"]) == nil)
  }

  /// The labels of the initializers ScreenLab has are read from the coverage table.
  @Test func theCoverageTablesInitializerLabelsAreApples() {
    let known = RunAppleNames.known(
      coverage: """
        ### Apple's names

        | name | kind | members | members by name |
        |---|---|---:|---|
        | `Color` | struct | 2 | `init(_:bundle:)`, `init(hue:saturation:brightness:opacity:)` |
        """)
    #expect(known.initLabels == ["bundle", "hue", "saturation", "brightness", "opacity"])
    #expect(!known.members.contains("init"))
  }
}
