import Foundation
import ScreenLabAnalysis
import Testing

/// SwiftUI classes built from the second reading of unmarked public code (Docs/Analyzer.md,
/// "Precision on unmarked public code (second sample, 2026-12-06), SwiftUI"), each with a
/// reported and an unreported twin written for the class.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUISecondSampleClassTests {
  // MARK: - SL402, an object that publishes nothing, written where no view sees it

  /// A silent profile model, a plain loader that keeps one `Profile` of its own and fills
  /// it, and a screen that makes its own profile; `loaderExtra` is added to the loader and
  /// `screenExtra` to the screen's body.
  static func profile(loaderExtra: String = "", screenExtra: String = "Text(me.nickname)")
    -> String
  {
    """
    import SwiftUI
    final class Profile: ObservableObject {
        1️⃣var nickname: String = ""
    }
    final class ProfileLoader {
        var latest = Profile()
        func refresh(_ name: String) {
            DispatchQueue.main.async { self.latest.nickname = name }
        }
        \(loaderExtra)
    }
    struct ProfileScreen: View {
        @StateObject private var me = Profile()
        var loader = ProfileLoader()
        var body: some View {
            \(screenExtra)
        }
    }
    """
  }

  @Test func writesToAnInstanceAPlainLoaderKeepsToItselfAreNotReported() {
    assertFindings(
      Self.profile().replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.unpublishedProperty])
  }

  @Test func theLoadersInstanceReportsOnceSomethingCanSeeIt() {
    // The loader hands its profile out: the screen may be showing that very object.
    assertFindings(
      Self.profile(loaderExtra: "func current() -> Profile { latest }"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Profile.nickname'"])],
      rules: [.unpublishedProperty])
    // The screen reads the loader's profile.
    assertFindings(
      Self.profile(screenExtra: "Text(loader.latest.nickname)"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Profile.nickname'"])],
      rules: [.unpublishedProperty])
    // The screen's own profile is written.
    assertFindings(
      Self.profile(screenExtra: "Text(me.nickname).onTapGesture { me.nickname = \"x\" }"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Profile.nickname'"])],
      rules: [.unpublishedProperty])
  }

  // MARK: - SL402, a constant kept in a var that only its own class reads

  static func metronome(_ extra: String) -> String {
    """
    import SwiftUI
    final class Metronome: NSObject, ObservableObject {
        1️⃣var clickSound = "click.wav"
        func clickURL() -> URL { URL(fileURLWithPath: clickSound) }
        \(extra)
    }
    """
  }

  @Test func aStartingValueOnlyItsOwnClassReadsAndNothingWritesIsNotReported() {
    assertFindings(
      Self.metronome("").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.unpublishedProperty])
  }

  @Test func aStartingValueOnlyAViewReadsAndNothingWritesIsNotReported() {
    let source = """
      import SwiftUI
      final class Odometer: ObservableObject {
          1️⃣var unitName = "km"
      }
      struct OdometerLabel: View {
          @StateObject private var odometer = Odometer()
          var body: some View { Text(odometer.unitName)WRITE }
      }
      """
    assertFindings(
      source.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "WRITE", with: ""),
      [], rules: [.unpublishedProperty])
    assertFindings(
      source.replacingOccurrences(
        of: "WRITE", with: ".onTapGesture { odometer.unitName = \"mi\" }"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Odometer.unitName'"])],
      rules: [.unpublishedProperty])
  }

  @Test func aStartingValueItsOwnClassChangesIsReported() {
    assertFindings(
      Self.metronome("func useWood() { clickSound = \"wood.wav\" }"),
      [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'Metronome.clickSound'"])],
      rules: [.unpublishedProperty])
  }

  // MARK: - SL407, an input every caller fixes for the view's life

  /// A recipe page that loads its steps on appearance from the recipe it is given, and a
  /// book that makes the page as `caller`.
  static func recipePage(caller: String) -> String {
    """
    import SwiftUI
    struct Recipe: Identifiable { let id: Int; let title: String }
    struct RecipePage: View {
        var recipe: Recipe?
        @State private var steps: [String] = []
        var body: some View {
            List(steps, id: \\.self) { Text($0) }
                .1️⃣task { steps = await fetchSteps(recipe?.id ?? 0) }
        }
        func fetchSteps(_ id: Int) async -> [String] { [] }
    }
    struct RecipeBook: View {
        let recipes: [Recipe]
        @State private var picked: Recipe?
        @State private var featured: Recipe?
        var body: some View {
            \(caller)
        }
    }
    #Preview { RecipePage(recipe: Recipe(id: 1, title: "Soup")) }
    """
  }

  @Test func aPagePushedForOneRowOrMadeWithoutTheInputIsNotReported() {
    for caller in [
      "NavigationStack { List(recipes) { r in NavigationLink(destination: RecipePage(recipe: r)) { Text(r.title) } } }",
      "List(recipes) { r in Text(r.title) }.sheet(item: $picked) { r in RecipePage(recipe: r) }",
      "RecipePage()",
    ] {
      assertFindings(
        Self.recipePage(caller: caller).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.loadNotKeyedOnInput])
    }
  }

  @Test func aPageWhoseParentChangesTheInputWhileItIsShownIsReported() {
    for caller in [
      "VStack { Button(\"Next\") { featured = recipes.randomElement() }; RecipePage(recipe: featured) }",
      "RecipePage(recipe: featured).sheet(item: $picked) { r in Text(r.title) }",
    ] {
      assertFindings(
        Self.recipePage(caller: caller),
        [FindingSpec("1️⃣", .loadNotKeyedOnInput, mentions: ["recipe"])],
        rules: [.loadNotKeyedOnInput])
    }
  }
}
