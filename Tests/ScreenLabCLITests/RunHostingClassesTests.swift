import Foundation
import Testing

@testable import ScreenLabCLI

/// Classes of views `screenlab run` makes that it once could not (Docs/Run.md §3): a
/// matched-geometry namespace passed in, a property wrapper its attribute initializes.
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunHostingClassesTests {
  @Test func aNamespaceIDParameterGetsTheHostsOwnNamespace() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      struct Pill: View {
          @Binding var selected: String
          var title: String
          var animation: Namespace.ID
          var body: some View {
              Text(title).matchedGeometryEffect(id: "pill", in: animation)
          }
      }
      """
    ])
    let pill = try #require(found["Pill"])
    #expect(
      pill.synthesized
        == "Pill(selected: $selected, title: \"title\", animation: animation), "
        + "@State selected = \"\", @Namespace animation")
    #expect(pill.make == "ScreenLabHost_Pill()")
    let lines = try #require(pill.declarations.first).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("@Namespace var animation"))
    #expect(
      lines.contains(
        "var body: some View { Pill(selected: $selected, title: \"title\", animation: animation) }"
      ))
  }

  @Test func aWrapperItsAttributeInitializesNeedsNoArgument() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      struct Counter: View {
          @AppStorage("count") private var stored: Int?
          @FocusedValue(\\.selection) private var selection: String?
          var body: some View { Text("\\(stored ?? 0)") }
      }
      """
    ])
    let counter = try #require(found["Counter"])
    // Made with `init()`: the memberwise initializer takes nothing for either property.
    #expect(counter.synthesized == nil)
    #expect(counter.make == "Counter()")
  }

  @Test func aFileWhoseTypesAreAllMacOSOnlySaysSo() {
    let mac = RunRewriter.rewrite(
      path: "Window.swift",
      text: """
        #if os(macOS)
        import SwiftUI
        struct Window: View {
            var body: some View { Text("Mac") }
        }
        #endif

        """)
    #expect(mac.types.isEmpty)
    #expect(mac.inactiveTypes == ["Window (#if os(macOS))"])
    #expect(
      RunCommand.noTypesReason([mac])
        == " (its types are only in #if clauses inactive on iOS, not iOS code: Window (#if "
        + "os(macOS)))")
    let empty = RunRewriter.rewrite(path: "Empty.swift", text: "import SwiftUI\n")
    #expect(RunCommand.noTypesReason([empty]) == " (the file declares no types)")
  }
}
