import Foundation
import ScreenLab
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// The stand-ins `screenlab run` declares for what a file expects from elsewhere in its
/// project (Docs/Run.md §6, "Project stand-ins").
@Suite struct RunStandInsTests {
  /// A view of this suite's own that names a Core Data entity, a delegate protocol, a
  /// generated model class, a formatter namespace, a function and a view modifier that other
  /// files of its project would declare.
  static let screen = """
    import SwiftUI
    import CoreData

    final class Relay: NSObject, LinkDelegate {
        func linkDidFinish(_ link: Int) {}
    }

    struct Vault: View {
        @FetchRequest(sortDescriptors: []) var secrets: FetchedResults<SecretEntity>
        let planner = TripPlanner()
        var body: some View {
            VStack {
                Text(planner.title ?? "")
                Text("\\(Date(), formatter: Formatters.short)")
                Button("Chime") { chime(volume: 2) }
                Button("Both") { chime(volume: 1, pitch: 3) }
                Button("Pitch") { chime(pitch: 3) }
            }
            .glow(radius: 4)
            .onAppear { refresh }
        }
    }

    """

  static func line(_ row: Int, _ column: Int, _ message: String) -> String {
    "/w/Vault.swift:\(row):\(column): error: \(message)"
  }

  static let diagnostics = [
    line(4, 28, "cannot find type 'LinkDelegate' in scope"),
    line(9, 69, "cannot find type 'SecretEntity' in scope"),
    line(10, 19, "cannot find 'TripPlanner' in scope"),
    line(13, 46, "cannot find 'Formatters' in scope"),
    line(14, 32, "cannot find 'chime' in scope"),
    line(
      19, 14, "value of type 'VStack<TupleView<(Text, Text, Button<Text>)>>' has no member 'glow'"),
    line(20, 25, "cannot find 'refresh' in scope"),
    line(21, 5, "cannot find 'KeyframeAnimator' in scope"),
    line(22, 5, "cannot find type 'UIGlassEffect' in scope"),
    line(23, 5, "cannot find type 'Vault' in scope"),
  ]

  @Test func onlyNamesNeitherAppleNorTheSourcesOwnAreMissed() {
    let misses = RunStandIns.misses(Self.diagnostics, declared: ["Vault", "Relay"], known: .init())
    #expect(
      misses.map(\.name) == [
        "LinkDelegate", "SecretEntity", "TripPlanner", "Formatters", "chime", "glow", "refresh",
      ])
    #expect(misses.first { $0.name == "glow" }?.form == .viewMember)
    #expect(misses.first { $0.name == "chime" }?.form == .value)
    #expect(misses.first { $0.name == "Formatters" }?.form == .type)
  }

  @Test func aMemberAnImplicitUseNamesOnAStandInTypeIsAStaticMember() {
    let misses = RunStandIns.misses(
      [
        Self.line(3, 9, "type 'Tab' has no member 'all'"),
        Self.line(4, 9, "type 'Tab?' has no member 'recent'"),
        Self.line(5, 9, "type 'Color' has no member 'brand'"),
      ], declared: [], known: .init(), standIns: ["Tab"])
    #expect(misses.map(\.name) == ["all", "recent"])
    #expect(misses.allSatisfy { $0.form == .staticMember(of: "Tab") })
  }

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func eachNameIsToldByItsUses() {
    let uses = RunStandIns.uses([Self.screen])
    let misses = RunStandIns.misses(Self.diagnostics, declared: ["Vault", "Relay"], known: .init())
    let standIns = RunStandIns.standIns(for: misses, uses: uses)
    #expect(
      standIns == [
        .init(kind: .protocol, name: "LinkDelegate"),
        .init(kind: .managedObject, name: "SecretEntity"),
        .init(kind: .type, name: "TripPlanner"), .init(kind: .type, name: "Formatters"),
        .init(kind: .function, name: "chime"), .init(kind: .modifier, name: "glow"),
      ])
    // `refresh` is not called: a value of unknown type, so nothing stands in for it.
    #expect(!standIns.contains { $0.name == "refresh" })
  }

  @Test func theLabelsOfEveryCallMergeInOrder() {
    #expect(
      RunStandIns.mergedLabels([["volume"], ["volume", "pitch"], ["pitch"]])
        == ["volume", "pitch"])
    #expect(
      RunStandIns.mergedLabels([["pitch"], ["rate", "pitch", "echo"], ["_", "{}"]])
        == ["rate", "pitch", "echo", "_", "{}"])
    #expect(RunStandIns.parameters([["_", "_"]]) == "_ p0: Any? = nil, _ p1: Any? = nil")
  }

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func theFileDeclaresTheLeastEachUseNeeds() {
    let uses = RunStandIns.uses([Self.screen])
    let text = RunStandIns.file(
      [
        .init(kind: .protocol, name: "LinkDelegate"),
        .init(kind: .managedObject, name: "SecretEntity"),
        .init(kind: .type, name: "TripPlanner"), .init(kind: .function, name: "chime"),
        .init(kind: .modifier, name: "glow"),
      ], members: ["TripPlanner": ["shared"]], uses: uses)
    #expect(text.contains("import CoreData\n"))
    // A class conforms to the protocol, and no value type does: class-bound.
    #expect(text.contains("@dynamicMemberLookup\nprotocol LinkDelegate: AnyObject {}"))
    #expect(text.contains("final class SecretEntity: NSManagedObject, ScreenLabStandInValue {"))
    #expect(text.contains("final class TripPlanner: ObservableObject, Identifiable, Hashable"))
    #expect(text.contains("  init() {}\n"))
    #expect(text.contains("  static var shared: TripPlanner { TripPlanner() }\n"))
    #expect(text.contains("func chime(volume _: Any? = nil, pitch _: Any? = nil) {}"))
    #expect(text.contains("func glow(radius _: Any? = nil) -> some View {\n    self\n  }"))
    // Values are the same every run: never the real time.
    #expect(text.contains("Date(timeIntervalSince1970: 0)"))
    #expect(!text.contains("Date()"))
  }

  @Test func eachStandInIsOneLineThatNeverCallsItApple() {
    let lines = RunStandIns.lines(
      [.init(kind: .type, name: "TripPlanner"), .init(kind: .function, name: "chime")],
      language: .en)
    #expect(
      lines == [
        "stood in for TripPlanner (a type the file expects from elsewhere)",
        "stood in for chime(…) (a function the file expects from elsewhere)",
      ])
    #expect(
      RunStandIns.lines([.init(kind: .protocol, name: "LinkDelegate")], language: .tr)
        == ["yerine konan: LinkDelegate (dosyanin baska yerden bekledigi bir protokol)"])
  }

  @Test func theResultPrintsTheStandInsUnderTheViewsName() {
    var run = HostedRun(name: "Vault", kind: "swiftui", tree: ["Vault"])
    run.projectStandIns = ["stood in for TripPlanner (a type the file expects from elsewhere)"]
    let lines = RunResult(candidates: ["Vault"], hosted: [run]).textLines(.en)
    #expect(
      lines == [
        "== Vault ==", "stood in for TripPlanner (a type the file expects from elsewhere)",
        "Vault",
      ])
  }

  /// An argument given as an implicit member (`configureUI(.playing)`) needs a type that has
  /// the member: the parameter is the stand-ins' case type, and each such member one of its
  /// values, spelled so that a keyword (`.default`) is a name too.
  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func anImplicitMemberArgumentGetsACaseType() {
    let uses = RunStandIns.uses([
      """
      final class Player {
          func tapped() { configureUI(.playing, animated: true); configureUI(.default) }
      }
      """
    ])
    #expect(uses.implicitLabels["configureUI"] == ["_"])
    let text = RunStandIns.file(
      [.init(kind: .function, name: "configureUI")], members: [:], uses: uses)
    #expect(
      text.contains(
        "func configureUI(_ p0: ScreenLabStandInCase? = nil, animated _: Any? = nil) {}"))
    #expect(text.contains("  static let `playing` = ScreenLabStandInCase()\n"))
    #expect(text.contains("  static let `default` = ScreenLabStandInCase()\n"))
  }

  /// A stand-in's member shown as text without a type (`Text(tab.name)`: `String` or
  /// `LocalizedStringKey` would be ambiguous) is empty text.
  @Test func aMemberShownAsTextWithoutATypeIsEmptyText() {
    #expect(
      RunStandIns.supportText.contains(
        "init(_ standIn: ScreenLabStandInAny) { self.init(verbatim: \"\") }"))
  }

  /// A font's text style or a semantic colour called as a method of a view
  /// (`Text("x").headline()`) is the project's own extension: Apple's views declare no such
  /// method, though the name is Apple's as a value.
  @Test func aTextStyleCalledOnAViewIsTheProjectsOwnModifier() {
    let misses = RunStandIns.misses(
      [
        Self.line(3, 9, "value of type 'Text' has no member 'headline'"),
        Self.line(4, 9, "value of type 'Text' has no member 'scrollBounceBehavior'"),
      ], declared: [], known: .init())
    #expect(misses.map(\.name) == ["headline"])
    #expect(misses.first?.form == .viewMember)
  }

  /// A member called on a UIKit view (`view.setGradientBackground(top:bottom:)`) that Apple
  /// does not declare is another file's extension of that class: a method of it stands in,
  /// doing nothing or giving the type its use asks for.
  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func aMethodCalledOnAUIKitClassIsAnotherFilesExtension() {
    let source = """
      import UIKit
      final class Intro: UIViewController {
          override func viewDidLoad() { view.setGradientBackground(top: .red, bottom: .blue) }
      }
      """
    let misses = RunStandIns.misses(
      [Self.line(3, 40, "value of type 'UIView' has no member 'setGradientBackground'")],
      declared: ["Intro"], known: .init())
    #expect(misses.map(\.form) == [.member(of: "UIView")])
    let uses = RunStandIns.uses([source])
    let standIns = RunStandIns.standIns(for: misses, uses: uses)
    #expect(standIns == [.init(kind: .method, name: "setGradientBackground", owner: "UIView")])
    let text = RunStandIns.file(standIns, members: [:], uses: uses)
    #expect(
      text.contains(
        "extension UIView {\n  func setGradientBackground(top _: ScreenLabStandInCase? = nil, "
          + "bottom _: ScreenLabStandInCase? = nil) {}"))
    #expect(
      RunStandIns.lines(standIns, language: .en) == [
        "stood in for .setGradientBackground(…) (a method of UIView the file expects from "
          + "elsewhere)"
      ])
  }

  /// A member typed as an enumeration or a raw-value type the support does not list gets the
  /// first case, or the value made from its raw type's stand-in (`RunLoop.Mode(rawValue: "")`),
  /// before the one-line stop.
  @Test func enumerationsAndRawValueTypesGetAValue() {
    let text = RunStandIns.supportText
    #expect(text.contains("as? any CaseIterable.Type"))
    #expect(text.contains("as? any RawRepresentable.Type"))
    let caseIndex = text.range(of: "CaseIterable.Type")?.lowerBound
    let stopIndex = text.range(of: "exit(1)")?.lowerBound
    #expect(caseIndex != nil && stopIndex != nil && caseIndex! < stopIndex!)
  }

  /// A type with no stand-in value ends the hosted program with one line on standard error and
  /// status 1, which the run reports as a one-line error naming the file — never a trap.
  @Test func aTypeWithoutAValueEndsTheProgramWithOneLineNotATrap() {
    let text = RunStandIns.supportText
    #expect(!text.contains("fatalError("))
    #expect(!text.contains("preconditionFailure("))
    #expect(text.contains("FileHandle.standardError.write("))
    #expect(text.contains("no stand-in value of type"))
    #expect(text.contains("exit(1)"))
  }
}
