import Foundation
import Testing

@testable import ScreenLabCLI

/// Shapes of real view files that compile and still could not be hosted (Docs/Run.md §2, §3):
/// a `private` view nested in another type, a view declared inside a preview's body, a
/// preview's `@Previewable` state, generic views over numbers or the sources' own protocols,
/// several initializers, parameters of other frameworks' types.
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunHostableShapesTests {
  static func prepared(_ text: String) -> RunCommand.Prepared {
    let sources = [RunRewriter.rewrite(path: "F0.swift", text: text)]
    return RunCommand.Prepared(
      sources: sources, hostables: RunRewriter.hostables(sources), files: [:], paths: [:],
      declared: [])
  }

  @Test func aNestedPrivateViewIsFileprivateInTheCopyAndTheOutputSaysSo() throws {
    let text = """
      import SwiftUI
      struct Settings_Previews: PreviewProvider {
          private struct Preview: View {
              @State private var mode = Mode.light
              var body: some View { Text("p") }
          }
          private enum Mode { case light, dark }
          private typealias Flag = Bool
          static var previews: some View { Preview() }
      }
      private enum Tab { case home, search }
      private struct TabBar: View {
          @Binding var tab: Tab
          var body: some View {
              struct Local: View { var body: some View { Text("l") } }
              return Local()
          }
      }
      """
    let prepared = Self.prepared(text)
    let source = try #require(prepared.sources.first)
    let lines = RunRewriterTests.lines(source.text)
    let old = RunRewriterTests.lines(text)
    #expect(lines.count == old.count)
    // The nested `private` types are `fileprivate` on their own lines; the file-scope one is
    // left as written (there the two are the same), and so is a `private` member.
    #expect(lines[2] == "    fileprivate struct Preview: View {")
    #expect(lines[3] == old[3])
    #expect(lines[6] == "    fileprivate enum Mode { case light, dark }")
    #expect(lines[7] == "    fileprivate typealias Flag = Bool")
    #expect(lines[10] == old[10])
    #expect(source.widened == ["Settings_Previews.Preview", "Settings_Previews.Mode"])
    // A type declared in a function's body is local: not a candidate, not a member.
    #expect(source.localTypes == ["Local"])
    let names = prepared.hostables.map(\.name)
    #expect(names == ["Settings_Previews", "Settings_Previews.Preview", "TabBar"])
    // The host of a binding to a private enumeration is itself file-private.
    let host = try #require(prepared.hostables.first { $0.name == "TabBar" })
    #expect(host.declarations.first?.hasPrefix("fileprivate struct ScreenLabHost_TabBar") == true)
    #expect(
      RunCommand.accessNotes("Preview", prepared, language: .en).isEmpty
        && RunCommand.accessNotes(
          RunCommand.qualified("Preview", prepared), prepared, language: .en)
          == [
            "note: 'Settings_Previews.Preview' is private; the copy declares it fileprivate so "
              + "that the generated code can make 'Settings_Previews.Preview'"
          ]
    )
  }

  @Test func aViewDeclaredInAPreviewIsHostedThroughThePreview() {
    let prepared = Self.prepared(
      """
      import SwiftUI
      struct Stepper2: View {
          @Binding var value: Int
          var body: some View { Text("\\(value)") }
      }
      #Preview("Wrapped") {
          struct Wrapper: View {
              @State var value = 3
              var body: some View { Stepper2(value: $value) }
          }
          return Wrapper()
      }
      """)
    // `Wrapper` exists only inside the preview's body: generated code cannot name it.
    #expect(!prepared.hostables.contains { $0.name.contains("Wrapper") })
    #expect(prepared.sources[0].localTypes == ["Wrapper"])
    #expect(RunCommand.previewInstead(of: "Wrapper", prepared) == "Wrapped")
  }

  @Test func previewableStateMakesThePreviewAViewOnTheSameLines() throws {
    let text = """
      import SwiftUI
      struct Counter: View {
          @Binding var count: Int
          var body: some View { Button("\\(count)") { count += 1 } }
      }
      #Preview("Counter") {
          @Previewable @State var count = 2
          let step = 1
          Counter(count: $count)
      }
      """
    let prepared = Self.prepared(text)
    let source = try #require(prepared.sources.first)
    let lines = RunRewriterTests.lines(source.text)
    let old = RunRewriterTests.lines(text)
    #expect(lines.count == old.count)
    let preview = try #require(
      prepared.hostables.first { $0.name == "Counter" && $0.kind == .preview })
    let typeName = String(preview.make.dropLast(".previews".count))
    #expect(
      lines[5].hasPrefix("struct \(typeName): View { static var previews: some View { Self() }"))
    // The attribute is blanked and the body opens after the last `@Previewable` declaration,
    // on its line: the state is the view's, what follows is its body.
    let blanked = old[6].replacingOccurrences(
      of: "@Previewable", with: String(repeating: " ", count: 12))
    #expect(lines[6] == blanked + " ; var body: some View {")
    #expect(lines[7] == old[7])
    #expect(lines[9] == "} }")
    #expect(source.types.first { $0.name == typeName }?.kind == .structure)
  }

  @Test func genericViewsGetNumbersStringsAndTheSourcesOwnConformingTypes() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      protocol ChartEntry { var value: Double { get } }
      struct Sample: ChartEntry { var value = 1.0 }
      struct Gauge<Value: BinaryFloatingPoint>: View {
          let value: Value
          var body: some View { Text("g") }
      }
      struct Tag<Label>: View where Label: StringProtocol, Label: Hashable {
          let label: Label
          var body: some View { Text(label) }
      }
      struct Meter<T: BinaryFloatingPoint>: View {
          @Binding var value: T
          let inRange: ClosedRange<T>
          init(value: Binding<T>, inRange: ClosedRange<T>, onEnd: @escaping (Bool) -> Void = { _ in }) {
              _value = value
              self.inRange = inRange
          }
          var body: some View { Text("m") }
      }
      struct Bars<Entry: ChartEntry>: View {
          let entries: [Entry]
          let first: Entry
          var body: some View { Text("b") }
      }
      """
    ])
    #expect(found["Gauge"]?.make == "Gauge<Double>(value: 0)")
    #expect(found["Tag"]?.make == "Tag<String>(label: \"label\")")
    #expect(found["Bars"]?.synthesized == "Bars<Sample>(entries: [], first: Sample())")
    // A range of the parameter is one of its type argument; its binding's state is a `Double`.
    let meter = try #require(found["Meter"])
    #expect(meter.synthesized == "Meter<Double>(value: $value, inRange: 0...1), @State value = 0")
    #expect(meter.declarations.first?.contains("@State var value: Double = 0") == true)
  }

  @Test func initializersWithTheSameLabelsGetTypedValues() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      struct Poster: View {
          init(image: String?, tags: [String]) {}
          init(image: Int?, tags: [Int]) {}
          init(url: URL, caption: String, size: CGSize) {}
          var body: some View { Text("p") }
      }
      """
    ])
    let poster = try #require(found["Poster"])
    #expect(poster.make == "Poster(image: nil as String?, tags: [] as [String])")
    #expect(
      poster.synthesized
        == "Poster(image: nil as String?, tags: [] as [String]), init(image:tags:), the first "
        + "with the fewest arguments of 3 initializers")
  }

  @Test func otherFrameworksValuesAreSynthesized() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      import AVFoundation
      final class CameraPreview: UIView {
          init(session: AVCaptureSession, gravity: UIView.ContentMode?) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      struct RangeRow: View {
          let range: ClosedRange<Double>
          let edge: Edge
          let weight: Font.Weight
          let formatter: NumberFormatter
          var body: some View { Text("r") }
      }
      """
    ])
    #expect(
      found["CameraPreview"]?.make == "CameraPreview(session: AVCaptureSession(), gravity: nil)")
    let row = try #require(found["RangeRow"])
    #expect(
      row.synthesized
        == "RangeRow(range: 0...1, edge: Edge.top, weight: Font.Weight.regular, formatter: "
        + "NumberFormatter())")
  }

  /// A material, an interface style and a type-erased tag (`tag: AnyHashable`) get SwiftUI's
  /// regular material, UIKit's unspecified style and `AnyHashable(0)`; a type with none stays
  /// unmade.
  @Test func aMaterialAStyleAndATagAreSynthesized() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      struct Frosted: View {
          let material: Material
          let style: UIUserInterfaceStyle
          let tag: AnyHashable
          var body: some View { Text("f") }
      }
      struct Measured: View {
          let formatter: MeasurementFormatter
          var body: some View { Text("m") }
      }
      """
    ])
    let frosted = try #require(found["Frosted"])
    #expect(
      frosted.synthesized
        == "Frosted(material: Material.regularMaterial, style: UIUserInterfaceStyle.unspecified, "
        + "tag: AnyHashable(0))")
    #expect(found["Measured"] == nil)
  }

  @Test func aCellIsMadeWithTheDefaultStyle() {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      final class ToggleCell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          required init?(coder: NSCoder) { nil }
      }
      final class UnitCell: UITableViewCell {
          init(style: UITableViewCell.CellStyle, formatter: MeasurementFormatter) {
              super.init(style: style, reuseIdentifier: nil)
          }
          required init?(coder: NSCoder) { nil }
      }
      """
    ])
    #expect(
      found["ToggleCell"]?.make
        == "ToggleCell(style: UITableViewCell.CellStyle.default, reuseIdentifier: nil)")
    #expect(found["UnitCell"] == nil)
  }

  @Test func aPreviewThatAloneFailsIsLeftOutOnTheSecondBuild() throws {
    let text = """
      import SwiftUI
      struct Mark: View { var body: some View { Text("m") } }
      struct Mark_Previews: PreviewProvider {
          struct Demo: View { var body: some View { Mark() } }
          static var previews: some View {
              prepare()
              return Demo()
          }
      }
      """
    let source = RunRewriter.rewrite(path: "Mark.swift", text: text)
    // Every error inside the preview's body: that preview; one anywhere else: none.
    let inPreview = "Mark.swift:6:9: error: cannot find 'prepare' in scope"
    #expect(RunRewriter.failingPreviews([inPreview], [source]) == [0: ["Mark_Previews"]])
    #expect(
      RunRewriter.failingPreviews([inPreview, "Mark.swift:2:1: error: other"], [source])
        .isEmpty)
    let left = RunRewriter.rewrite(path: "Mark.swift", text: text, emptying: ["Mark_Previews"])
    let lines = RunRewriterTests.lines(left.text)
    #expect(lines.count == RunRewriterTests.lines(text).count)
    #expect(lines[5].trimmingCharacters(in: .whitespaces) == "EmptyView()")
    #expect(lines[6].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(lines[7] == "    }")
    // The preview is no candidate; the view it showed is.
    let names = RunRewriter.hostables([left]).map(\.name)
    #expect(names == ["Mark", "Mark_Previews.Demo"])
  }

  @Test func appleNamesScreenLabHasAreReadFromTheCoverageTable() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Docs/Coverage.md"), encoding: .utf8)
    let known = RunAppleNames.known(coverage: text)
    // A member no hand-written list names is Apple's when ScreenLab has it on some type.
    #expect(RunAppleNames.origin(of: "lineDashPattern", member: true) == .elsewhere)
    #expect(RunAppleNames.origin(of: "lineDashPattern", member: true, known: known) == .apple)
    #expect(known.types.isSuperset(of: ["CATransform3D", "Decomposition", "UIView"]))
    // ScreenLab's own additions and the author's names are not Apple's.
    #expect(!known.types.contains("ViewHost"))
    #expect(RunAppleNames.origin(of: "brandBlue", member: true, known: known) == .elsewhere)
    #expect(
      RunDiagnostics.missingLine(
        RunDiagnostics.Missing(name: "lineDashPattern", isMember: true), known: known
      )
      .hasPrefix("error: `.lineDashPattern` is Apple API that ScreenLab lacks"))
  }

  @Test func twoViewParametersGetTwoTypesAndAGenericStateIsSpelledWithItsArgument() throws {
    let found = RunSynthesisTests.hostables([
      """
      import SwiftUI
      struct Collapsible<Header: View, Content: View>: View {
          let header: () -> Header
          let content: () -> Content
          var body: some View { VStack { header(); content() } }
      }
      struct Choice<Value: Hashable>: View {
          @Binding var selection: Value?
          var body: some View { Text("c") }
      }
      struct Focused: View {
          @AccessibilityFocusState private var focus: Bool
          var body: some View { Text("f") }
      }
      """
    ])
    // With `Text` for both, an initializer written for equal types would be ambiguous.
    #expect(
      found["Collapsible"]?.make
        == "Collapsible<Text, AnyView>(header: { Text(\"header\") }, content: { "
        + "AnyView(Text(\"content\")) })")
    // The host's state is of the type argument, not of the parameter's name.
    let choice = try #require(found["Choice"])
    #expect(choice.declarations.first?.contains("@State var selection: Int? = nil") == true)
    // An accessibility focus state, like a focus state, needs no argument.
    #expect(found["Focused"]?.make == "Focused()")
  }

  @Test func aCacheReachedThroughALinkStillMapsTheCompilersPaths() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-run-link-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(
      atPath: base + "/real/Sources", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: base + "/link", withDestinationPath: base + "/real")
    let directory = base + "/link/Sources"
    let paths = RunCommand.withResolvedPaths(
      [directory + "/F0_Card.swift": "Card.swift"], directory: directory)
    let real = URL(fileURLWithPath: base + "/real/Sources").resolvingSymlinksInPath().path
    #expect(paths[real + "/F0_Card.swift"] == "Card.swift")
    // The compiler's message names the real path; the user sees their own.
    #expect(
      RunDiagnostics.map(
        real + "/F0_Card.swift:3:5: error: cannot find 'X' in scope", paths: paths)
        == ["Card.swift:3:5: error: cannot find 'X' in scope"])
  }
}
