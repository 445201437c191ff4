import ScreenLabAnalysis
import Testing

/// The class of the fourth SwiftUI sample of the mirrored repositories (Docs/Analyzer.md,
/// "Precision on unmarked public code (fourth sample, 2026-12-06), SwiftUI") that this round
/// fixed, with a reported and an unreported twin: a `@State` every caller seeds with a
/// constant built of literals — a type's static member, a type's initializer given only
/// literals, an array of them — cannot go stale (SL403, in its memberwise and on-appear
/// forms).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIFourthSampleClassTests {
  /// A tide table's header band that keeps its tint and its shading in state, and the
  /// screens that make it with the arguments given.
  static func band(_ calls: String) -> String {
    """
    import SwiftUI
    struct TideBand: View {
        1️⃣@State var tint: Color
        var body: some View {
            Rectangle().fill(tint).frame(height: 40)
        }
    }
    struct TideScreen: View {
        @State var level = 0.4
        var body: some View {
            VStack {
                \(calls)
            }
        }
        func rise() { level += 0.1 }
    }
    """
  }

  @Test func aStateEveryCallerSeedsWithAConstantIsNotReported() {
    // A named colour, a static colour of the type, a system colour with literal
    // components: each is the same value on every run of the caller's body.
    for constant in [
      "Color(\"Lagoon\")", "Color.teal", "SwiftUI.Color.indigo",
      "Color(red: 0.1, green: 0.4, blue: 0.7)", "Color(.sRGB, white: 0.5, opacity: 1)",
    ] {
      assertFindings(
        Self.band("TideBand(tint: \(constant))"), [], rules: [.stateCopiesInput])
    }
  }

  @Test func aStateOneCallerSeedsWithAChangingValueIsReported() {
    // The same construction given the screen's changing level (which `rise()` changes), a
    // shared instance's member and a value new on each read are not constants: the band
    // keeps the first one. A shared instance the sources do not declare is written by no code
    // in view: a note since SL403 reads its callers (SeededStateEvidenceTests).
    for (changing, severity) in [
      ("Color(white: level)", Severity.warning),
      ("Color(red: level, green: 0.4, blue: 0.7)", .warning), ("Palette.shared.tint", .note),
      ("Color(Date().timeIntervalSince1970 > 0 ? \"A\" : \"B\")", .warning),
    ] {
      assertFindings(
        Self.band("TideBand(tint: Color.teal)\nTideBand(tint: \(changing))"),
        [
          FindingSpec(
            "1️⃣", .stateCopiesInput, severity: severity, mentions: ["'@State var tint'"])
        ],
        rules: [.stateCopiesInput])
    }
  }

  /// A shore band shaded by a gradient kept in state, made by a screen with `colours`.
  static func shore(_ colours: String) -> String {
    """
    import SwiftUI
    struct ShoreBand: View {
        1️⃣@State var shade: Gradient
        var body: some View {
            LinearGradient(gradient: shade, startPoint: .top, endPoint: .bottom)
        }
    }
    struct ShoreScreen: View {
        @State var level = 0.4
        var body: some View {
            ShoreBand(shade: Gradient(colors: [\(colours)]))
        }
        func rise() { level += 0.1 }
    }
    """
  }

  @Test func aConstantOnlyAPreviewPassesIsStillReported() {
    // A preview's `Color("Lagoon")` is a sample: with no other maker in view, the band is
    // judged as before, as a view that only shows a state its callers seed.
    assertFindings(
      Self.band("").replacingOccurrences(
        of: "struct TideScreen",
        with: "#Preview { TideBand(tint: Color(\"Lagoon\")) }\nstruct TideScreen"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var tint'"])],
      rules: [.stateCopiesInput])
  }

  @Test func aGradientOfConstantColoursIsAConstant() {
    // An initializer given an array of constants is a constant; one element that changes
    // makes the array change.
    assertFindings(Self.shore("Color(\"Sand\"), .orange"), [], rules: [.stateCopiesInput])
    assertFindings(
      Self.shore("Color(white: level), .orange"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var shade'"])],
      rules: [.stateCopiesInput])
  }

  /// A gauge that animates its fill from an input when it appears, and the board that
  /// makes it with `percentage`.
  static func gauge(_ percentages: [String]) -> String {
    """
    import SwiftUI
    struct FillGauge: View {
        let percentage: Double
        @State private var shown = 0.0
        var body: some View {
            Capsule().frame(width: 200 * shown, height: 8)
                .onAppear { shown = 1️⃣percentage }
        }
    }
    struct ReservoirBoard: View {
        @State var reading = 0.3
        var body: some View {
            VStack {
                \(percentages.map { "FillGauge(percentage: \($0))" }.joined(separator: "\n"))
            }
        }
        func rise() { reading += 0.1 }
    }
    """
  }

  @Test func aStateSeededOnAppearFromAConstantInputIsNotReported() {
    // Every gauge is given a literal fraction: the input never changes, and the state set
    // from it when the view appears shows the only value there is.
    assertFindings(Self.gauge(["0.7", "0.25", "1"]), [], rules: [.stateCopiesInput])
  }

  @Test func aStateSeededOnAppearWhoseOnlyMakerIsAPreviewIsReported() {
    // A preview's literal is a sample, not what the app passes: with no other maker in view
    // the input may change, and the fill would keep its first height.
    let previewed = Self.gauge([]).replacingOccurrences(
      of: "struct ReservoirBoard",
      with: "#Preview { FillGauge(percentage: 0.5) }\nstruct ReservoirBoard")
    assertFindings(
      previewed, [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var shown'"])],
      rules: [.stateCopiesInput])
  }

  @Test func aStateSeededOnAppearFromAnInputThatChangesIsReported() {
    // One gauge follows the board's reading, which changes: the fill keeps the first one.
    assertFindings(
      Self.gauge(["0.7", "reading"]),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var shown'"])],
      rules: [.stateCopiesInput])
  }
}
