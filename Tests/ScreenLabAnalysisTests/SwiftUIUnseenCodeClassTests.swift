import Foundation
import ScreenLabAnalysis
import Testing

/// SwiftUI classes built for code nobody here chose (Docs/Analyzer.md, "SwiftUI values that are
/// not observed"), each with a reported and an unreported twin written for the class.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIUnseenCodeClassTests {
  // MARK: - SL403, an object a caller hands to the view's own storage

  /// A brewing timer whose state object the memberwise initializer fills, and a shelf view
  /// that shows it with `call`.
  static func brewTimer(storage: String = "@StateObject var brew: Brew", call: String) -> String {
    """
    import SwiftUI
    final class Brew: ObservableObject {
        @Published var secondsLeft = 180
        let leaf: String
        init(leaf: String) { self.leaf = leaf }
    }
    final class Shelf: ObservableObject {
        @Published var current = Brew(leaf: "sencha")
    }
    struct BrewTimer: View {
        1️⃣\(storage)
        var body: some View {
            Text("\\(brew.leaf): \\(brew.secondsLeft) s")
        }
    }
    struct ShelfScreen: View {
        @ObservedObject var shelf: Shelf
        @StateObject private var house = Brew(leaf: "house blend")
        var body: some View {
            \(call)
        }
    }
    """
  }

  @Test func aStateObjectTheParentHandsOnIsReported() {
    assertFindings(
      Self.brewTimer(call: "BrewTimer(brew: shelf.current)"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@StateObject var brew'", "BrewTimer"])],
      rules: [.stateCopiesInput])
  }

  @Test func aStateObjectOnlyAPreviewHandsAnotherObjectIsReported() {
    // No caller is seen: the preview's call is the author's example of what the view gets.
    let source = Self.brewTimer(call: "Text(\"shelf\")")
    assertFindings(
      source + "\n#Preview { BrewTimer(brew: Shelf().current) }",
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
    let silent = source.replacingOccurrences(of: "1️⃣", with: "")
    assertFindings(
      silent + "\n#Preview { BrewTimer(brew: Brew(leaf: \"x\")) }", [], rules: [.stateCopiesInput])
    assertFindings(silent, [], rules: [.stateCopiesInput])
  }

  @Test func aStateObjectEveryCallerMakesOrOwnsIsNotReported() {
    for call in [
      "BrewTimer(brew: Brew(leaf: \"oolong\"))", "BrewTimer(brew: house)",
      "BrewTimer(brew: shelf.current).id(shelf.current.leaf)",
    ] {
      assertFindings(
        Self.brewTimer(call: call).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.stateCopiesInput])
    }
  }

  @Test func aStateObjectWithItsOwnObjectIsNotReported() {
    assertFindings(
      Self.brewTimer(
        storage: "@StateObject private var brew = Brew(leaf: \"genmaicha\")", call: "BrewTimer()"
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.stateCopiesInput])
  }

  @Test func anObservableModelInStateTheParentHandsOnIsReported() {
    let source = """
      import SwiftUI
      @Observable final class Hike {
          var metres = 0
      }
      struct HikeCard: View {
          1️⃣@State var hike: Hike
          var body: some View { Text("\\(hike.metres) m") }
      }
      struct HikeList: View {
          let hikes: [Hike]
          var body: some View {
              ForEach(hikes.indices, id: \\.self) { index in HikeCard(hike: HANDED) }
          }
      }
      """
    assertFindings(
      source.replacingOccurrences(of: "HANDED", with: "hikes[index]"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var hike'"])],
      rules: [.stateCopiesInput])
    // Made for the call, or no caller seen: a state owns a model it is given once.
    assertFindings(
      source.replacingOccurrences(of: "HANDED", with: "Hike()")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.stateCopiesInput])
  }

  @Test func anInitializerWrappingTheCallersOwnObjectIsNotReported() {
    let source = Self.brewTimer(
      storage: """
        @StateObject private var brew: Brew
            init(brew: Brew) { 2️⃣_brew = StateObject(wrappedValue: brew) }
        """, call: "BrewTimer(brew: HANDED)"
    ).replacingOccurrences(of: "1️⃣", with: "")
    assertFindings(
      source.replacingOccurrences(of: "HANDED", with: "house")
        .replacingOccurrences(of: "2️⃣", with: ""), [], rules: [.stateCopiesInput])
    assertFindings(
      source.replacingOccurrences(of: "HANDED", with: "shelf.current"),
      [FindingSpec("2️⃣", .stateCopiesInput, mentions: ["wraps an object"])],
      rules: [.stateCopiesInput])
  }

  // MARK: - SL403, a container's size copied once

  /// A grid of tiles sized from a third of the reader's width, with `follow` after the copy.
  static func tileGrid(_ follow: String = "") -> String {
    """
    import SwiftUI
    struct TileGrid: View {
        @State private var side: CGFloat = 0
        let names: [String]
        var body: some View {
            GeometryReader { box in
                LazyVGrid(columns: [GridItem(.adaptive(minimum: side))]) {
                    ForEach(names, id: \\.self) { Text($0).frame(width: side, height: side) }
                }
                .onAppear { 1️⃣side = box.size.width / 3 }
                \(follow)
            }
        }
    }
    """
  }

  @Test func aReadersSizeCopiedOnAppearIsReported() {
    assertFindings(
      Self.tileGrid(),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'side'", "'box'", "onChange"])],
      rules: [.stateCopiesInput])
  }

  @Test func aReadersSizeFollowedAfterTheCopyIsNotReported() {
    for follow in [
      ".onChange(of: box.size) { side = $0.width / 3 }",
      ".onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { side = $0 / 3 }",
    ] {
      assertFindings(
        Self.tileGrid(follow).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.stateCopiesInput])
    }
  }

  @Test func aSizeHandedBackThroughABindingOnAppearIsReported() {
    let source = """
      import SwiftUI
      struct RecordsWidth: ViewModifier {
          @Binding var width: CGFloat
          func body(content: Content) -> some View {
              content.background(
                  GeometryReader { measured in
                      Color.clear.onAppear { 1️⃣width = measured.size.width }
                  })
          }
      }
      """
    assertFindings(
      source, [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'width'"])],
      rules: [.stateCopiesInput])
    // A local of the closure is not what the screen shows.
    assertFindings(
      source.replacingOccurrences(
        of: "1️⃣width = measured.size.width", with: "let seen = measured.size.width; print(seen)"),
      [], rules: [.stateCopiesInput])
  }

  // MARK: - SL402, what a model keeps for its own work, and constants kept in a var

  @Test func aModelsTimerIsNotShownWhileItsCountIs() {
    assertFindings(
      """
      import SwiftUI
      final class Kiln: ObservableObject {
          @Published var degrees = 20
          var rampTimer: Timer?
          1️⃣var stage = 1
          func start() {
              rampTimer?.invalidate()
              rampTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
              DispatchQueue.main.asyncAfter(deadline: .now() + 5) { self.stage += 1 }
          }
      }
      struct KilnPanel: View {
          @ObservedObject var kiln: Kiln
          var body: some View {
              Text("\\(kiln.degrees)° stage \\(kiln.stage)")
                  .onDisappear { if kiln.rampTimer != nil { kiln.rampTimer?.invalidate() } }
                  .opacity(kiln.rampTimer == nil ? 0.5 : 1)
          }
      }
      """,
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Kiln.stage'"])],
      rules: [.unpublishedProperty])
  }

  static func recorder(_ use: String) -> String {
    """
    import SwiftUI
    final class VoiceNotes: NSObject, ObservableObject {
        1️⃣var clipName = "memo.m4a"
        func url() -> URL { URL(fileURLWithPath: clipName) }
    }
    struct NotesScreen: View {
        @StateObject private var notes = VoiceNotes()
        var body: some View {
            \(use)
        }
    }
    """
  }

  @Test func aStartingValueNothingWritesWhileAViewReadsItIsNotReported() {
    assertFindings(
      Self.recorder("Text(notes.clipName)").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.unpublishedProperty])
    assertFindings(
      Self.recorder("Text(notes.clipName).onTapGesture { notes.clipName = \"b.m4a\" }"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'VoiceNotes.clipName'"])],
      rules: [.unpublishedProperty])
  }
}
