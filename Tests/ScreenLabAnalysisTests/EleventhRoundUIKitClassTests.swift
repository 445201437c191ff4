import ScreenLabAnalysis
import Testing

/// The UIKit and Core Animation classes of the eleventh round, built on the remaining misses
/// and false alarms of every UIKit set no longer blind (Docs/Analyzer.md, "The eleventh
/// round, UIKit"), each with a reported and an unreported twin: Swift 2's spellings of
/// `add(_:forKey:)` and `UIView.animate(…)`, a timer or action given a property's getter
/// (SL313), a summary shown after a call on its data and left stale by a replacement of the
/// data, a refresh timer stopped while its data changes (SL309), an image view whose
/// `draw(_:)` only calls `super` (no SL109), and an endless animation kept on the layer (no
/// SL202). The classes the issue names beyond those sets are in
/// `EleventhRoundUIKitFlowTests`.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EleventhRoundUIKitClassTests {
  // MARK: - Swift 2 spellings

  @Test func swiftTwoSpellingsOfAnimationCallsAreRead() {
    // An autoreversing path animation whose model is written to the path's end.
    assertFindings(
      """
      final class BikeController: UIViewController {
          @IBOutlet weak var track: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              let route = UIBezierPath()
              route.moveToPoint(CGPointMake(0, 150))
              route.addLineToPoint(CGPointMake(300, 150))
              let bike = CALayer()
              track.layer.addSublayer(bike)
              let ride = CAKeyframeAnimation()
              ride.keyPath = "position"
              ride.path = route.CGPath
              ride.autoreverses = true
              bike.position = CGPointMake(300, 150)
              1️⃣bike.addAnimation(ride, forKey: nil)
          }
      }
      """,
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["autoreverses"])],
      rules: [.animationWithoutModelWrite])
    // A constraint changed in a Swift 2 animation block that does not lay out.
    assertFindings(
      """
      final class DrawerController: UIViewController {
          @IBOutlet weak var drawerLeading: NSLayoutConstraint!
          @IBAction func open(_ sender: AnyObject) {
              UIView.animateWithDuration(0.3, animations: {
                  1️⃣self.drawerLeading.constant = 0
              })
          }
      }
      """,
      [FindingSpec("1️⃣", .constraintChangeNotLaidOut, mentions: ["drawerLeading"])],
      rules: [.constraintChangeNotLaidOut])
  }

  @Test func swiftTwoSpellingsDoingItRightAreNotReported() {
    assertFindings(
      """
      final class BikeController: UIViewController {
          @IBOutlet weak var track: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              let bike = CALayer()
              track.layer.addSublayer(bike)
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.fromValue = 1
              fade.toValue = 0.2
              bike.opacity = 0.2
              bike.addAnimation(fade, forKey: "fade")
          }
      }
      """, [], rules: [.animationWithoutModelWrite, .snapBackMasked])
    assertFindings(
      """
      final class DrawerController: UIViewController {
          @IBOutlet weak var drawerLeading: NSLayoutConstraint!
          @IBAction func open(_ sender: AnyObject) {
              drawerLeading.constant = 0
              UIView.animateWithDuration(0.3, animations: {
                  self.view.layoutIfNeeded()
              })
          }
      }
      """, [], rules: [.constraintChangeNotLaidOut])
  }

  // MARK: - SL313

  static func stopwatch(_ selector: String) -> String {
    """
    final class StopwatchController: UIViewController {
        @IBOutlet var timeLabel: UILabel!
        var timer = Timer()
        var ticks = 0
        @IBAction func start(_ sender: Any) {
            timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: 1️⃣\(selector), userInfo: nil, repeats: true)
        }
        @objc func tick() {
            ticks += 1
            timeLabel.text = "\\(ticks)"
        }
    }
    """
  }

  @Test func aTimerOrActionGivenAGetterIsReported() {
    assertFindings(
      Self.stopwatch("#selector(getter: timeLabel)"),
      [FindingSpec("1️⃣", .actionNamesGetter, mentions: ["timer", "timeLabel"])],
      rules: [.actionNamesGetter])
    assertFindings(
      """
      final class RefreshController: UIViewController {
          var ticks = 0
          override func viewDidLoad() {
              super.viewDidLoad()
              let link = CADisplayLink(target: self, selector: 1️⃣#selector(getter: ticks))
              link.add(to: .main, forMode: .common)
              button.addTarget(self, action: 2️⃣#selector(getter: ticks), for: .touchUpInside)
          }
      }
      """,
      [
        FindingSpec("1️⃣", .actionNamesGetter, mentions: ["display link"]),
        FindingSpec("2️⃣", .actionNamesGetter, mentions: ["action"]),
      ], rules: [.actionNamesGetter])
  }

  @Test func aSelectorOfAMethodOrAGetterReadAtOnceIsNotReported() {
    assertFindings(Self.stopwatch("#selector(tick)"), [], rules: [.actionNamesGetter])
    assertFindings(
      """
      final class Probe: NSObject {
          @objc var title = ""
          func read(_ other: NSObject) -> Bool {
              let value = other.perform(#selector(getter: Probe.title))
              return value != nil && other.responds(to: #selector(getter: Probe.title))
          }
      }
      """, [], rules: [.actionNamesGetter])
  }

  // MARK: - SL309, a call on the data and a replacement

  static func game(_ newGame: String) -> String {
    """
    final class GameController: UIViewController {
        private var game = Concentration(pairs: 4)
        @IBOutlet private weak var scoreLabel: UILabel!
        @IBAction private func touchCard(_ sender: UIButton) {
            game.chooseCard(at: sender.tag)
            scoreLabel.text = "Score: \\(game.score)"
        }
        @IBAction private func newGame(_ sender: UIButton) {
            \(newGame)
        }
    }
    """
  }

  @Test func aReplacedModelWhoseSummaryStaysIsReported() {
    assertFindings(
      Self.game("1️⃣game = Concentration(pairs: 4)"),
      [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["game", "scoreLabel"])],
      rules: [.summaryNotRefreshed])
  }

  @Test func aReplacedModelShownAgainOrACallAloneIsNotReported() {
    // The label is written again after the replacement.
    assertFindings(
      Self.game(
        """
        game = Concentration(pairs: 4)
                scoreLabel.text = "Score: \\(game.score)"
        """), [], rules: [.summaryNotRefreshed])
    // The method leaves the screen: the stale label is not seen.
    assertFindings(
      Self.game(
        """
        game = Concentration(pairs: 4)
                performSegue(withIdentifier: "play", sender: nil)
        """), [], rules: [.summaryNotRefreshed])
    // Another call on the model: a call only makes the summary, it is never reported
    // (`shuffle()`, a collection's mutating method, would be a write).
    assertFindings(Self.game("game.flipAllCards()"), [], rules: [.summaryNotRefreshed])
    // A call whose result is used reads the model; nothing is a summary of a change.
    assertFindings(
      """
      final class GameController: UIViewController {
          private var game = Concentration(pairs: 4)
          @IBOutlet private weak var scoreLabel: UILabel!
          @IBAction private func peek(_ sender: UIButton) {
              let card = game.card(at: sender.tag)
              scoreLabel.text = "Score: \\(game.score) \\(card)"
          }
          @IBAction private func newGame(_ sender: UIButton) {
              game = Concentration(pairs: 4)
          }
      }
      """, [], rules: [.summaryNotRefreshed])
  }

  // MARK: - SL309, a stopped refresh

  static func player(stop: String) -> String {
    """
    final class PlayerController: UIViewController {
        var player = AVAudioPlayer()
        var timer = Timer()
        @IBOutlet weak var scrubber: UISlider!
        @IBAction func play(_ sender: Any) {
            player.play()
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(updateScrubber), userInfo: nil, repeats: true)
        }
        @objc func updateScrubber() {
            scrubber.value = Float(player.currentTime)
        }
        @IBAction func stop(_ sender: Any) {
            player.stop()
            \(stop)
        }
    }
    """
  }

  @Test func aStoppedRefreshWhoseDataChangesIsReported() {
    assertFindings(
      Self.player(
        stop: """
          timer.invalidate()
                  1️⃣player.currentTime = 0
          """),
      [
        FindingSpec(
          "1️⃣", .summaryNotRefreshed, mentions: ["timer", "scrubber", "player.currentTime"])
      ], rules: [.summaryNotRefreshed])
  }

  @Test func aRefreshThatGoesOnOrAViewShownAgainIsNotReported() {
    let stops = [
      // The timer keeps running: its next tick shows the new value.
      "player.currentTime = 0",
      // The stop shows the value itself.
      """
      timer.invalidate()
              player.currentTime = 0
              scrubber.value = 0
      """,
      // Through the refresh method.
      """
      timer.invalidate()
              player.currentTime = 0
              updateScrubber()
      """,
      // Stopped without changing what it showed.
      "timer.invalidate()",
    ]
    for stop in stops {
      assertFindings(Self.player(stop: stop), [], rules: [.summaryNotRefreshed])
    }
  }

  // MARK: - SL109 and SL202 precision

  @Test func anImageViewDrawThatOnlyCallsSuperIsNotReported() {
    assertFindings(
      """
      class WaveFormView: UIImageView {
          var samples: [Float] = [] { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
          }
      }
      """, [], rules: [.drawNeverCalled])
    assertFindings(
      """
      class 1️⃣WaveFormView: UIImageView {
          var samples: [Float] = [] { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
              UIColor.red.setFill()
              UIRectFill(rect)
          }
      }
      """, [FindingSpec("1️⃣", .drawNeverCalled)], rules: [.drawNeverCalled])
  }

  @Test func anEndlessAnimationKeptOnTheLayerIsNotNoted() {
    assertFindings(
      """
      final class SpinnerLayer: CAShapeLayer {
          func start() {
              let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
              rotate.toValue = 2 * Double.pi
              rotate.repeatCount = .infinity
              rotate.isRemovedOnCompletion = false
              rotate.fillMode = .forwards
              add(rotate, forKey: "rotate")
          }
      }
      """, [], rules: [.snapBackMasked, .animationWithoutModelWrite])
  }
}
