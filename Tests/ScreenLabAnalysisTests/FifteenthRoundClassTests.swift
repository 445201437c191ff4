import ScreenLabAnalysis
import Testing

/// The classes of the twelfth blind set (Docs/Analyzer.md, "The fifteenth round"), each with
/// a reported and an unreported twin written for the class, none of the set's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FifteenthRoundClassTests {
  // MARK: - SL415, rows identified by text the user types

  static func packingList(add: String, id: String = "id: \\.self") -> String {
    """
    struct PackingList: View {
        @State private var things = ["Passport", "Charger"]
        @State private var draft = ""
        var body: some View {
            List {
                ForEach(things, 1️⃣\(id)) { thing in Text(thing) }
                    .onDelete { things.remove(atOffsets: $0) }
            }
            TextField("Item", text: $draft)
            Button("Pack") { pack() }
        }
        func pack() {
            let name = draft.trimmingCharacters(in: .whitespaces)
            \(add)
            draft = ""
        }
    }
    """
  }

  @Test func rowsIdentifiedByTypedTextAreReported() {
    assertFindings(
      Self.packingList(add: "if !name.isEmpty { things.append(name) }"),
      [FindingSpec("1️⃣", .rowsIdentifiedByTypedText, mentions: ["'things'", "'draft'"])],
      rules: [.rowsIdentifiedByTypedText])
  }

  @Test func rowsOfTypedTextThatRefuseARepeatAreNotReported() {
    assertFindings(
      Self.packingList(add: "if !things.contains(name) { things.append(name) }"), [],
      rules: [.rowsIdentifiedByTypedText])
    // Another key path is not this shape; since the seventeenth round a plain key that two
    // rows can share (`\.count`) over a list the view changes is reported as such.
    assertFindings(
      Self.packingList(add: "things.append(name)", id: "id: \\.count"),
      [FindingSpec("1️⃣", .rowsIdentifiedByTypedText, mentions: ["by 'count'"])],
      rules: [.rowsIdentifiedByTypedText])
  }

  @Test func rowsIdentifiedByTextTheViewMakesAreNotReported() {
    assertFindings(
      """
      struct Tags: View {
          @State private var tags: [String] = ["one"]
          @State private var filter = ""
          var body: some View {
              TextField("Filter", text: $filter)
              ForEach(tags, id: \\.self) { Text($0) }
              Button("More") { tags.append("tag \\(tags.count)") }
          }
      }
      """, [], rules: [.rowsIdentifiedByTypedText])
  }

  // MARK: - SL416, search text nothing reads

  @Test func searchTextNothingReadsIsReported() {
    assertFindings(
      """
      struct Library: View {
          @State private var 1️⃣query = ""
          var body: some View {
              NavigationStack {
                  BookRows()
                      .searchable(text: $query)
              }
          }
      }
      """, [FindingSpec("1️⃣", .searchTextNotRead, mentions: ["'query'"])],
      rules: [.searchTextNotRead])
  }

  @Test func searchTextThatFiltersIsNotReported() {
    assertFindings(
      """
      struct Library: View {
          @State private var query = ""
          let books: [String]
          var shown: [String] { books.filter { query.isEmpty || $0.contains(query) } }
          var body: some View {
              NavigationStack {
                  List(shown, id: \\.self) { Text($0) }
                      .searchable(text: $query)
              }
          }
      }
      """, [], rules: [.searchTextNotRead])
  }

  // MARK: - SL403, a @State seeded from an input when the view appears

  static func gauge(extra: String, identity: String = "") -> String {
    """
    struct LevelGauge: View {
        let level: Double
        @State private var fill: CGFloat = 0
        var body: some View {
            VStack {
                Text("\\(Int(level))")
                Rectangle()
                    .frame(width: 20, height: fill * 10)
                    .onAppear { self.fill = 1️⃣CGFloat(self.level) }\(identity)
                \(extra)
            }
        }
    }
    """
  }

  @Test func aStateSeededFromAnInputOnAppearIsReported() {
    assertFindings(
      Self.gauge(extra: ""),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var fill'", "'level'"])],
      rules: [.stateCopiesInput])
  }

  @Test func aSeededStateTheViewResyncsOrChangesIsNotReported() {
    assertFindings(
      Self.gauge(extra: "Color.clear.onChange(of: level) { fill = CGFloat($0) }"), [],
      rules: [.stateCopiesInput])
    assertFindings(
      Self.gauge(extra: "", identity: ".id(level)"), [], rules: [.stateCopiesInput])
    assertFindings(
      Self.gauge(extra: "Button(\"Empty\") { fill = 0 }"), [], rules: [.stateCopiesInput])
  }

  @Test func aStateSetOnAppearBesideOtherWorkIsNotReported() {
    assertFindings(
      """
      struct ResultBanner: View {
          let score: Int
          @ObservedObject var record: Record
          @State private var isNewBest = false
          @State private var flash: Int?
          var body: some View {
              Text(isNewBest ? "New best" : "\\(score)")
                  .background(flash == score ? Color.yellow : Color.clear)
                  .onAppear {
                      isNewBest = score > record.best
                      record.best = max(score, record.best)
                      flash = score
                      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { flash = nil }
                  }
          }
      }
      """, [], rules: [.stateCopiesInput])
  }

  // MARK: - SL208, a layer added on every layout pass

  static func bordered(_ layout: String, helper: String = "") -> String {
    """
    final class DottedFrameView: UIView {
        private var outline: CAShapeLayer?
        override func layoutSubviews() {
            super.layoutSubviews()
    \(layout)
        }
        func clearOutline() {
            \(helper)
        }
    }
    """
  }

  @Test func aLayerAddedOnEveryLayoutPassIsReported() {
    assertFindings(
      Self.bordered(
        """
                let dots = CAShapeLayer()
                dots.lineDashPattern = [2, 3]
                dots.path = UIBezierPath(rect: bounds).cgPath
                1️⃣layer.addSublayer(dots)
                outline = dots
        """),
      [FindingSpec("1️⃣", .layerAddedOnEveryLayout, mentions: ["'dots'", "layoutSubviews()"])],
      rules: [.layerAddedOnEveryLayout])
  }

  @Test func aLayerReplacedKeptOrAddedOnceIsNotReported() {
    assertFindings(
      Self.bordered(
        """
                outline?.removeFromSuperlayer()
                let dots = CAShapeLayer()
                dots.path = UIBezierPath(rect: bounds).cgPath
                layer.addSublayer(dots)
                outline = dots
        """), [], rules: [.layerAddedOnEveryLayout])
    assertFindings(
      Self.bordered(
        """
                clearOutline()
                let dots = CAShapeLayer()
                layer.addSublayer(dots)
                outline = dots
        """, helper: "outline?.removeFromSuperlayer()"), [], rules: [.layerAddedOnEveryLayout])
    assertFindings(
      Self.bordered(
        """
                if outline == nil {
                    let dots = CAShapeLayer()
                    layer.addSublayer(dots)
                    outline = dots
                }
                outline?.path = UIBezierPath(rect: bounds).cgPath
        """), [], rules: [.layerAddedOnEveryLayout])
    assertFindings(
      Self.bordered(
        """
                let fade = CALayer()
                fade.frame = bounds
                let ramp = CAGradientLayer()
                ramp.frame = bounds
                fade.addSublayer(ramp)
                layer.mask = fade
        """), [], rules: [.layerAddedOnEveryLayout])
  }

  // MARK: - SL202, kept animations that end at the model or hand on to the next step

  static func needle(delegate: String, stop: String) -> String {
    """
    final class DialController: UIViewController, CAAnimationDelegate {
        let needle = CALayer()
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let sweep = CABasicAnimation(keyPath: "transform.rotation.z")
            sweep.fromValue = 0.0
            sweep.toValue = Double.pi
            sweep.duration = 1
            sweep.fillMode = .forwards
            1️⃣sweep.isRemovedOnCompletion = false
            \(delegate)
            needle.add(sweep, forKey: "sweep")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            \(stop)
        }
    }
    """
  }

  @Test func aKeptAnimationAwayFromTheModelIsReported() {
    assertFindings(
      Self.needle(delegate: "", stop: "print(flag)"),
      [FindingSpec("1️⃣", .snapBackMasked, mentions: ["'sweep'"])], rules: [.snapBackMasked])
  }

  @Test func aKeptAnimationTheDelegateHandsOnIsNotReported() {
    assertFindings(
      Self.needle(
        delegate: "sweep.delegate = self",
        stop: """
          let back = CABasicAnimation(keyPath: "transform.rotation.z")
                  back.fromValue = Double.pi
                  back.toValue = 0.0
                  back.duration = 1
                  back.fillMode = .forwards
                  back.isRemovedOnCompletion = false
                  needle.add(back, forKey: "back")
          """), [], rules: [.snapBackMasked])
  }
}
