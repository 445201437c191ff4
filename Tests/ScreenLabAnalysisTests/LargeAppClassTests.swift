import ScreenLabAnalysis
import Testing

/// The classes read in the findings a large SwiftUI app gained once its files were analyzed
/// as one module (Docs/Analyzer.md, "Private types, and what a body shows"), each with a
/// reported and an unreported twin: two files' private views of one name; a member of a child
/// object written through the property that holds it (SL402); a value read only by an action
/// or a method only an action calls (SL402); a value read only to give a child view's `@State`
/// its first value (SL402).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct LargeAppClassTests {
  static let store = """
    final class Store: ObservableObject {
        @Published var title = ""
        func rename(_ text: String) { title = text }
    }
    """

  /// A row that holds the store as `holding` and shows its title when `shows`.
  static func row(holding: String, shows: Bool) -> String {
    """
    private struct Row: View {
        \(holding) store: Store
        var body: some View {
            Text(\(shows ? "store.title" : "\"Settings\""))
        }
    }
    """
  }

  static func findings(_ files: [(String, String)], rules: Set<Rule>) -> [Finding] {
    var options = SourceAnalyzer.Options()
    options.rules = rules
    let report = SourceAnalyzer(options: options).analyze(
      files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(report.errors.isEmpty, "\(report.errors)")
    return report.findings
  }

  @Test func twoFilesPrivateViewsOfOneNameAreTwoViews() {
    // One file's row observes the store and shows its title; the other's holds it in a
    // plain property and shows a constant. Read as one type, the second row's plain
    // property seemed to be shown.
    let found = Self.findings(
      [
        ("App/Store.swift", Self.store),
        ("App/Title.swift", Self.row(holding: "@ObservedObject var", shows: true)),
        ("App/Settings.swift", Self.row(holding: "let", shows: false)),
      ], rules: [.observableObjectNotObserved])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func aPrivateViewThatShowsThroughAPlainPropertyIsStillReportedByItsName() {
    let found = Self.findings(
      [
        // The row that reports comes first: read as one type, the later row's observed
        // property stood for both.
        ("App/Store.swift", Self.store),
        ("App/Settings.swift", Self.row(holding: "let", shows: true)),
        ("App/Title.swift", Self.row(holding: "@ObservedObject var", shows: true)),
      ], rules: [.observableObjectNotObserved])
    #expect(found.count == 1, "\(found)")
    let finding = found.first
    #expect(finding?.location.file == "App/Settings.swift")
    // The property's own line and column: the renaming keeps positions.
    #expect(finding?.location.line == 2 && finding?.location.column == 5, "\(found)")
    #expect(finding?.message.text.contains("'Row'") == true, "\(found)")
  }

  @Test func aPrivateViewBesideAModuleWideOneOfTheSameNameIsItsFilesOwn() {
    let wide = """
      struct Row: View {
          @ObservedObject var store: Store
          var body: some View { Text(store.title) }
      }
      """
    let quiet = Self.findings(
      [
        ("App/Store.swift", Self.store), ("App/Row.swift", wide),
        ("App/Settings.swift", Self.row(holding: "let", shows: false)),
      ], rules: [.observableObjectNotObserved])
    #expect(quiet.isEmpty, "\(quiet)")
    let reported = Self.findings(
      [
        ("App/Store.swift", Self.store),
        ("App/Settings.swift", Self.row(holding: "let", shows: true)), ("App/Row.swift", wide),
      ], rules: [.observableObjectNotObserved])
    #expect(reported.map(\.location.file) == ["App/Settings.swift"], "\(reported)")
  }

  /// A recorder whose elapsed-time text lives in a child object of its own, next to a
  /// plain caption and a value-type tally.
  static func recorder(_ views: String) -> String {
    """
    final class ElapsedText: ObservableObject {
        @Published var text = "0:00"
    }
    struct Tally {
        var takes = 0
    }
    final class Recorder: ObservableObject {
        @Published var isRecording = false
        1️⃣var elapsed = ElapsedText()
        2️⃣var caption = ""
        3️⃣var tally = Tally()
        func tick(_ seconds: Int) {
            elapsed.text = "0:\\(seconds)"
        }
        func name(_ text: String) {
            caption = text
        }
        func take() {
            tally.takes += 1
        }
    }
    \(views)
    """
  }

  @Test func aChildObjectsMemberWrittenThroughItsHolderIsNotTheHoldersChange() {
    // `elapsed.text = …` changes the child object, not the property that holds it: marking
    // `elapsed` @Published would send nothing. The child's own view observes it.
    assertFindings(
      Self.recorder(
        """
        struct ElapsedLabel: View {
            @ObservedObject var elapsed: ElapsedText
            var body: some View { Text(elapsed.text) }
        }
        struct RecorderView: View {
            @ObservedObject var recorder: Recorder
            var body: some View {
                ElapsedLabel(elapsed: recorder.elapsed)
            }
        }
        """), [], rules: [.unpublishedProperty])
  }

  @Test func aPlainValueAndAValueTypeMemberWrittenThroughItsHolderAreReported() {
    // The caption is assigned, and the tally is a struct: `tally.takes += 1` assigns the
    // property a new value. Neither is @Published, and the view shows both.
    assertFindings(
      Self.recorder(
        """
        struct RecorderView: View {
            @ObservedObject var recorder: Recorder
            var body: some View {
                VStack {
                    Text(recorder.caption)
                    Text("\\(recorder.tally.takes)")
                    ElapsedLabel(elapsed: recorder.elapsed)
                }
            }
        }
        """),
      [
        FindingSpec("2️⃣", .unpublishedProperty, mentions: ["Recorder.caption"]),
        FindingSpec("3️⃣", .unpublishedProperty, mentions: ["Recorder.tally"]),
      ], rules: [.unpublishedProperty])
  }

  /// A map screen's model whose visible region the map writes as the camera moves.
  static func mapModel(_ views: String) -> String {
    """
    final class MapModel: ObservableObject {
        @Published var query = ""
        1️⃣var region = ""
        func cameraMoved(to text: String) { region = text }
    }
    \(views)
    """
  }

  @Test func aValueOnlyAnActionReadsIsNotShown() {
    // The region is read when the search is submitted, by a method only the action calls:
    // the screen never shows it.
    assertFindings(
      Self.mapModel(
        """
        struct SearchBar: View {
            @ObservedObject var model: MapModel
            private func search() {
                print(model.region, model.query)
            }
            var body: some View {
                TextField("Search", text: $model.query)
                    .onSubmit { search() }
            }
        }
        """), [], rules: [.unpublishedProperty])
    // A method handed on by name runs when the child calls it, on its event.
    assertFindings(
      Self.mapModel(
        """
        struct RegionField: View {
            let onSubmit: (String) -> Void
            var body: some View { Text("Region") }
        }
        struct SearchBar: View {
            @ObservedObject var model: MapModel
            private func save(_ text: String) {
                if model.region != text { model.region = text }
            }
            var body: some View {
                RegionField(onSubmit: save)
            }
        }
        """), [], rules: [.unpublishedProperty])
  }

  @Test func aValueTheBodyShowsThroughAMethodIsReported() {
    assertFindings(
      Self.mapModel(
        """
        struct SearchBar: View {
            @ObservedObject var model: MapModel
            private func caption() -> String { "Near \\(model.region)" }
            var body: some View {
                TextField(caption(), text: $model.query)
                    .onSubmit { print(model.query) }
            }
        }
        """), [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["MapModel.region"])],
      rules: [.unpublishedProperty])
  }

  /// An audio settings model whose bitrate a slider screen edits.
  static func audio(_ editor: String) -> String {
    """
    final class AudioSettings: ObservableObject {
        @Published var codec = "aac"
        1️⃣var bitrate = 128
        func apply(_ value: Int) { bitrate = value }
    }
    \(editor)
    struct AudioScreen: View {
        @ObservedObject var settings: AudioSettings
        var body: some View {
            NavigationLink("Bitrate") {
                BitrateEditor(settings: settings, kilobits: Double(settings.bitrate))
            }
        }
    }
    """
  }

  @Test func aValueReadOnlyToSeedAChildsStateIsNotShown() {
    // The editor keeps the slider's value in its own @State: SwiftUI ignores the value its
    // parent passes after the first, so the parent's read shows nothing.
    assertFindings(
      Self.audio(
        """
        struct BitrateEditor: View {
            @ObservedObject var settings: AudioSettings
            @State var kilobits: Double
            var body: some View {
                Slider(value: $kilobits, in: 32...320)
                    .onChange(of: kilobits) { settings.apply(Int($0)) }
            }
        }
        """), [], rules: [.unpublishedProperty])
    // The same through a written initializer that hands the value to `State(initialValue:)`.
    assertFindings(
      Self.audio(
        """
        struct BitrateEditor: View {
            @ObservedObject var settings: AudioSettings
            @State private var value: Double
            init(settings: AudioSettings, kilobits: Double) {
                self.settings = settings
                _value = State(initialValue: kilobits)
            }
            var body: some View {
                Slider(value: $value, in: 32...320)
                    .onChange(of: value) { settings.apply(Int($0)) }
            }
        }
        """), [], rules: [.unpublishedProperty])
  }

  @Test func aValueHandedToAChildThatShowsItAsItIsIsReported() {
    assertFindings(
      Self.audio(
        """
        struct BitrateEditor: View {
            @ObservedObject var settings: AudioSettings
            let kilobits: Double
            var body: some View {
                Text("\\(kilobits) kbit/s")
            }
        }
        """), [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["AudioSettings.bitrate"])],
      rules: [.unpublishedProperty])
  }
}
