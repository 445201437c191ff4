import ScreenLabAnalysis
import Testing

/// The classes of the tenth round, built on the seventh blind set's misses and false alarms
/// (Docs/Analyzer.md, "The tenth round"), each with a reported and an unreported twin: an
/// animation that ends at one number while its method sets the model to another (SL205), an
/// async method of a model that is not on the main actor writing what views observe (SL410),
/// an override of `draw(_:)` in a `UIImageView` subclass (SL109), a local that a completion
/// sets read for the screen right after the call (SL312), a helper the body calls
/// that writes the view's state (SL413),
/// and two models SL404 leaves alone: one that restores its state from storage and stores
/// every change, and one a view only receives values from into its own state.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TenthRoundClassTests {
  // MARK: - SL205, a constant model

  static func badge(model: String, extra: String = "") -> String {
    """
    final class BadgeController: UIViewController {
        @IBOutlet weak var badge: UIView!
        @IBAction func round(_ sender: Any) {
            let corner = CABasicAnimation(keyPath: "cornerRadius")
            corner.fromValue = 0
            corner.toValue = 24
            corner.duration = 0.4
            \(extra)
            1️⃣badge.layer.add(corner, forKey: "corner")
            badge.layer.cornerRadius = \(model)
        }
    }
    """
  }

  @Test func anAnimationEndingAwayFromTheConstantModelIsReported() {
    assertFindings(
      Self.badge(model: "12"),
      [FindingSpec("1️⃣", .animationEndIgnoresValue, mentions: ["cornerRadius", "12"])],
      rules: [.animationEndIgnoresValue])
  }

  @Test func anAnimationEndingAtTheModelOrKeptOnTheLayerIsNotReported() {
    assertFindings(Self.badge(model: "24.0"), [], rules: [.animationEndIgnoresValue])
    // Kept on the layer: SL202's concern, not a jump.
    assertFindings(
      Self.badge(
        model: "12",
        extra: "corner.isRemovedOnCompletion = false\n        corner.fillMode = .forwards"),
      [], rules: [.animationEndIgnoresValue])
    // Repeating for ever: the end is never reached.
    assertFindings(
      Self.badge(model: "12", extra: "corner.repeatCount = .infinity"), [],
      rules: [.animationEndIgnoresValue])
  }

  // MARK: - SL410, an async method

  static func feed(_ attributes: String, _ method: String) -> String {
    """
    \(attributes)
    final class Feed {
        var entries: [String] = []
        @ObservationIgnored var cache: [String] = []
        \(method)
    }
    """
  }

  @Test func anAsyncMethodOfAModelOffTheMainActorWritingWhatViewsObserveIsReported() {
    assertFindings(
      Self.feed(
        "@Observable",
        """
        func reload() async throws {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                1️⃣entries = try JSONDecoder().decode([String].self, from: data)
            }
        """), [FindingSpec("1️⃣", .publishedOffMainActor, mentions: ["reload"])],
      rules: [.publishedOffMainActor])
    // An ObservableObject's @Published property, written through self.
    assertFindings(
      """
      final class Inbox: ObservableObject {
          @Published var count = 0
          func refresh() async {
              let fresh = await Server.count()
              1️⃣self.count = fresh
          }
      }
      """, [FindingSpec("1️⃣", .publishedOffMainActor)], rules: [.publishedOffMainActor])
  }

  @Test func anAsyncMethodOnTheMainActorOrWritingIgnoredStateIsNotReported() {
    let write = """
      func reload() async {
              let names = await Server.names()
              entries = names
          }
      """
    assertFindings(Self.feed("@Observable @MainActor", write), [], rules: [.publishedOffMainActor])
    assertFindings(
      Self.feed("@Observable", "@MainActor " + write), [], rules: [.publishedOffMainActor])
    // Written on the main actor, or a property views do not observe.
    assertFindings(
      Self.feed(
        "@Observable",
        """
        func reload() async {
                let names = await Server.names()
                await MainActor.run { entries = names }
                cache = names
            }
        """), [], rules: [.publishedOffMainActor])
    // A synchronous method runs where its caller does.
    assertFindings(
      Self.feed("@Observable", "func clear() { entries = [] }"), [],
      rules: [.publishedOffMainActor])
  }

  // MARK: - SL404, restored state

  static func habits(save: String) -> String {
    """
    @Observable
    final class HabitStore {
        var habits: [String] = [] \(save)
        init() {
            restore()
        }
        private func restore() {
            habits = UserDefaults.standard.stringArray(forKey: "habits") ?? []
        }
        private func persist() {
            UserDefaults.standard.set(habits, forKey: "habits")
        }
    }
    struct HabitList: View {
        1️⃣var store = HabitStore()
        var body: some View {
            List(store.habits, id: \\.self) { Text($0) }
                .toolbar { Button("Add") { store.habits.append("Walk") } }
        }
    }
    """
  }

  @Test func aModelThatRestoresAndStoresEveryChangeIsNotReported() {
    assertFindings(
      Self.habits(save: "{ didSet { persist() } }"), [], rules: [.modelCreatedInPlace])
  }

  @Test func aModelThatRestoresButDoesNotStoreItsChangesIsReported() {
    assertFindings(
      Self.habits(save: ""), [FindingSpec("1️⃣", .modelCreatedInPlace)],
      rules: [.modelCreatedInPlace])
  }

  // MARK: - SL404, a model only received from

  static func thumbnail(_ body: String) -> String {
    """
    final class ThumbnailLoader: ObservableObject {
        @Published var data = Data()
        let didLoad = PassthroughSubject<Data, Never>()
        init(url: URL) {}
    }
    struct Thumbnail: View {
        @ObservedObject var loader: ThumbnailLoader
        @State private var picture = UIImage()
        init(url: URL) {
            1️⃣loader = ThumbnailLoader(url: url)
        }
        var body: some View {
            \(body)
        }
    }
    """
  }

  @Test func aModelTheViewOnlyReceivesFromIntoItsStateIsNotReported() {
    assertFindings(
      Self.thumbnail(
        """
        Image(uiImage: picture)
                    .onReceive(loader.didLoad) { data in picture = UIImage(data: data) ?? picture }
        """), [], rules: [.modelCreatedInPlace])
  }

  @Test func aModelTheViewAlsoReadsIsReported() {
    assertFindings(
      Self.thumbnail(
        """
        Image(uiImage: UIImage(data: loader.data) ?? picture)
                    .onReceive(loader.didLoad) { data in picture = UIImage(data: data) ?? picture }
        """), [FindingSpec("1️⃣", .modelCreatedInPlace)], rules: [.modelCreatedInPlace])
  }

  // MARK: - SL109

  static func meter(_ superclass: String) -> String {
    """
    class \(superclass)Base: \(superclass) {}
    final class 1️⃣Meter: \(superclass)Base {
        var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
        }
    }
    """
  }

  @Test func drawInAnImageViewSubclassIsReported() {
    assertFindings(
      Self.meter("UIImageView"), [FindingSpec("1️⃣", .drawNeverCalled, mentions: ["Meter"])],
      rules: [.drawNeverCalled])
  }

  @Test func drawInAViewSubclassIsNotReported() {
    assertFindings(Self.meter("UIView"), [], rules: [.drawNeverCalled])
  }

  // MARK: - SL413

  static func sky(_ use: String) -> String {
    """
    struct SkyView: View {
        @State private var hour = 9
        @State private var ink: Color = .black
        private func sky(for hour: Int) -> Color {
            if hour < 18 {
                DispatchQueue.main.async {
                    self.ink = .black
                }
                return .cyan
            }
            DispatchQueue.main.async { ink = .white }
            return .indigo
        }
        var body: some View {
            \(use)
        }
    }
    """
  }

  @Test func aHelperTheBodyCallsThatQueuesAStateWriteIsReported() {
    assertFindings(
      Self.sky(
        """
        ZStack {
                    1️⃣sky(for: hour).ignoresSafeArea()
                    Text("\\(hour):00").foregroundColor(ink)
                }
        """), [FindingSpec("1️⃣", .stateWrittenDuringBody, mentions: ["sky", "self.ink", "line 7"])],
      rules: [.stateWrittenDuringBody])
    // A computed property the body reads, writing the state directly: reported at the read.
    assertFindings(
      """
      struct Counter: View {
          @State private var renders = 0
          private var label: String {
              renders += 1
              return "Rendered"
          }
          var body: some View { VStack { Text(1️⃣label) } }
      }
      """, [FindingSpec("1️⃣", .stateWrittenDuringBody, mentions: ["label", "renders"])],
      rules: [.stateWrittenDuringBody])
    // A write in the body itself is reported where it stands.
    assertFindings(
      """
      struct Ticks: View {
          @State private var ticks = 0
          var body: some View {
              1️⃣ticks += 1
              return Text("\\(ticks)")
          }
      }
      """, [FindingSpec("1️⃣", .stateWrittenDuringBody, mentions: ["ticks"])],
      rules: [.stateWrittenDuringBody])
  }

  /// A helper an action calls and the body calls too (a bedtime text computed in the body by
  /// the method a button also runs, which sets the alert's title): the write is right in the
  /// action and wrong in the body, so the finding stands at the body's call; a helper reached
  /// through another helper is reported at the body's call of the first.
  @Test func aHelperRunFromTheBodyAndFromAnActionIsReportedAtTheBodysCall() {
    assertFindings(
      """
      struct Bedtime: View {
          @State private var title = ""
          @State private var shown = false
          private func bedtime() -> String {
              title = "Your ideal bedtime"
              return "22:30"
          }
          private func heading() -> String { bedtime().uppercased() }
          var body: some View {
              Form {
                  if shown { Text(1️⃣heading()) }
                  Button("Show") {
                      shown.toggle()
                      _ = bedtime()
                  }
              }
          }
      }
      """, [FindingSpec("1️⃣", .stateWrittenDuringBody, mentions: ["heading", "title"])],
      rules: [.stateWrittenDuringBody])
  }

  @Test func aHelperRunFromAnActionOrPassedByNameIsNotReported() {
    assertFindings(
      Self.sky(
        """
        Text("\\(hour):00").foregroundColor(ink)
                    .onAppear { _ = sky(for: hour) }
                    .onTapGesture { hour += 1 }
        """), [], rules: [.stateWrittenDuringBody])
    assertFindings(
      """
      struct Words: View {
          @State private var root = ""
          private func start() { root = "silkworm" }
          var body: some View {
              VStack {
                  Text(root)
                  Button("Restart") { start() }
                  // A view of the sources calls its closure later, from its own action.
                  WordRow(word: root) { start() }
              }
              .onAppear(perform: start)
          }
      }
      """, [], rules: [.stateWrittenDuringBody])
  }

  // MARK: - SL312

  static func quote(_ between: String) -> String {
    """
    final class QuoteController: UIViewController {
        @IBOutlet weak var quoteLabel: UILabel!
        override func viewDidLoad() {
            super.viewDidLoad()
            var quote = "…"
            let task = URLSession.shared.dataTask(with: URL(string: "https://example.com/q")!) { data, _, _ in
                quote = data.flatMap { String(data: $0, encoding: .utf8) } ?? quote
            }
            task.resume()
            \(between)
            quoteLabel.text = 1️⃣quote
        }
    }
    """
  }

  @Test func aLocalTheCompletionSetsShownRightAfterTheCallIsReported() {
    assertFindings(
      Self.quote(""), [FindingSpec("1️⃣", .valueReadBeforeCompletion, mentions: ["quote"])],
      rules: [.valueReadBeforeCompletion])
  }

  @Test func aLocalReadAfterAWaitOrSetSynchronouslyIsNotReported() {
    assertFindings(
      Self.quote("semaphore.wait()"), [], rules: [.valueReadBeforeCompletion])
    // `forEach` runs its closure before it returns.
    assertFindings(
      """
      final class TotalController: UIViewController {
          @IBOutlet weak var totalLabel: UILabel!
          var prices: [Int] = []
          func refresh() {
              var total = 0
              prices.forEach { total += $0 }
              totalLabel.text = "\\(total)"
          }
      }
      """, [], rules: [.valueReadBeforeCompletion])
  }
}
