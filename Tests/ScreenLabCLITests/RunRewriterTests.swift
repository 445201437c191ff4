import Foundation
import Testing

@testable import ScreenLabCLI

/// The rewrite of a copy before `screenlab run` compiles it (Docs/Run.md §2): same lines,
/// Objective-C attributes blanked, `#selector` turned into `Selector` values named by Swift's
/// Objective-C naming rule, and the generated dispatch table.
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunRewriterTests {
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static let uikit = """
    import UIKit

    @objcMembers final class Panel: UIView {
        @objc dynamic var level = 0
        @objc(customReset) func reset() {}
        @nonobjc func helper() {}
        @objc private func tapped(_ sender: UIButton) {}
        @objc func moved(sender: UIControl, event: UIEvent?) {}
        @objc func refresh() throws {}
        func unused(_ x: Int) {}

        func wire(_ button: UIButton) {
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            button.addTarget(self, action: #selector(Panel.moved(sender:event:)), for: .valueChanged)
            let g = UITapGestureRecognizer(target: self, action: #selector(reset))
            _ = #selector(getter: Panel.level)
            _ = #selector(setter: Panel.level)
            _ = #keyPath(Panel.level)
            _ = g
            _ = #selector(refresh)
        }
    }
    """

  @Test func managedPropertiesBecomeTheCoreDataFacadesWrapper() {
    let text = """
      import CoreData
      final class Item: NSManagedObject {
          @NSManaged public var name: String?
          @NSManaged public func addToTags(_ value: NSManagedObject)
      }
      """
    let new = Self.lines(RunRewriter.rewrite(path: "Item.swift", text: text).text)
    let old = Self.lines(text)
    #expect(new.count == old.count)
    #expect(new[2] == "    @_NSManaged public var name: String?")
    #expect(new[3] == old[3])
  }

  @Test func everyLineKeepsItsPlaceAndUntouchedLinesStayByteForByte() throws {
    let source = RunRewriter.rewrite(path: "Panel.swift", text: Self.uikit)
    let old = Self.lines(Self.uikit)
    let new = Self.lines(source.text)
    try #require(new.count == old.count)
    let touched: Set<Int> = [2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 17, 19]
    for index in old.indices where !touched.contains(index) {
      #expect(new[index] == old[index], "line \(index + 1)")
    }
    // Blanked attributes keep the columns of what follows: the line is the old one with the
    // attribute's characters turned into spaces.
    func blanked(_ line: String, _ words: [String]) -> String {
      var result = line
      for word in words {
        result = result.replacingOccurrences(
          of: word, with: String(repeating: " ", count: word.count))
      }
      return result
    }
    #expect(new[2] == blanked(old[2], ["@objcMembers"]))
    #expect(new[3] == blanked(old[3], ["@objc", "dynamic"]))
    #expect(new[4] == blanked(old[4], ["@objc(customReset)"]))
    #expect(new[5] == blanked(old[5], ["@nonobjc"]))
    #expect(new[6] == blanked(old[6], ["@objc"]))
    #expect(new[7] == blanked(old[7], ["@objc"]))
  }

  @Test func interfaceBuilderConnectionsAreBlankedAndTheirLinesKept() {
    let text = """
      import UIKit
      final class Login: UIViewController {
          @IBOutlet weak var name: UILabel!
          @IBOutlet var fields: [UITextField]!
          @IBAction func go(_ sender: UIButton) {}
          @IBInspectable var radius: CGFloat = 4
      }
      """
    let old = Self.lines(text)
    let new = Self.lines(RunRewriter.rewrite(path: "Login.swift", text: text).text)
    #expect(new.count == old.count)
    #expect(new[2] == old[2].replacingOccurrences(of: "@IBOutlet", with: "         "))
    #expect(new[3] == old[3].replacingOccurrences(of: "@IBOutlet", with: "         "))
    #expect(new[4] == old[4].replacingOccurrences(of: "@IBAction", with: "         "))
    // `@IBInspectable` compiles without Objective-C; it stays.
    #expect(new[5] == old[5])
  }

  @Test func selectorsBecomeObjectiveCNamedSelectorValues() {
    let source = RunRewriter.rewrite(path: "Panel.swift", text: Self.uikit)
    let new = Self.lines(source.text)
    // The Objective-C names, by Swift's rule: `_` adds `:`, a first label adds `With` + Label.
    #expect(new[12].contains("action: Selector(\"tapped:\")"))
    #expect(new[13].contains("action: Selector(\"movedWithSender:event:\")"))
    #expect(new[14].contains("action: Selector(\"reset\")"))
    #expect(new[15].contains("_ = Selector(\"level\")"))
    #expect(new[16].contains("_ = Selector(\"setLevel:\")"))
    #expect(new[17].contains("_ = \"level\""))
    #expect(new[19].contains("_ = Selector(\"refresh\")"))
    // A shorter replacement is padded: the `for:` argument stays in its column.
    let oldLine = Self.lines(Self.uikit)[12]
    #expect(
      new[12].range(of: ", for:")?.lowerBound.utf16Offset(in: new[12])
        == oldLine.range(of: ", for:")?.lowerBound.utf16Offset(in: oldLine))
    #expect(
      source.selectors == [
        "tapped:", "movedWithSender:event:", "reset", "level", "setLevel:", "refresh",
      ])
    #expect(!source.text.contains("#selector"))
    #expect(!source.text.contains("@objc"))
    #expect(!source.text.contains("dynamic"))
  }

  @Test func theDispatchTableCoversTheSelectedMethodsOnly() {
    let source = RunRewriter.rewrite(path: "Panel.swift", text: Self.uikit)
    let tail = RunRewriter.generatedTail(
      for: source, file: 0, hostables: RunRewriter.hostables([source]),
      selectors: Set(source.selectors))
    #expect(tail.contains("#sourceLocation(file: \"screenlab-run-generated.swift\", line: 1)"))
    #expect(tail.contains("SelectorTable.register(\"tapped:\", on: Panel.self)"))
    #expect(tail.contains("SelectorTable.argument(arguments, 0, as: (UIButton).self)"))
    #expect(tail.contains("_ = target.tapped(a0)"))
    #expect(tail.contains("_ = target.moved(sender: a0, event: a1)"))
    #expect(tail.contains("SelectorTable.argument(arguments, 1, as: (UIEvent?).self)"))
    #expect(tail.contains("_ = target.reset()"))
    #expect(tail.contains("_ = try? target.refresh()"))
    // Not named by any selector: no entry.
    #expect(!tail.contains("\"unused:\""))
    #expect(!tail.contains("helper"))
    #expect(tail.contains("func __screenlabSelectors0() {"))
    #expect(tail.contains("@MainActor func __screenlabCandidates0() -> [RunCandidate] {"))
    #expect(tail.contains(".uiView(\"Panel\", isScreen: true)"))
  }

  @Test func theMainFileListsEveryFile() {
    let main = RunRewriter.mainFile(fileCount: 2)
    #expect(main.contains("__screenlabCandidates0() + __screenlabCandidates1()"))
    #expect(main.contains("  __screenlabSelectors0()\n  __screenlabSelectors1()"))
  }

  static func hostables(_ files: [String]) -> [RunHostable] {
    RunRewriter.hostables(
      files.enumerated().map { RunRewriter.rewrite(path: "F\($0.offset).swift", text: $0.element) })
  }

  @Test func theSeedsPanelScreenIsTheScreenAndItsPartsAreNot() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/Run/PanelScreen.swift"),
      encoding: .utf8)
    let found = Self.hostables([text])
    // DetailPanel needs `isOn` (synthesized: `false`); StatusText has init(); PanelScreen
    // uses both.
    #expect(found.map(\.name) == ["PanelScreen", "DetailPanel", "StatusText"])
    #expect(found.map(\.isScreen) == [true, false, false])
    #expect(found.map(\.make) == ["PanelScreen()", "DetailPanel(isOn: false)", "StatusText()"])
    #expect(found.map(\.synthesized) == [nil, "DetailPanel(isOn: false)", nil])
  }

  @Test func viewDiscoveryFollowsMemberwiseAndInitializerRules() {
    let found = Self.hostables([
      """
      import SwiftUI
      struct Defaults: View { @State var n = 0; let title = "x"; var note: String?; var body: some View { Text(title) } }
      struct NeedsValue: View { let title: String; var body: some View { Text(title) } }
      struct NeedsBinding: View { @Binding var on: Bool; var body: some View { Text("b") } }
      struct Explicit: View { let t: String; init() { t = "e" }; var body: some View { Text(t) } }
      struct DefaultedInit: View { init(t: String = "d") {}; var body: some View { Text("d") } }
      struct Failable: View { init?() { return nil }; var body: some View { Text("f") } }
      struct Env: View { @Environment(\\.colorScheme) var scheme; var body: some View { Text("e") } }
      struct Object: View { @EnvironmentObject var model: Model; var body: some View { Text("o") } }
      struct Generic<T>: View { var body: some View { Text("g") } }
      private struct Hidden: View { var body: some View { Text("h") } }
      struct Computed: View { var value: Int { 3 }; var body: some View { Text("c") } }
      struct Defaults_Previews: PreviewProvider { static var previews: some View { Defaults() } }
      """,
      """
      import UIKit
      class Ring: UIView { override init(frame: CGRect) { super.init(frame: frame) }; required init?(coder: NSCoder) { nil } }
      class Plain: UIView {}
      final class Sub: Ring {}
      class Model: UIView { init(model: Int) { super.init(frame: .zero) }; required init?(coder: NSCoder) { nil } }
      class Screen: UIViewController { init() { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { nil } }
      class Inherited: UIViewController {}
      class Unrelated { init() {} }
      """,
    ])
    // NeedsValue, NeedsBinding and Model get synthesized arguments, Generic a type argument;
    // Object's `Model` (a UIView with only `init(model:)`) cannot be made for its environment
    // object.
    #expect(
      found.map(\.name) == [
        "Defaults", "NeedsValue", "NeedsBinding", "Explicit", "DefaultedInit", "Env", "Generic",
        "Hidden", "Computed", "Defaults_Previews", "Ring", "Plain", "Sub", "Model", "Screen",
        "Inherited",
      ])
    let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0) })
    #expect(byName["NeedsValue"]?.make == "NeedsValue(title: \"title\")")
    #expect(byName["NeedsBinding"]?.make == "ScreenLabHost_NeedsBinding()")
    #expect(byName["Model"]?.make == "Model(model: 0)")
    #expect(byName["Generic"]?.make == "Generic<Int>()")
    // The sources have screens of their own: the synthesized ones are not screens.
    #expect(found.filter { $0.synthesized != nil }.allSatisfy { !$0.isScreen })
    #expect(byName["Defaults_Previews"]?.make == "Defaults_Previews.previews")
    #expect(byName["Defaults"]?.isScreen == false)
    #expect(byName["Ring"]?.kind == .uiView)
    #expect(byName["Ring"]?.make == "Ring(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
    #expect(byName["Screen"]?.kind == .viewController)
    #expect(byName["Ring"]?.file == 1)
  }
}

@MainActor
extension RunRewriterTests {
  @Test func foundationTimersMoveToTheRuntimesVirtualClock() {
    let text = """
      let a = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
      let b = Timer(timeInterval: 2, repeats: false) { _ in }
      RunLoop.main.add(b, forMode: .common)
      let c = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(f), userInfo: nil, repeats: true)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
      """
    let new = Self.lines(RunRewriter.rewrite(path: "T.swift", text: text).text)
    #expect(
      new[0]
        == "let a = Runtime.current.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }")
    #expect(new[1] == "let b = Runtime.current.timer(withTimeInterval: 2, repeats: false) { _ in }")
    #expect(new[2] == "Runtime.current.add(b, forMode: .common)")
    // The selector form is ScreenLab's own overload already; Dispatch's overloads too.
    #expect(new[3].hasPrefix("let c = Timer.scheduledTimer(timeInterval: 1, target: self"))
    #expect(new[4] == "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}")
    #expect(new.count == 5)
  }
}

@MainActor
extension RunRewriterTests {
  @Test func previewMacrosBecomeHostableViewsOnTheSameLines() throws {
    let text = """
      import SwiftUI
      struct Card: View { var body: some View { Text("c") } }
      #Preview {
          Card()
      }
      #Preview("Koyu", traits: .sizeThatFitsLayout) { Card().padding() }
      """
    let source = RunRewriter.rewrite(path: "Card.swift", text: text)
    let new = Self.lines(source.text)
    let prefix = String(RunPackage.hash("Card.swift").prefix(8))
    #expect(new.count == 6)
    #expect(
      new[2] == "enum __ScreenLabPreview\(prefix)_1 { @ViewBuilder static var previews: some View {"
    )
    #expect(new[3] == "    Card()")
    #expect(new[4] == "} }")
    #expect(
      new[5]
        == "enum __ScreenLabPreview\(prefix)_2 { @ViewBuilder static var previews: some View { "
        + "Card().padding() } }"
    )
    let found = RunRewriter.hostables([source])
    #expect(found.map(\.name) == ["Card", "Preview", "Koyu"])
    #expect(found.map(\.kind) == [.view, .preview, .preview])
    // The previews use Card: they are the screens.
    #expect(found.map(\.isScreen) == [false, true, true])
    #expect(found[1].make == "__ScreenLabPreview\(prefix)_1.previews")
  }

  @Test func previewProvidersAreMadeOnTheMainActor() {
    // `PreviewProvider` is main-actor isolated, so the generated candidate uses the driver's
    // `preview` factory (a main-actor closure); a plain view keeps `view`.
    let source = RunRewriter.rewrite(
      path: "Chips.swift",
      text: """
        import SwiftUI
        struct Chips: View {
            let tags: [String]
            var body: some View { Text(tags.joined()) }
        }
        struct Chips_Previews: PreviewProvider {
            static var previews: some View { Chips(tags: ["a"]) }
        }
        struct Plain: View {
            var body: some View { Text("p") }
        }
        """)
    let hostables = RunRewriter.hostables([source])
    let tail = RunRewriter.generatedTail(
      for: source, file: 0, hostables: hostables, selectors: [])
    #expect(
      tail.contains(
        ".preview(\"Chips_Previews\", isScreen: true) { Chips_Previews.previews },"))
    #expect(tail.contains(".view(\"Plain\", isScreen: true) { Plain() },"))
  }

  @Test func convenienceInitializersAndOptionalStateKeepTheInheritedOrMemberwiseInit() {
    let found = Self.hostables([
      """
      import UIKit
      import SwiftUI
      final class Primary: UIButton {
          convenience init(title: String) { self.init(frame: .zero) }
      }
      final class Titled: UIView {
          init(title: String) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      struct Toasting: View {
          @State private var toast: String?
          var body: some View { Text(toast ?? "") }
      }
      struct Bound: View {
          @Binding var toast: String?
          var body: some View { Text(toast ?? "") }
      }
      """
    ])
    // A class with only convenience initializers inherits `init(frame:)` (Automatic
    // Initializer Inheritance); one with its own designated `init(title:)` does not, and is
    // made with a synthesized title; an optional binding starts at nil.
    #expect(found.map(\.name) == ["Primary", "Titled", "Toasting", "Bound"])
    #expect(found.first?.make == "Primary(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
    #expect(found[1].make == "Titled(title: \"title\")")
    #expect(found[3].synthesized == "Bound(toast: $toast), @State toast = nil")
  }

  @Test func platformConditionsAreThoseOfIOS() {
    let text = """
      import SwiftUI
      #if os(macOS)
      struct MacOnly: View { var body: some View { Text("mac") } }
      #elseif DEBUG
      struct DebugOnly: View { var body: some View { Text("debug") } }
      #else
      struct Other: View { var body: some View { Text("other") } }
      #endif
      #if os(iOS) || os(visionOS)
      struct Phone: View { var body: some View { Text("phone") } }
      #else
      struct Elsewhere: View { var body: some View { Text("elsewhere") } }
      #endif
      #if canImport(ReplayKit) && !os(tvOS)
      struct Replay: View { var body: some View { Text("replay") } }
      #endif
      """
    let source = RunRewriter.rewrite(path: "P.swift", text: text)
    let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
    // The conditions read as on iOS, on the same lines and columns.
    #expect(lines[1] == "#if false    ")
    #expect(lines[8] == "#if true    || false       ")
    #expect(lines[13] == "#if canImport(ReplayKit) && !false   ")
    #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    // A macOS-only view and the `#else` of an iOS branch are not offered; a clause whose
    // condition is not known here (`DEBUG`) is scanned, and so is what follows it.
    let names = RunRewriter.hostables([source]).map(\.name)
    #expect(names == ["DebugOnly", "Other", "Phone"])
  }

  @Test func nothingToHostNamesWhatEachViewNeeds() {
    let sources = [
      RunRewriter.rewrite(
        path: "Cart.swift",
        text: """
          import SwiftUI
          import UIKit
          struct CartLine: View {
              let name: String
              let formatter: MeasurementFormatter
              var body: some View { Text(name) }
          }
          struct Sheet<Item: Collection, Content: View>: View {
              let item: Item
              let content: Content
              var body: some View { content }
          }
          struct Shop: View {
              @EnvironmentObject var store: Store
              var body: some View { Text("") }
          }
          struct Account: View {
              @EnvironmentObject var session: Session
              var body: some View { Text("") }
          }
          final class Toast: UIView {
              init(message: String, compute: (Int) -> MeasurementFormatter) { super.init(frame: .zero) }
              required init?(coder: NSCoder) { nil }
          }
          final class Store: ObservableObject { init(formatter: MeasurementFormatter) {} }
          struct Empty: App { var body: some Scene { Settings { Text("") } } }
          """)
    ]
    let hostables = RunRewriter.hostables(sources)
    #expect(hostables.isEmpty)
    #expect(
      RunRewriter.unhostableReasons(sources, hostables: hostables) == [
        "CartLine needs a value for formatter: MeasurementFormatter",
        "Sheet is generic over Item: Collection (no simple type argument stands for it; "
          + "a #Preview that makes it gives the types)",
        "Shop needs an @EnvironmentObject of type Store, which has no init() nor one whose "
          + "arguments can be synthesized",
        "Account needs an @EnvironmentObject of type Session, which the sources do not declare",
        "Toast's init needs message:compute: (no value for compute: a function returning "
          + "MeasurementFormatter)",
        "Empty is an App whose body has no WindowGroup",
      ])
  }
}
