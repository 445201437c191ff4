import ScreenLabAnalysis
import Testing

/// Classes of the tenth SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (tenth sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: two
/// views of one name, one of them nested in a namespace, whose facts the scan shares by name
/// (SL417: the plain-held model of one was taken as shown by the other's body); and a
/// `@State` seeded with the element of a row keyed by an `id` that no value shares with
/// another content (SL403).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TenthSwiftUISampleClassTests {
  // MARK: - SL417, two views of one name

  /// A board that observes its dial and shows its angle, and an older board of the same name
  /// in a namespace that holds its dial in a plain property; `draftBody` is the older
  /// board's body.
  static func boards(draftBody: String) -> String {
    """
    import SwiftUI
    final class Dial: ObservableObject {
        @Published var angle = 0.0
        func turn() { angle += 90 }
    }
    struct Face: ViewModifier {
        @ObservedObject var dial: Dial
        func body(content: Content) -> some View {
            content.rotationEffect(.degrees(dial.angle))
        }
    }
    struct Board: View {
        @ObservedObject var dial = Dial()
        var body: some View {
            VStack {
                Text("\\(dial.angle)")
                Button("Turn") { dial.turn() }
            }
        }
    }
    enum Draft {
        struct Board: View {
            1️⃣var dial = Dial()
            var body: some View {
                \(draftBody)
            }
        }
    }
    """
  }

  @Test func aSameNamedViewsReadIsNotTheNamespacedViewsRead() {
    // The older board reads no property of its dial: it hands the dial to a modifier that
    // observes it. The angle the other board shows is that board's read, not this one's.
    assertFindings(
      Self.boards(
        draftBody: "Text(\"Dice\").modifier(Face(dial: dial)).onTapGesture { dial.turn() }"),
      [], rules: [.observableObjectNotObserved])
  }

  @Test func theNamespacedViewsOwnReadIsStillReported() {
    // The older board shows the angle itself, through the plain property: it stays stale.
    assertFindings(
      Self.boards(draftBody: "Text(\"\\(dial.angle)\").onTapGesture { dial.turn() }"),
      [FindingSpec("1️⃣", .observableObjectNotObserved, mentions: ["angle"])],
      rules: [.observableObjectNotObserved])
  }

  @Test func aReadInTheInitializersBindingIsStillReported() {
    // The body shows the key through a binding its initializer builds: the read is the
    // declaring view's own, though not in `body`.
    assertFindings(
      """
      import SwiftUI
      final class Entry: ObservableObject {
          @Published var key = "a"
          func rename() { key = "b" }
      }
      struct KeyRow: View {
          1️⃣let entry: Entry
          @Binding var text: String
          init(entry: Entry) {
              self.entry = entry
              self._text = Binding(get: { entry.key }, set: { _ in })
          }
          var body: some View {
              TextField("Key", text: $text).onTapGesture { entry.rename() }
          }
      }
      """,
      [FindingSpec("1️⃣", .observableObjectNotObserved, mentions: ["key"])],
      rules: [.observableObjectNotObserved])
  }

  // MARK: - SL403, the element of a row whose identity fixes its value

  /// A list of tosses whose rows keep their toss in a `@State`; `faces` declares the toss's
  /// faces (`let` or `var`) and `again` is what the "Again" button does.
  static func tosses(faces: String, again: String) -> String {
    """
    import SwiftUI
    struct Toss: Identifiable {
        var id = UUID()
        \(faces) faces: [Int]
        init(count: Int) { faces = (0..<count).map { _ in Int.random(in: 1...6) } }
        var total: Int { faces.reduce(0, +) }
    }
    struct TossRow: View {
        1️⃣@State var toss: Toss
        var body: some View { Text("\\(toss.total)") }
    }
    struct TossList: View {
        @State private var tosses: [Toss] = []
        var body: some View {
            VStack {
                List {
                    ForEach(tosses) { toss in TossRow(toss: toss) }
                }
                Button("Toss") { tosses.append(Toss(count: 2)) }
                Button("Again") { \(again) }
            }
        }
    }
    """
  }

  @Test func aRowsElementFixedByItsIdentityIsNotReported() {
    // Replacing the last toss makes a new toss, with a new id: a new row, with its own state.
    assertFindings(
      Self.tosses(faces: "let", again: "tosses[tosses.count - 1] = Toss(count: 2)"), [],
      rules: [.stateCopiesInput])
  }

  @Test func aRowsElementEditedInPlaceIsStillReported() {
    // The toss keeps its id while its faces change: the row's state keeps the old faces.
    assertFindings(
      Self.tosses(faces: "var", again: "tosses[tosses.count - 1].faces.append(6)"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - SL403, a view made only as a hosting controller's root

  /// A member card that keeps its member in a `@State`, shown by a UIKit table controller;
  /// `show` is what a row's selection does.
  static func members(show: String) -> String {
    """
    import SwiftUI
    import UIKit
    struct Member {
        var name: String
    }
    struct MemberCard: View {
        1️⃣@State var member: Member
        var body: some View { Text(member.name) }
    }
    final class MembersController: UITableViewController {
        var members: [Member] = []
        let hosting = UIHostingController(rootView: MemberCard(member: Member(name: "")))
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            \(show)
        }
    }
    """
  }

  @Test func aViewMadeOnlyAsAHostingRootIsNotReported() {
    // Each selection makes a new hosting controller with a new card: nothing hands a card
    // another member.
    assertFindings(
      Self.members(
        show: """
          navigationController?.pushViewController(
                      UIHostingController(rootView: MemberCard(member: members[indexPath.row])),
                      animated: true)
          """), [], rules: [.stateCopiesInput])
  }

  @Test func aHostingRootGivenAnotherViewIsStillReported() {
    // The controller hands its hosting controller a new card: the root keeps its identity,
    // and its state the first member.
    assertFindings(
      Self.members(show: "hosting.rootView = MemberCard(member: members[indexPath.row])"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }
}
