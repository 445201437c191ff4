import ScreenLabAnalysis
import Testing

/// The UIKit and Core Animation classes of the twenty-third round (Docs/Analyzer.md, SL205,
/// SL206, SL208 and SL105): each with a reported and an unreported twin written for the
/// class, none of the seen sets' files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RepeatedHookClassTests {
  // MARK: - SL208, a view or layer made and added in a hook that runs many times

  /// The badge, and a screen that uses it (a move hook of a view nothing uses is a note,
  /// `OpenClassTests`).
  static func badgeHost(_ hook: String, members: String = "") -> String {
    """
    final class InboxBadgeView: UIView {
        private var countLabel: UILabel?
        var unread = 0 { didSet { countLabel?.text = "\\(unread)" } }
    \(hook)
    \(members)
    }
    final class InboxViewController: UIViewController { let badge = InboxBadgeView() }
    """
  }

  @Test func aLabelMadeAndAddedOnEveryMoveIsReportedAtTheAdd() {
    assertFindings(
      Self.badgeHost(
        """
            override func didMoveToWindow() {
                super.didMoveToWindow()
                let label = UILabel(frame: bounds)
                label.textAlignment = .center
                1️⃣addSubview(label)
                countLabel = label
            }
        """),
      [
        FindingSpec(
          "1️⃣", .layerAddedOnEveryLayout, mentions: ["didMoveToWindow()", "'label'"])
      ],
      rules: [.layerAddedOnEveryLayout])
  }

  @Test func aLabelAddedBehindAnIdempotencyGuardIsNotReported() {
    for guardLine in [
      "guard countLabel == nil else { return }",
      "if countLabel != nil { return }",
    ] {
      assertFindings(
        Self.badgeHost(
          """
              override func didMoveToWindow() {
                  super.didMoveToWindow()
                  \(guardLine)
                  let label = UILabel(frame: bounds)
                  addSubview(label)
                  countLabel = label
              }
          """), [], rules: [.layerAddedOnEveryLayout])
    }
    assertFindings(
      Self.badgeHost(
        """
            override func didMoveToWindow() {
                super.didMoveToWindow()
                if subviews.isEmpty {
                    let label = UILabel(frame: bounds)
                    addSubview(label)
                    countLabel = label
                }
            }
        """), [], rules: [.layerAddedOnEveryLayout])
  }

  @Test func aHelperCalledOnEveryAppearanceIsReportedAtTheCall() {
    let controller = """
      final class ScoreViewController: UIViewController {
          private var banner: BannerView!
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              1️⃣showBanner()
          }
          private func showBanner() {
              banner = BannerView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
              view.addSubview(banner)
          }
      }
      """
    assertFindings(
      controller,
      [
        FindingSpec(
          "1️⃣", .layerAddedOnEveryLayout, mentions: ["viewWillAppear()", "'banner'"])
      ],
      rules: [.layerAddedOnEveryLayout])
    // The same helper run once, from viewDidLoad(), adds one banner.
    assertFindings(
      controller.replacingOccurrences(of: "viewWillAppear", with: "viewDidLoad")
        .replacingOccurrences(of: "(_ animated: Bool)", with: "()")
        .replacingOccurrences(of: "(animated)", with: "()")
        .replacingOccurrences(of: "1️⃣", with: ""),
      [], rules: [.layerAddedOnEveryLayout])
  }

  @Test func aWholeSetUpRepeatedInAHookIsReportedAtTheHook() {
    assertFindings(
      """
      final class StopwatchScreen: UIViewController { let panel = StopwatchPanel() }
      final class StopwatchPanel: UIView {
          var dial: UIView!
          override func 1️⃣willMove(toSuperview newSuperview: UIView?) {
              super.willMove(toSuperview: newSuperview)
              dial = UIView(frame: bounds)
              addSubview(dial)
              let hand = CAShapeLayer()
              layer.addSublayer(hand)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .layerAddedOnEveryLayout, mentions: ["'dial', 'hand'", "willMove()"])
      ],
      rules: [.layerAddedOnEveryLayout])
  }

  static func clockScreen(_ elsewhere: String) -> String {
    """
    final class ClockViewController: UIViewController {
        var face: ClockFace!
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            1️⃣rebuildFace()
        }
        private func rebuildFace() {
            if let old = view.viewWithTag(7) {
                old.removeFromSuperview()
                placeFace()
            }
        }
        private func placeFace() {
            face = ClockFace.make(in: view.bounds)
            view.addSubview(face)
        }
    \(elsewhere)
    }
    """
  }

  @Test func aViewReplacedOnEveryLayoutWhileOtherCodeWritesIntoItIsReported() {
    assertFindings(
      Self.clockScreen(
        """
            func tick(_ text: String) {
                face.timeLabel.text = text
            }
        """),
      [
        FindingSpec(
          "1️⃣", .layerAddedOnEveryLayout, mentions: ["removes 'face'", "thrown away"])
      ],
      rules: [.layerAddedOnEveryLayout])
    // Nothing else gives the face anything: the rebuild loses nothing on screen.
    assertFindings(
      Self.clockScreen("").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.layerAddedOnEveryLayout])
  }

  // MARK: - SL205, a position animated to or from the frame's origin

  static func slider(_ target: String, extra: String = "") -> String {
    """
    final class DrawerView: UIView {
        let handle = UIView()
        func lift(by distance: CGFloat) {
            \(extra)
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = handle.layer.position.y
            1️⃣move.toValue = \(target)
            move.duration = 0.3
            handle.layer.add(move, forKey: "lift")
            handle.center.y -= distance
        }
    }
    """
  }

  @Test func aPositionAnimatedToTheFrameOriginIsReported() {
    for origin in ["handle.frame.origin.y - distance", "handle.frame.minY - distance"] {
      assertFindings(
        Self.slider(origin),
        [
          FindingSpec(
            "1️⃣", .animationEndIgnoresValue, mentions: ["'move.toValue'", "origin"])
        ],
        rules: [.animationEndIgnoresValue])
    }
  }

  @Test func aPositionAnimatedToTheCentreOrWithAMovedAnchorIsNotReported() {
    for centre in [
      "handle.frame.midY - distance", "handle.center.y - distance",
      "handle.frame.origin.y + handle.frame.height / 2 - distance",
    ] {
      assertFindings(
        Self.slider(centre).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.animationEndIgnoresValue])
    }
    assertFindings(
      Self.slider(
        "handle.frame.origin.y - distance",
        extra: "handle.layer.anchorPoint = CGPoint(x: 0, y: 0)"
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.animationEndIgnoresValue])
  }

  // MARK: - SL105, where a helper of draw(_:) makes and adds a view

  @Test func aHelperOfDrawThatMakesAndAddsAViewIsReportedAtTheCall() {
    assertFindings(
      """
      final class NeedleGauge: UIView {
          var needle: UIView!
          override func draw(_ rect: CGRect) {
              UIColor.gray.setFill()
              UIBezierPath(ovalIn: rect).fill()
              1️⃣placeNeedle()
          }
          func placeNeedle() {
              needle = UIView(frame: CGRect(x: bounds.midX, y: 4, width: 2, height: 30))
              needle.backgroundColor = .red
              addSubview(needle)
          }
      }
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["'needle'", "placeNeedle()"])],
      rules: [.mutationInDraw])
  }

  @Test func aHelperOfDrawThatAddsAKeptLayerIsReportedAtTheAdd() {
    assertFindings(
      """
      final class ArcGauge: UIView {
          let arc = CAShapeLayer()
          override func draw(_ rect: CGRect) {
              UIBezierPath(ovalIn: rect).stroke()
              attachArc()
          }
          func attachArc() {
              arc.strokeEnd = 0
              1️⃣layer.addSublayer(arc)
          }
      }
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["'arc'"])],
      rules: [.mutationInDraw])
  }

  // MARK: - SL206, what an early read can support

  static func embedding(_ made: String) -> String {
    """
    final class RouteCardView: UIView {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            embed()
        }
        private func embed() {
            let content = \(made)
            addSubview(content)
            1️⃣content.frame = bounds
        }
    }
    """
  }

  @Test func aNibsTopLevelViewSizedInSetUpIsNotReported() {
    assertFindings(
      Self.embedding(
        "Bundle.main.loadNibNamed(\"RouteCardView\", owner: self)?.first as! UIView"
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
    assertFindings(
      Self.embedding("UIView()"),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'content.frame'"])],
      rules: [.layerSizedOnce])
  }

  static func roundedOutlet(_ share: String) -> String {
    """
    final class ContactCell: UITableViewCell {
        @IBOutlet weak var portrait: UIImageView!
        override func awakeFromNib() {
            super.awakeFromNib()
            1️⃣portrait.layer.cornerRadius = portrait.frame.size.width \(share)
        }
    }
    """
  }

  @Test func anOutletRoundedFromASmallShareOfItsSizeIsNotReported() {
    assertFindings(
      Self.roundedOutlet("/ 2"),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["portrait"])],
      rules: [.layerSizedOnce])
    assertFindings(
      Self.roundedOutlet("/ 8").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.layerSizedOnce])
  }
}
