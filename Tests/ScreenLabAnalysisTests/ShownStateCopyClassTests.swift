import ScreenLabAnalysis
import Testing

/// SL403 in its memberwise form when the analysis does not see the caller: a view (a list's
/// row, typically) that declares the values it shows as `@State` without initial values and
/// never changes them keeps the first values its parent passes (Docs/Analyzer.md, SL403).
/// A view that changes its state is a draft seeded by the caller and is left alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ShownStateCopyClassTests {
  static func scoreRow(_ extra: String = "", state: String = "@State var") -> String {
    """
    struct ScoreRow: View {
        1️⃣\(state) player: String
        2️⃣\(state) points: Int
        var body: some View {
            HStack {
                Text(player)
                Spacer()
                Text("\\(points) pts")
                \(extra)
            }
        }
    }
    """
  }

  @Test func aRowThatOnlyShowsItsUnseededStatesIsReported() {
    assertFindings(
      Self.scoreRow(),
      [
        FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var player'", "let"]),
        FindingSpec("2️⃣", .stateCopiesInput, mentions: ["'@State var points'"]),
      ], rules: [.stateCopiesInput])
  }

  @Test func aStateTheRowChangesIsADraftAndNotReported() {
    // `points` is changed by the row's button; `player` is still only shown.
    assertFindings(
      Self.scoreRow("Button(\"+1\") { points += 1 }").replacingOccurrences(of: "2️⃣", with: ""),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var player'"])],
      rules: [.stateCopiesInput])
    assertFindings(
      Self.scoreRow("Stepper(\"Points\", value: $points)").replacingOccurrences(
        of: "2️⃣", with: ""),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func plainPropertiesAndPrivateStatesAreNotReported() {
    assertFindings(
      Self.scoreRow(state: "let").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(of: "2️⃣", with: ""), [], rules: [.stateCopiesInput])
    assertFindings(
      Self.scoreRow(state: "@State private var").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(of: "2️⃣", with: ""), [], rules: [.stateCopiesInput])
  }

  @Test func aStateEveryCallerInViewSeedsWithALiteralIsNotReported() {
    // The callers give `player` the same text on every run; `points` gets a value that
    // changes.
    let screen = """
      struct Board: View {
          @State var score = 0
          var body: some View {
              ScoreRow(player: "Ann", points: score)
              ScoreRow(player: "Bo", points: 3)
          }
          func win() { score += 1 }
      }
      """
    assertFindings(
      Self.scoreRow().replacingOccurrences(of: "1️⃣", with: "") + "\n" + screen,
      [FindingSpec("2️⃣", .stateCopiesInput, mentions: ["'@State var points'"])],
      rules: [.stateCopiesInput])
  }
}
