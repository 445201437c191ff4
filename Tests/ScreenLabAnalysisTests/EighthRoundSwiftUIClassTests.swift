import ScreenLabAnalysis
import Testing

/// The SwiftUI classes of the eighth round, each with reported and unreported twins
/// (Docs/Analyzer.md, SL402, SL404, SL409–SL412): a binding never passed on, a published
/// property written from a task off the main actor, a list change applied after an `await`,
/// a transition no animation carries, a model of an unseen type held in a plain property, and
/// an unpublished property written beside a published one.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighthRoundSwiftUIClassTests {
  // MARK: - SL409

  static func filter(_ extensionBody: String) -> String {
    """
    struct FilterField: ViewModifier {
        @State private var query = ""
        @Binding var appliedQuery: String
        func body(content: Content) -> some View {
            content.searchable(text: $query).onSubmit(of: .search) { appliedQuery = query }
        }
    }
    struct LocalFilterField: ViewModifier {
        @State private var query = ""
        @State var appliedQuery = ""
        let onApply: (String) -> Void
        func body(content: Content) -> some View {
            content.searchable(text: $query).onChange(of: appliedQuery) { onApply($0) }
        }
    }
    extension View {
        \(extensionBody)
    }
    """
  }

  @Test func aBindingParameterLeftForALocalCopyIsReported() {
    assertFindings(
      Self.filter(
        """
        func filtered(1️⃣appliedQuery: Binding<String>, onApply: @escaping (String) -> Void) -> some View {
                modifier(LocalFilterField(onApply: onApply))
            }
        """), [FindingSpec("1️⃣", .bindingNotPassedOn)], rules: [.bindingNotPassedOn])
    // A view whose @Binding is never used while it writes a @State copy of its own.
    assertFindings(
      """
      struct Stepper2: View {
          @Binding var 1️⃣count: Int
          @State private var localCount = 0
          var body: some View { Button("\\(localCount)") { localCount += 1 } }
      }
      """, [FindingSpec("1️⃣", .bindingNotPassedOn)], rules: [.bindingNotPassedOn])
  }

  @Test func aBindingPassedOnOrWithoutACopyIsNotReported() {
    assertFindings(
      Self.filter(
        """
        func filtered(appliedQuery: Binding<String>) -> some View {
                modifier(FilterField(appliedQuery: appliedQuery))
            }
        """), [], rules: [.bindingNotPassedOn])
    // Ignored, but nothing keeps a copy of it: a stub, not a lost write.
    assertFindings(
      Self.filter(
        """
        func filtered(selection: Binding<Int>) -> some View { self }
        """), [], rules: [.bindingNotPassedOn])
    assertFindings(
      """
      struct Editor: View {
          @Binding var names: [String]
          @State private var draft = ""
          var body: some View { TextField("Name", text: $draft) }
      }
      """, [], rules: [.bindingNotPassedOn])
  }

  // MARK: - SL410

  static func feed(_ attributes: String, _ task: String) -> String {
    """
    \(attributes)final class Feed: ObservableObject {
        @Published var lines: [String] = []
        @Published var status = ""
        private let source = LineSource()
        init() { listen() }
        func listen() {
            \(task)
        }
    }
    """
  }

  @Test func aPublishedPropertyWrittenFromATaskOffTheMainActorIsReported() {
    let tasks = [
      "Task { for await line in source.lines { 1️⃣lines.append(line) } }",
      "Task { let text = await source.status(); 1️⃣self.status = text }",
      "Task.init { await source.open(); 1️⃣status = \"open\" }",
      "Task.detached { let text = await self.source.status(); 1️⃣self.status = text }",
    ]
    for task in tasks {
      assertFindings(
        Self.feed("", task), [FindingSpec("1️⃣", .publishedOffMainActor)],
        rules: [.publishedOffMainActor])
    }
  }

  @Test func aPublishedPropertyWrittenOnTheMainActorIsNotReported() {
    assertFindings(
      Self.feed("@MainActor ", "Task { for await line in source.lines { lines.append(line) } }"),
      [], rules: [.publishedOffMainActor])
    let tasks = [
      "Task { @MainActor in for await line in source.lines { lines.append(line) } }",
      "Task { let text = await source.status(); await MainActor.run { status = text } }",
      "Task { let text = await source.status(); DispatchQueue.main.async { self.status = text } }",
      "Task { let text = await source.status(); print(text, lines.count) }",
    ]
    for task in tasks {
      assertFindings(Self.feed("", task), [], rules: [.publishedOffMainActor])
    }
    // A detached task leaves the main actor even from an isolated method.
    assertFindings(
      Self.feed("", "Task.detached { 1️⃣self.status = await self.source.status() }")
        .replacingOccurrences(of: "    func listen()", with: "    @MainActor func listen()"),
      [FindingSpec("1️⃣", .publishedOffMainActor)], rules: [.publishedOffMainActor])
    // The method itself is isolated to the main actor.
    assertFindings(
      Self.feed("", "Task { status = await source.status() }").replacingOccurrences(
        of: "    func listen()", with: "    @MainActor func listen()"), [],
      rules: [.publishedOffMainActor])
  }

  // MARK: - SL411

  static func shelf(_ action: String) -> String {
    """
    struct Shelf: View {
        @StateObject private var store = ShelfStore()
        var body: some View {
            List {
                ForEach(store.books) { book in Text(book.title) }
                    \(action)
            }
        }
        func reorder(from source: IndexSet, to destination: Int) {
            Task {
                await store.sync(moving: source, to: destination)
                1️⃣store.books.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
    """
  }

  @Test func aListChangeAfterAnAwaitIsReported() {
    assertFindings(
      Self.shelf(
        """
        .onDelete { offsets in
                            Task {
                                try? await store.delete(at: offsets)
                                2️⃣store.books.remove(atOffsets: offsets)
                            }
                        }
        """), [FindingSpec("2️⃣", .listChangeAfterAwait)], rules: [.listChangeAfterAwait])
    assertFindings(
      Self.shelf(".onMove(perform: reorder)"), [FindingSpec("1️⃣", .listChangeAfterAwait)],
      rules: [.listChangeAfterAwait])
  }

  @Test func aListChangedBeforeTheAwaitIsNotReported() {
    let action = """
      .onMove { source, destination in
                          store.books.move(fromOffsets: source, toOffset: destination)
                          Task { await store.sync(moving: source, to: destination) }
                      }
      """
    assertFindings(
      Self.shelf(action).replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.listChangeAfterAwait])
    // A change after an await outside a list's action is another matter.
    assertFindings(
      Self.shelf(".onAppear { }").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.listChangeAfterAwait])
  }

  // MARK: - SL412

  static func banner(_ change: String, modifier: String = "") -> String {
    """
    struct Banner: View {
        @State private var isShown = false
        var body: some View {
            VStack {
                if isShown {
                    Text("Saved").transition(.move(edge: .top))
                }
                Button("Save") { \(change) }
            }\(modifier)
        }
    }
    """
  }

  @Test func aTransitionWhoseChangeIsNotAnimatedIsReported() {
    assertFindings(
      Self.banner("1️⃣isShown.toggle()"), [FindingSpec("1️⃣", .transitionWithoutAnimation)],
      rules: [.transitionWithoutAnimation])
    // A child view with the transition, shown from a value the parent changes.
    assertFindings(
      """
      struct Digits: View {
          let text: String
          var body: some View {
              HStack { ForEach(Array(text), id: \\.self) { Text(String($0)).transition(.opacity) } }
          }
      }
      struct Counter: View {
          @Binding var value: Int
          var body: some View {
              Digits(text: String(value)).onTapGesture { 1️⃣value -= 1 }
          }
      }
      """, [FindingSpec("1️⃣", .transitionWithoutAnimation)],
      rules: [.transitionWithoutAnimation])
  }

  @Test func aTransitionWhoseChangeIsAnimatedIsNotReported() {
    assertFindings(
      Self.banner("withAnimation { isShown.toggle() }"), [], rules: [.transitionWithoutAnimation])
    assertFindings(
      Self.banner("isShown.toggle()", modifier: ".animation(.default, value: isShown)"), [],
      rules: [.transitionWithoutAnimation])
    // No transition: nothing to animate in or out.
    assertFindings(
      Self.banner("isShown.toggle()").replacingOccurrences(
        of: ".transition(.move(edge: .top))", with: ""), [],
      rules: [.transitionWithoutAnimation])
  }

  // MARK: - SL404 for a type the analysis does not see

  static func timerView(_ wrapper: String, action: String = "timer.start()") -> String {
    """
    struct FocusView: View {
        \(wrapper)private var 1️⃣timer = FocusTimer(minutes: 25)
        var body: some View {
            VStack {
                Text("\\(timer.secondsLeft)")
                Button("Start") { \(action) }
            }
        }
    }
    """
  }

  @Test func anUnseenModelInAPlainPropertyIsReported() {
    assertFindings(
      Self.timerView(""), [FindingSpec("1️⃣", .modelCreatedInPlace)],
      rules: [.modelCreatedInPlace])
    assertFindings(
      Self.timerView("", action: "timer.isPaused = true"),
      [FindingSpec("1️⃣", .modelCreatedInPlace)], rules: [.modelCreatedInPlace])
  }

  @Test func anOwnedOrStaticObjectIsNotReported() {
    assertFindings(
      Self.timerView("@State ").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.modelCreatedInPlace])
    // Shown but never changed by the view: a value or a constant helper.
    assertFindings(
      Self.timerView("", action: "print(timer.secondsLeft)").replacingOccurrences(
        of: "1️⃣", with: ""), [], rules: [.modelCreatedInPlace])
    // A framework object (a formatter, a feedback generator) is not the app's model.
    assertFindings(
      Self.timerView("").replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(
        of: "FocusTimer(minutes: 25)", with: "NSNumberFormatter()"), [],
      rules: [.modelCreatedInPlace])
  }

  // MARK: - SL402 written beside a published property

  static func toast(_ show: String) -> String {
    """
    final class Toast: ObservableObject {
        @Published var isShown = false
        1️⃣var text = ""
        func show(_ message: String) {
            \(show)
        }
    }
    struct ToastView: View {
        @ObservedObject var toast: Toast
        var body: some View { if toast.isShown { Text(toast.text) } }
    }
    """
  }

  @Test func anUnpublishedPropertyWrittenAloneIsReported() {
    assertFindings(
      Self.toast("text = message"), [FindingSpec("1️⃣", .unpublishedProperty)],
      rules: [.unpublishedProperty])
    // The published write is in a block queued on another queue: it runs off the main
    // thread and does not count (one queued on the main queue does, since the eighth
    // SwiftUI sample: it runs after this write and announces the object then).
    assertFindings(
      Self.toast("text = message; DispatchQueue.global().async { self.isShown = true }"),
      [FindingSpec("1️⃣", .unpublishedProperty)], rules: [.unpublishedProperty])
  }

  @Test func anUnpublishedPropertyWrittenBesideAPublishedOneIsNotReported() {
    for show in [
      "text = message; isShown = true", "self.isShown = true\n        self.text = message",
      "text = message; DispatchQueue.main.async { self.isShown = true }",
    ] {
      assertFindings(
        Self.toast(show).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.unpublishedProperty])
    }
  }
}
