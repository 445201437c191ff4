import ScreenLabAnalysis
import Testing

/// The eleventh round's UIKit classes that follow a value through another declaration
/// (Docs/Analyzer.md, "The eleventh round, UIKit"), each with a reported and an unreported
/// twin: `layoutIfNeeded()` sent to the view a constraint made from its own anchor moves, and
/// a constraint a helper changes in an animation block (SL204); a completion a method calls on
/// a background queue (SL304); an animation a factory method builds (SL201).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EleventhRoundUIKitFlowTests {
  // MARK: - SL204, layoutIfNeeded() sent to the view a constraint made from its anchor moves

  static func panel(_ constraint: String, receiver: String) -> String {
    """
    final class PanelController: UIViewController {
        let panel = UIView()
        let list = UIView()
        var grow: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(panel)
            grow = \(constraint)
            grow.isActive = true
        }
        @IBAction func expand(_ sender: Any) {
            grow.constant = 300
            UIView.animate(withDuration: 0.3) {
                1️⃣self.\(receiver).layoutIfNeeded()
            }
        }
    }
    """
  }

  @Test func layoutSentToTheViewItsAnchorConstraintMovesIsReported() {
    for constraint in [
      "panel.heightAnchor.constraint(equalToConstant: 100)",
      "panel.topAnchor.constraint(equalTo: view.topAnchor)",
      """
      NSLayoutConstraint(item: panel, attribute: .top, relatedBy: .equal, toItem: view, \
      attribute: .top, multiplier: 1, constant: 0)
      """,
    ] {
      assertFindings(
        Self.panel(constraint, receiver: "panel"),
        [FindingSpec("1️⃣", .constraintChangeNotLaidOut, mentions: ["'panel'", "grow.constant"])],
        rules: [.constraintChangeNotLaidOut])
    }
  }

  @Test func layoutSentToTheSuperviewOrToAnotherViewIsNotReported() {
    // The controller's view lays out the panel.
    assertFindings(
      Self.panel("panel.heightAnchor.constraint(equalToConstant: 100)", receiver: "view"), [],
      rules: [.constraintChangeNotLaidOut])
    // The constraint ties the panel to a view inside it: which view it moves is not known.
    assertFindings(
      Self.panel("panel.heightAnchor.constraint(equalTo: list.heightAnchor)", receiver: "panel"),
      [], rules: [.constraintChangeNotLaidOut])
    // Another view than the one the constraint is made from.
    assertFindings(
      Self.panel("panel.heightAnchor.constraint(equalToConstant: 100)", receiver: "list"), [],
      rules: [.constraintChangeNotLaidOut])
  }

  // MARK: - SL304, a completion called on the background queue

  static func quotes(_ call: String, controller: String) -> String {
    """
    final class QuoteService {
        func fetch(from url: URL, completion: @escaping (String?) -> Void) {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                \(call)
            }.resume()
        }
    }
    final class QuoteController: UIViewController {
        @IBOutlet weak var quoteLabel: UILabel!
        let service = QuoteService()
        override func viewDidLoad() {
            super.viewDidLoad()
            \(controller)
        }
    }
    """
  }

  @Test func aViewChangedInACompletionCalledOnTheBackgroundQueueIsReported() {
    let decoded = "completion(data.flatMap { String(data: $0, encoding: .utf8) })"
    for controller in [
      """
      service.fetch(from: URL(string: "https://example.com")!) { quote in
                  1️⃣self.quoteLabel.text = quote
              }
      """,
      """
      service.fetch(from: URL(string: "https://example.com")!, completion: { quote in
                  1️⃣self.quoteLabel.text = quote
              })
      """,
    ] {
      assertFindings(
        Self.quotes(decoded, controller: controller),
        [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["fetch(from:", "quoteLabel.text"])],
        rules: [.uiWorkOffMainThread])
    }
  }

  @Test func aCompletionCalledOnTheMainQueueOrAHopInTheCallerIsNotReported() {
    let show = """
      service.fetch(from: URL(string: "https://example.com")!) { quote in
                  self.quoteLabel.text = quote
              }
      """
    // The service goes back to the main queue before calling.
    assertFindings(
      Self.quotes("DispatchQueue.main.async { completion(nil) }", controller: show), [],
      rules: [.uiWorkOffMainThread])
    // The caller goes back to the main queue.
    assertFindings(
      Self.quotes(
        "completion(nil)",
        controller: """
          service.fetch(from: URL(string: "https://example.com")!) { quote in
                      DispatchQueue.main.async { self.quoteLabel.text = quote }
                  }
          """), [], rules: [.uiWorkOffMainThread])
    // A method of the same name elsewhere calls back on the caller's queue: which one the
    // call reaches is not known.
    assertFindings(
      Self.quotes("completion(nil)", controller: show)
        + """

        final class CachedQuotes {
            func fetch(from url: URL, completion: (String?) -> Void) { completion("cached") }
        }
        """, [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL201, an animation a factory builds

  static func knob(_ move: String, extra: String = "") -> String {
    """
    final class KnobController: UIViewController {
        @IBOutlet weak var knob: UIView!
        func makeFade() -> CABasicAnimation {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 0.3
            \(extra)
            return fade
        }
        @IBAction func dim(_ sender: Any) {
            \(move)
        }
    }
    """
  }

  @Test func anAnimationAFactoryBuildsIsReportedAtTheAdd() {
    for move in [
      "1️⃣knob.layer.add(makeFade(), forKey: \"fade\")",
      """
      let fade = makeFade()
              fade.duration = 1
              1️⃣knob.layer.add(fade, forKey: "fade")
      """,
    ] {
      assertFindings(
        Self.knob(move),
        [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["opacity"])],
        rules: [.animationWithoutModelWrite])
    }
  }

  @Test func aFactoryAnimationWhoseModelIsWrittenOrThatEndsByItselfIsNotReported() {
    // The model is written beside the add.
    assertFindings(
      Self.knob(
        """
        knob.layer.add(makeFade(), forKey: "fade")
                knob.alpha = 0.2
        """), [], rules: [.animationWithoutModelWrite])
    // The factory's animation repeats for ever.
    assertFindings(
      Self.knob(
        "knob.layer.add(makeFade(), forKey: \"fade\")", extra: "fade.repeatCount = .infinity"),
      [], rules: [.animationWithoutModelWrite])
    // The caller gives the animation a delegate, which may write the model when it ends.
    assertFindings(
      Self.knob(
        """
        let fade = makeFade()
                fade.delegate = self
                knob.layer.add(fade, forKey: "fade")
        """), [], rules: [.animationWithoutModelWrite])
  }

  // MARK: - SL204, a constraint a helper changes in the block

  static func drawer(_ helper: String) -> String {
    """
    final class DrawerController: UIViewController {
        @IBOutlet weak var drawerLeading: NSLayoutConstraint!
        @IBAction func open(_ sender: Any) {
            UIView.animate(withDuration: 0.3) {
                1️⃣self.placeDrawer()
            }
        }
        private func placeDrawer() {
            \(helper)
        }
    }
    """
  }

  @Test func aConstraintAHelperChangesInTheBlockIsReported() {
    assertFindings(
      Self.drawer("drawerLeading.constant = 0"),
      [FindingSpec("1️⃣", .constraintChangeNotLaidOut, mentions: ["placeDrawer()"])],
      rules: [.constraintChangeNotLaidOut])
  }

  @Test func aHelperThatLaysOutIsNotReported() {
    assertFindings(
      Self.drawer(
        """
        drawerLeading.constant = 0
                view.layoutIfNeeded()
        """), [], rules: [.constraintChangeNotLaidOut])
    assertFindings(Self.drawer("view.alpha = 1"), [], rules: [.constraintChangeNotLaidOut])
  }

  // MARK: - SL101, a receiver bound by a cast

  static let gauge = """
    class Gauge: UIView {
        var value: CGFloat = 0 { didSet { if value < 0 { value = 0 } } }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: value, height: 10))
        }
    }
    """

  @Test func aDrawnPropertyWrittenThroughACastIsReported() {
    for binding in [
      "let gauge = holder.subviews.first as! Gauge",
      "guard let gauge = holder.viewWithTag(3) as? Gauge else { return }",
    ] {
      assertFindings(
        """
        final class PanelController: UIViewController {
            @IBOutlet weak var holder: UIView!
            func show(_ level: CGFloat) {
                \(binding)
                1️⃣gauge.value = level
            }
        }
        """,
        [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["value", "gauge"])],
        rules: [.drawnPropertyWithoutRedraw],
        extraFiles: [SourceFile(path: "Gauge.swift", text: Self.gauge)])
    }
  }

  @Test func aWriteThroughACastFollowedByARedrawIsNotReported() {
    assertFindings(
      """
      final class PanelController: UIViewController {
          @IBOutlet weak var holder: UIView!
          func show(_ level: CGFloat) {
              guard let gauge = holder.viewWithTag(3) as? Gauge else { return }
              gauge.value = level
              gauge.setNeedsDisplay()
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw],
      extraFiles: [SourceFile(path: "Gauge.swift", text: Self.gauge)])
  }
}
