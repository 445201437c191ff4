import ScreenLabAnalysis
import Testing

/// The classes of the sixteenth round (Docs/Analyzer.md, "The sixteenth round"), each with a
/// reported and an unreported twin written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SixteenthRoundClassTests {
  // MARK: - SL417, an ObservableObject held without a subscribing wrapper

  static func recipeSearch(holder: String) -> String {
    """
    final class RecipeFinder: ObservableObject {
        @Published var query = ""
        @Published var matches: [String] = []
        func refresh() { matches = ["Soup", "Bread"].filter { $0.hasPrefix(query) } }
    }
    struct RecipeSearchScreen: View {
        1️⃣\(holder)
        var body: some View {
            List(finder.matches, id: \\.self) { Text($0) }
                .searchable(text: $finder.query)
                .onSubmit(of: .search) { finder.refresh() }
        }
    }
    """
  }

  @Test func anObservableObjectInStateIsReported() {
    assertFindings(
      Self.recipeSearch(holder: "@State private var finder = RecipeFinder()"),
      [
        FindingSpec(
          "1️⃣", .observableObjectNotObserved,
          mentions: ["'finder' holds 'RecipeFinder'", "in @State", "@StateObject"])
      ],
      rules: [.observableObjectNotObserved])
  }

  @Test func anObservableObjectInAPlainPropertyIsReported() {
    assertFindings(
      Self.recipeSearch(holder: "let finder: RecipeFinder"),
      [
        FindingSpec(
          "1️⃣", .observableObjectNotObserved,
          mentions: ["in a plain property", "@ObservedObject"])
      ],
      rules: [.observableObjectNotObserved])
  }

  @Test func anObservableObjectHeldByAStateObjectIsNotReported() {
    assertFindings(
      Self.recipeSearch(holder: "@StateObject private var finder = RecipeFinder()")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.observableObjectNotObserved])
  }

  @Test func anObservableModelInStateIsNotReported() {
    assertFindings(
      """
      @Observable final class RecipeFinder {
          var query = ""
          var matches: [String] = []
          func refresh() { matches = ["Soup"].filter { $0.hasPrefix(query) } }
      }
      struct RecipeSearchScreen: View {
          @State private var finder = RecipeFinder()
          var body: some View {
              List(finder.matches, id: \\.self) { Text($0) }
                  .onSubmit(of: .search) { finder.refresh() }
          }
      }
      """, [], rules: [.observableObjectNotObserved])
  }

  @Test func anObjectReadOnlyInAClosureItsObserverRunsIsNotReported() {
    assertFindings(
      """
      final class RecipeFinder: ObservableObject {
          @Published var matches: [String] = []
          func refresh() { matches = ["Soup"] }
      }
      struct FinderList<Row: View>: View {
          @ObservedObject var finder: RecipeFinder
          let row: () -> Row
          var body: some View { row() }
      }
      struct RecipeRows: View {
          let finder: RecipeFinder
          var body: some View {
              FinderList(finder: finder) {
                  ForEach(finder.matches, id: \\.self) { Text($0) }
              }
          }
      }
      """, [], rules: [.observableObjectNotObserved])
  }

  // MARK: - SL206, a layer sized from a storyboard's frame with no layout pass

  static func dial(initializer: String, layout: String = "") -> String {
    """
    final class DialView: UIView {
        private let track = CAShapeLayer()
        private let knob = CAShapeLayer()
        \(initializer)
        private func build() {
            layer.cornerRadius = frame.width / 2
            let circle = UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
                radius: frame.width / 2 - 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            1️⃣track.path = circle.cgPath
            knob.path = circle.cgPath
            layer.addSublayer(track)
            layer.addSublayer(knob)
        }
        func setLevel(_ level: CGFloat) { knob.strokeEnd = level }
    \(layout)
    }
    """
  }

  @Test func aLayerSizedFromTheStoryboardsFrameIsReported() {
    assertFindings(
      Self.dial(
        initializer: """
          required init?(coder: NSCoder) {
                  super.init(coder: coder)
                  build()
              }
          """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'track' is sized", "layoutSubviews()"])],
      rules: [.layerSizedOnce])
  }

  @Test func aLayerSizedAgainInTheLayoutPassIsNotReported() {
    assertFindings(
      Self.dial(
        initializer: """
          required init?(coder: NSCoder) {
                  super.init(coder: coder)
                  build()
              }
          """,
        layout: """
              override func layoutSubviews() {
                  super.layoutSubviews()
                  layer.cornerRadius = bounds.width / 2
                  track.path = UIBezierPath(ovalIn: bounds).cgPath
                  knob.path = track.path
              }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  @Test func aViewMadeOnlyInCodeIsNotReported() {
    assertFindings(
      Self.dial(
        initializer: """
          override init(frame: CGRect) {
                  super.init(frame: frame)
                  build()
              }
              required init?(coder: NSCoder) { fatalError("not from a storyboard") }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  // MARK: - SL316, a control not moved with the value it sets

  static func volumeScreen(louder: String, didSet: String = "") -> String {
    """
    final class VolumeViewController: UIViewController {
        @IBOutlet weak var levelLabel: UILabel!
        @IBOutlet weak var levelSlider: UISlider!
        var level = 5 {
            didSet {
                levelLabel.text = "\\(level)"
    \(didSet)
            }
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            level = 5
        }
        @IBAction func sliderMoved(_ sender: UISlider) {
            level = Int(levelSlider.value)
        }
        @IBAction func louderTapped(_ sender: UIButton) {
            \(louder)
        }
        func syncSlider() { levelSlider.setValue(Float(level), animated: true) }
    }
    """
  }

  @Test func aValueChangedWithoutMovingItsSliderIsReported() {
    assertFindings(
      Self.volumeScreen(louder: "1️⃣level += 1"),
      [
        FindingSpec(
          "1️⃣", .controlNotMovedWithValue,
          mentions: ["'level' is set from 'levelSlider.value'", "without moving 'levelSlider'"])
      ],
      rules: [.controlNotMovedWithValue])
  }

  @Test func aValueChangedBesideMovingItsSliderIsNotReported() {
    assertFindings(
      Self.volumeScreen(louder: "level += 1\n        syncSlider()"), [],
      rules: [.controlNotMovedWithValue])
  }

  @Test func aValueWhoseObserverMovesTheSliderIsNotReported() {
    assertFindings(
      Self.volumeScreen(louder: "level += 1", didSet: "levelSlider.value = Float(level)"), [],
      rules: [.controlNotMovedWithValue])
  }

  // MARK: - SL209, a control's value that places its layers only on a touch

  static func dualKnob(start: String) -> String {
    """
    final class DualKnobControl: UIControl {
        private let leftKnob = CALayer()
        private let rightKnob = CALayer()
        \(start)
        var end: CGFloat = 0.8
        private var previous = CGPoint.zero
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            previous = touch.location(in: self)
            return true
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let point = touch.location(in: self)
            start = min(max(start + (point.x - previous.x) / bounds.width, 0), end)
            previous = point
            placeKnobs()
            return true
        }
        private func placeKnobs() {
            leftKnob.frame = CGRect(x: start * bounds.width - 10, y: 0, width: 20, height: 20)
            rightKnob.frame = CGRect(x: end * bounds.width - 10, y: 0, width: 20, height: 20)
        }
    }
    """
  }

  @Test func aControlValueWithoutObserverThatPlacesLayersIsReported() {
    assertFindings(
      Self.dualKnob(start: "var 1️⃣start: CGFloat = 0.2"),
      [
        FindingSpec(
          "1️⃣", .controlValuePlacesLayersWithoutObserver,
          mentions: ["'start' of 'DualKnobControl'", "continueTracking"])
      ],
      rules: [.controlValuePlacesLayersWithoutObserver])
  }

  @Test func aControlValueWhoseObserverPlacesTheLayersIsNotReported() {
    assertFindings(
      Self.dualKnob(start: "var start: CGFloat = 0.2 { didSet { placeKnobs() } }"), [],
      rules: [.controlValuePlacesLayersWithoutObserver])
  }

  @Test func aPrivateControlValueIsNotReported() {
    assertFindings(
      Self.dualKnob(start: "private var start: CGFloat = 0.2"), [],
      rules: [.controlValuePlacesLayersWithoutObserver])
  }
}
