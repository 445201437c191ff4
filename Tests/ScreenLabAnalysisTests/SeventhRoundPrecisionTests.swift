import ScreenLabAnalysis
import Testing

/// The precision classes the seventh round checked, each with code that must stay quiet and a
/// twin that must still be reported (Docs/Analyzer.md, SL101 and SL201): writes covered by a
/// scheduled redraw, objects configured before they are on screen (also through a helper
/// every caller hands a new object), methods named `draw` that are not the draw pass, and an animation whose
/// model value a client writes before calling the method that adds it.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeventhRoundPrecisionTests {
  // MARK: - A write covered by a scheduled redraw

  static func pulse(step: String, client: String) -> String {
    """
    final class PulseView: UIView {
        var amplitude: CGFloat = 0
        var phase: CGFloat = 0
        private var link: CADisplayLink?
        func start() {
            link?.invalidate()
            link = CADisplayLink(target: self, selector: #selector(step))
            link?.add(to: .main, forMode: .common)
        }
        @objc private func step(_ link: CADisplayLink) {
            \(step)
        }
        private func advance() {
            phase += 0.1
            setNeedsDisplay()
        }
        func pulse(_ value: CGFloat) {
            amplitude = value
            start()
        }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: amplitude * sin(phase), height: 2))
        }
    }
    final class PulseHost: UIViewController {
        let pulse = PulseView()
        func beat() {
            \(client)
        }
    }
    """
  }

  @Test func aWriteBeforeADisplayLinkWhoseHandlerRedrawsIsNotReported() {
    // The handler redraws through a helper; the type's own method and a client both write
    // the value and start the link.
    assertFindings(
      Self.pulse(step: "advance()", client: "pulse.amplitude = 4\n        pulse.start()"), [],
      rules: [.drawnPropertyWithoutRedraw])
    // A timer with a block that redraws, and a selector run after a delay.
    assertFindings(
      """
      final class Meter: UIView {
          var level: CGFloat = 0
          func sample(_ value: CGFloat) {
              level = value
              Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
                  self?.setNeedsDisplay()
              }
          }
          func settle(_ value: CGFloat) {
              level = value
              perform(#selector(refresh), with: nil, afterDelay: 0.5)
          }
          @objc private func refresh() { setNeedsDisplay() }
          override func draw(_ rect: CGRect) { UIRectFill(rect.insetBy(dx: level, dy: 0)) }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDisplayLinkWhoseHandlerDoesNotRedrawCoversNothing() {
    assertFindings(
      Self.pulse(
        step: "print(link.timestamp)",
        client: "1️⃣pulse.amplitude = 4\n        pulse.start()"
      )
      .replacingOccurrences(of: "amplitude = value\n", with: "2️⃣amplitude = value\n")
      .replacingOccurrences(of: "var amplitude", with: "var 3️⃣amplitude"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["pulse.setNeedsDisplay()"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - Objects configured before they are on screen

  static func panel(_ extra: String) -> String {
    """
    final class Dial: UIView {
        var 1️⃣value: CGFloat = 0
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * value, height: 4))
        }
    }
    final class Panel: UIView {
        var dials: [Dial] = []
        func addDial(at value: CGFloat) {
            let dial = Dial(frame: .zero)
            dial.value = value
            addSubview(dial)
            dials.append(dial)
        }
        func rebuild(_ values: [CGFloat]) {
            for value in values {
                let dial = Dial()
                addSubview(dial)
                dial.value = value
            }
        }
        func addConfigured(_ value: CGFloat) {
            let dial = Dial()
            configure(dial, value)
            addSubview(dial)
        }
        private func configure(_ dial: Dial, _ value: CGFloat) { dial.value = value }
        \(extra)
    }
    """
  }

  @Test func writesThatConfigureNewObjectsAreNotReported() {
    // In place, in a loop after the add (still before the first display), and through a
    // private helper every caller hands a new object. The drawn value stays reported at its
    // declaration: any client that changes it later must remember the redraw.
    assertFindings(
      Self.panel(""),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aHelperAlsoHandedAnObjectOnScreenIsReported() {
    assertFindings(
      Self.panel("func reset() { if let first = dials.first { configure(first, 0) } }")
        .replacingOccurrences(of: "{ dial.value = value }", with: "{ 2️⃣dial.value = value }"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["dial.setNeedsDisplay()"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - Methods named draw that are not the draw pass

  @Test func methodsNamedDrawThatAreNotTheDrawPassDoNotMakeDrawnProperties() {
    assertFindings(
      """
      final class Board: UIView {
          var score = 0
          var tiles: [Int] = []
          func draw() {
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.fromValue = 0
              fade.toValue = 1
              layer.opacity = 1
              layer.add(fade, forKey: nil)
          }
          func draw(at point: CGPoint) {
              let label = UILabel()
              label.text = "\\(score)"
              addSubview(label)
          }
          func draw(in rect: CGRect) { UIRectFill(rect.insetBy(dx: CGFloat(tiles.count), dy: 0)) }
          func drawGrid() { backgroundColor = .white }
          func play() {
              score += 1
              tiles.append(score)
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              drawGrid()
          }
      }
      final class ChartRenderer {
          var values: [CGFloat] = []
          func draw(_ rect: CGRect) {
              for value in values { UIRectFill(CGRect(x: 0, y: 0, width: value, height: rect.height)) }
          }
      }
      final class ChartHolder: UIViewController {
          let renderer = ChartRenderer()
          func update(_ values: [CGFloat]) { renderer.values = values }
      }
      """, [],
      rules: [.drawnPropertyWithoutRedraw, .mutationInDraw, .allocationInDraw])
  }

  // MARK: - A model value written by a client before it calls the animating method

  static func gauge(_ client: String) -> String {
    """
    final class GaugeView: UIView {
        let arc = CAShapeLayer()
    }
    extension GaugeView {
        func sweep(to value: CGFloat) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = value
            1️⃣arc.add(animation, forKey: "sweep")
        }
    }
    final class Dashboard: UIViewController {
        let gauge = GaugeView()
        func show(_ value: CGFloat) {
            \(client)
        }
    }
    """
  }

  @Test func anAnimationWhoseModelValueTheClientWritesIsNotReported() {
    assertFindings(
      Self.gauge("gauge.arc.strokeEnd = value\n        gauge.sweep(to: value)"), [],
      rules: [.animationWithoutModelWrite])
    assertFindings(
      Self.gauge("gauge.sweep(to: value)"),
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["strokeEnd"])],
      rules: [.animationWithoutModelWrite])
  }
}
