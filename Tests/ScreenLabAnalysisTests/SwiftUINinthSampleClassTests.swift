import ScreenLabAnalysis
import Testing

/// Classes of the ninth SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (ninth sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: a
/// child whose transition its own state drives, handed the parent's model (SL412); a `@State`
/// seeded by the caller with a state of its own that nothing changes (SL403); a `@State`
/// seeded with the element of a row over a collection the caller only grows (SL403); and, in
/// `--tree`, a closure handed to a view of the sources under an event label (`onSomething:`),
/// which the body does not run.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUINinthSampleClassTests {
  // MARK: - SL412, a child's transition driven by the child's own state

  /// A library screen handing `handed` to a filter bar whose tag list has a transition under
  /// `if condition`.
  static func library(handed: String, condition: String, write: String) -> String {
    """
    import SwiftUI
    struct Filters {
        var text = ""
    }
    struct FilterBar: View {
        let filters: Filters
        let isOpen: Bool
        @State private var showTags = false
        var body: some View {
            VStack {
                Button("Tags") { 2️⃣showTags.toggle() }
                if \(condition) {
                    Text(filters.text)
                        .transition(.opacity)
                }
            }
        }
    }
    struct LibraryView: View {
        @State private var filters = Filters()
        @State private var isOpen = false
        var body: some View {
            VStack {
                FilterBar(\(handed))
                Button("Clear") { \(write) }
            }
        }
    }
    """
  }

  @Test func aChildsTransitionItsOwnStateDrivesIsNotTheParents() {
    // The bar shows its tags on its own flag: the parent's write of the filters it hands
    // over inserts nothing (the bar's own write is still reported).
    assertFindings(
      Self.library(
        handed: "filters: filters, isOpen: isOpen", condition: "showTags",
        write: "filters.text = \"\""),
      [FindingSpec("2️⃣", .transitionWithoutAnimation, mentions: ["showTags"])],
      rules: [.transitionWithoutAnimation])
  }

  @Test func aChildsTransitionItsInputDrivesIsStillReported() {
    // The bar shows its tags on the flag the parent hands it, and the parent writes the flag
    // with no animation.
    assertFindings(
      Self.library(
        handed: "filters: filters, isOpen: isOpen", condition: "isOpen",
        write: "1️⃣isOpen.toggle()"),
      [FindingSpec("1️⃣", .transitionWithoutAnimation, mentions: ["isOpen"])],
      rules: [.transitionWithoutAnimation])
  }

  // MARK: - SL403, a seed from the caller's own state that nothing changes

  /// A settings form handing its flag to a toggle row that keeps the value in a `@State`;
  /// `extra` is more of the form's body.
  static func settings(extra: String) -> String {
    """
    import SwiftUI
    struct ToggleRow: View {
        var title: String
        1️⃣@State var isOn: Bool
        var body: some View {
            Toggle(title, isOn: $isOn)
        }
    }
    struct SettingsForm: View {
        @State private var hybrid: Bool = false
        var body: some View {
            Form {
                ToggleRow(title: "Hybrid", isOn: hybrid)
                \(extra)
            }
        }
    }
    """
  }

  @Test func aSeedFromACallersStateNothingChangesIsNotReported() {
    // The form never writes `hybrid` nor binds it: the row's first value is the only one.
    assertFindings(
      Self.settings(extra: "Text(\"Filters\")"), [], rules: [.stateCopiesInput])
  }

  @Test func aSeedFromACallersStateThatChangesIsStillReported() {
    // The form resets the flag (a write), or hands it to a control (a binding): the row keeps
    // the first value.
    for extra in [
      "Button(\"Reset\") { hybrid = false }",
      "Toggle(\"All\", isOn: $hybrid)",
    ] {
      assertFindings(
        Self.settings(extra: extra), [FindingSpec("1️⃣", .stateCopiesInput)],
        rules: [.stateCopiesInput])
    }
  }

  // MARK: - SL403, the element of a row over a collection the caller only grows

  /// A feed whose rows show each element of `cards` in two card views (one seeding its state
  /// in an initializer), which `more()` changes with `change`.
  static func feed(change: String) -> String {
    """
    import SwiftUI
    import Foundation
    struct Card: Identifiable {
        var id = UUID()
        var title: String
    }
    struct CardView: View {
        1️⃣@State var card: Card
        var body: some View {
            Text(card.title)
        }
    }
    struct EditableCardView: View {
        @State var card: Card
        init(card: Card) {
            2️⃣self._card = State(initialValue: card)
        }
        var body: some View {
            Text(card.title)
        }
    }
    struct FeedView: View {
        @State var cards = [Card(title: "One"), Card(title: "Two")]
        var body: some View {
            ScrollView {
                ForEach(cards) { card in
                    CardView(card: card)
                    EditableCardView(card: card)
                }
                Button("More") { more() }
            }
        }
        func more() {
            \(change)
        }
    }
    """
  }

  @Test func aRowOverACollectionOnlyGrownIsNotReported() {
    // Appended to, inserted into or trimmed: every row keeps the card it was made with.
    for change in [
      "cards.append(contentsOf: [Card(title: \"Three\")])",
      "cards.insert(Card(title: \"Zero\"), at: 0)",
      "self.cards.removeLast()",
    ] {
      assertFindings(Self.feed(change: change), [], rules: [.stateCopiesInput])
    }
  }

  @Test func aRowOverACollectionEditedInPlaceIsStillReported() {
    // A card's title edited in place (assigned or appended to), or a card replaced by an
    // edited copy: a row's card changes while the row keeps its first value.
    for change in [
      "cards[0].title = \"Edited\"",
      "var copy = cards[0]; copy.title = \"New\"; cards[0] = copy",
      "cards[0].title.append(\"!\")",
    ] {
      assertFindings(
        Self.feed(change: change),
        [FindingSpec("1️⃣", .stateCopiesInput), FindingSpec("2️⃣", .stateCopiesInput)],
        rules: [.stateCopiesInput])
    }
  }

  @Test func aRowOverACollectionReplacedWithNewIdentitiesIsANote() {
    // The list replaced, or a card replaced, by cards made with a fresh `id`: each is a new
    // row with its own state, so nothing is stale today (SL403 by its callers: a note).
    for change in ["cards = [Card(title: \"New\")]", "cards[0] = Card(title: \"New\")"] {
      assertFindings(
        Self.feed(change: change),
        [
          FindingSpec("1️⃣", .stateCopiesInput, severity: .note),
          FindingSpec("2️⃣", .stateCopiesInput, severity: .note),
        ],
        rules: [.stateCopiesInput])
    }
  }

  // MARK: - --tree, a closure under an event label is not read by the body

  /// A feed screen handing its scroll view a content closure and `closure` under `label`,
  /// as a labelled argument or as a second trailing closure.
  static func feedScreen(label: String, trailing: Bool) -> String {
    let call =
      trailing
      ? "Feed { Text(\"\\(items.count)\") } \(label): { _ in if loading { return } }"
      : "Feed(content: { Text(\"\\(items.count)\") }, \(label): { _ in if loading { return } })"
    return """
      import SwiftUI
      struct Feed<Content: View>: View {
          let content: () -> Content
          let \(label): (Double) -> Void
          var body: some View { ScrollView { content() } }
      }
      struct FeedScreen: View {
          @State private var loading = false
          @State private var items = [1, 2]
          var body: some View {
              \(call)
          }
      }
      """
  }

  /// What the tree says `FeedScreen` reads.
  static func screenReads(_ source: String) -> [String]? {
    SourceAnalyzer().viewTree([SourceFile(path: "Feed.swift", text: source)]).nodes.first {
      $0.name == "FeedScreen"
    }?.reads
  }

  @Test func aClosureUnderAnEventLabelIsNotReadByTheBody() {
    // `onOffsetChange:` is called when the feed scrolls, not while the screen's body runs.
    for trailing in [true, false] {
      let reads = Self.screenReads(Self.feedScreen(label: "onOffsetChange", trailing: trailing))
      #expect(reads == ["items"])
    }
  }

  @Test func aClosureUnderAnotherLabelIsStillReadByTheBody() {
    // `header:` (no event form) and `once:` (lower case after "on") may be built into the
    // child's body: their reads stay the screen's.
    for label in ["header", "once"] {
      for trailing in [true, false] {
        let reads = Self.screenReads(Self.feedScreen(label: label, trailing: trailing))
        #expect(Set(reads ?? []) == ["items", "loading"])
      }
    }
  }
}
