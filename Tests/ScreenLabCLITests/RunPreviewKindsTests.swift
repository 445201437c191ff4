import Foundation
import Testing

@testable import ScreenLabCLI

/// A UIKit `#Preview` hosted as UIKit, and a missing name told apart as Apple's or the
/// file's own world with the names `Docs/Coverage.md` lists (Docs/Run.md §3, §6).
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunPreviewKindsTests {
  /// `texts` rewritten and hosted as `RunCommand.prepare` does.
  static func hostables(_ texts: [String]) -> (sources: [RunSource], hostables: [RunHostable]) {
    let first = texts.enumerated().map {
      RunRewriter.rewrite(path: "F\($0.offset).swift", text: $0.element)
    }
    let sources = RunRewriter.hostingUIKitPreviews(first, texts: texts)
    return (sources, RunRewriter.hostables(sources))
  }

  @Test func aUIKitPreviewIsHostedAsTheViewControllerOrViewItMakes() throws {
    let text = """
      import UIKit
      #Preview("Profile") {
          ProfileViewController()
      }
      #Preview("Badge") {
          let badge = Badge(frame: .zero)
          badge.backgroundColor = .red
          return badge
      }
      #Preview("Stack") {
          let controller: UINavigationController = .init(rootViewController: ProfileViewController())
          return controller
      }
      #Preview("Plain") {
          UILabel()
      }
      #Preview("Hosted") {
          UIHostingController(rootView: Text("h"))
      }
      """
    let other = """
      import UIKit
      final class ProfileViewController: BaseViewController {}
      class BaseViewController: UIViewController {}
      final class Badge: UIView {}
      """
    let (sources, found) = Self.hostables([text, other])
    let kinds = Dictionary(
      uniqueKeysWithValues: found.filter { $0.file == 0 }.map { ($0.name, $0.kind) })
    // Through a superclass declared in another file, a written type, a UIKit class.
    #expect(
      kinds == [
        "Profile": .viewController, "Badge": .uiView, "Stack": .viewController,
        "Plain": .uiView, "Hosted": .viewController,
      ])
    let lines = RunRewriterTests.lines(sources[0].text)
    #expect(lines.count == RunRewriterTests.lines(text).count)
    #expect(lines[1].contains("static var previews: some UIViewController {"))
    #expect(lines[4].contains("static var previews: some UIView {"))
    #expect(!sources[0].text.contains("@ViewBuilder"))
    // The generated code makes them as `--view` makes a controller or a view.
    let tail = RunRewriter.generatedTail(
      for: sources[0], file: 0, hostables: found, selectors: [])
    let profile = try #require(found.first { $0.name == "Profile" })
    #expect(tail.contains(".viewController(\"Profile\", isScreen: true) { \(profile.make) }"))
    #expect(tail.contains(".uiView(\"Badge\""))
    // Left out after a failed build (Docs/Run.md §6), its body is a controller still.
    let type = RunCommand.previewType(profile)
    let left = RunRewriter.hostingUIKitPreviews(
      [RunRewriter.rewrite(path: "F0.swift", text: text, emptying: [type]), sources[1]],
      texts: [text, other], emptying: [0: [type]])
    let leftLines = RunRewriterTests.lines(left[0].text)
    #expect(leftLines[1].contains("static var previews: some UIViewController {"))
    #expect(leftLines[2].trimmingCharacters(in: .whitespaces) == "UIViewController()")
    #expect(!RunRewriter.hostables(left).contains { $0.name == "Profile" })
  }

  @Test func aSwiftUIPreviewOrOneOfUnknownResultStaysAView() {
    let (sources, found) = Self.hostables([
      """
      import SwiftUI
      import UIKit
      #Preview { Text("t") }
      #Preview("Made") { makeController() }
      """
    ])
    #expect(found.map(\.kind) == [.preview, .preview])
    #expect(sources[0].text.components(separatedBy: "@ViewBuilder").count == 3)
  }

  @Test func aMissingTypeIsAppleAPIWhenCoverageNamesItAndTheFilesOwnOtherwise() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Docs/Coverage.md"), encoding: .utf8)
    let known = RunAppleNames.known(coverage: text)
    func line(_ diagnostic: String, known: RunAppleNames.Known) -> String? {
      RunDiagnostics.firstMissing(["A.swift:1:1: error: " + diagnostic], declared: []).map {
        RunDiagnostics.missingLine($0, known: known)
      }
    }
    // A SwiftUI type no hand-written list names (no prefix tells it either).
    let phase = "cannot find type 'AsyncImagePhase' in scope"
    #expect(line(phase, known: .init())?.contains("is not Apple API: a type") == true)
    #expect(
      line(phase, known: known)
        == "error: `AsyncImagePhase` is Apple API that ScreenLab lacks (Docs/Coverage.md "
        + "lists what it has)")
    #expect(
      line("cannot find type 'ProfileHeader' in scope", known: known)
        == "error: `ProfileHeader` is not Apple API: a type the file expects from elsewhere "
        + "(another file of its project or a package: give that file too)")
    // A nested type: Apple's when looked up in an Apple type, the file's own otherwise.
    #expect(
      line("'Configuration' is not a member type of class 'UIKit.UIButton'", known: known)
        == "error: `UIButton.Configuration` is Apple API that ScreenLab lacks "
        + "(Docs/Coverage.md lists what it has)")
    #expect(
      line("'Design' is not a member type of struct 'HeadlessSwiftUI.Font'", known: known)?
        .hasPrefix("error: `Font.Design` is Apple API") == true)
    #expect(
      line("'Row' is not a member type of struct 'ScreenLabUserRun.Theme'", known: known)
        == "error: `Theme.Row` is not Apple API: a type the file expects from elsewhere "
        + "(another file of its project or a package: give that file too)")
    #expect(
      line("'Phase' is not a member type of generic struct 'Loader<Int>'", known: known)?
        .hasPrefix("error: `Loader.Phase` is not Apple API") == true)
    // A nested type the sources declare is theirs: passed over like any declared name.
    #expect(
      RunDiagnostics.firstMissing(
        ["A.swift:1:1: error: 'Row' is not a member type of struct 'ScreenLabUserRun.Theme'"],
        declared: ["Row"]) == nil)
  }

  @Test func aDeclarationUsingAPreviewableOneCompilesAfterItOrIsExplained() throws {
    let text = """
      import SwiftUI
      #Preview("Double") {
          @Previewable @State var a = 1; let b = a * 2
          Text("\\(b)")
      }
      #Preview("Early") {
          @Previewable @State var a = 1
          let b = a * 2
          @Previewable @State var c = 0
          Text("\\(b + c)")
      }
      """
    let source = RunRewriter.rewrite(path: "F0.swift", text: text)
    let lines = RunRewriterTests.lines(source.text)
    let old = RunRewriterTests.lines(text)
    #expect(lines.count == old.count)
    // On one line after its `;`: the body opens without a second separator, and `b` is part
    // of it, as Apple's preview has it.
    #expect(
      lines[2]
        == old[2].replacingOccurrences(of: "@Previewable", with: String(repeating: " ", count: 12))
        .replacingOccurrences(of: "; let", with: "; var body: some View { let"))
    // Before the last `@Previewable` declaration `b` is a stored property: why it cannot use
    // `a` is said when the compiler rejects its line.
    let note =
      "note: in the preview 'Early', `b` uses `a`: the declarations up to the last "
      + "@Previewable one are the preview view's stored properties, and a stored property's "
      + "initial value cannot use another; declare `b` after the last @Previewable "
      + "declaration, where it is part of the body"
    #expect(source.previewableNotes == [8: note])
    let error =
      "F0.swift:8:13: error: cannot use instance member 'a' within property initializer; "
      + "property initializers run before 'self' is available"
    #expect(RunDiagnostics.previewableNotes([error, error], [source]) == ["F0.swift:8: " + note])
    #expect(RunDiagnostics.previewableNotes(["F0.swift:4:1: error: x"], [source]).isEmpty)
  }
}
