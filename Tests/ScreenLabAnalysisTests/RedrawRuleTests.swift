import ScreenLabAnalysis
import Testing

/// SL101 and SL102: drawn properties and redraw requests.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RedrawRuleTests {
  static let ringView = """
    final class ProgressRingView: UIView {
        var progress: Int = 0

        override func draw(_ rect: CGRect) {
            let fraction = CGFloat(progress) / 100
            UIColor.systemBlue.setStroke()
            _ = fraction
        }
    }
    """

  @Test func writeInExtensionWithoutRequestIsReported() {
    assertFindings(
      Self.ringView + """

        extension ProgressRingView {
            func update(to percent: Int) {
                1️⃣progress = percent
            }
        }
        """,
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw,
          mentions: [
            "'progress' is read by draw(_:) but written in update(to:) without setNeedsDisplay()",
            "add `didSet { setNeedsDisplay() }` or call setNeedsDisplay() after the write",
          ])
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func writeFollowedBySetNeedsDisplayIsAccepted() {
    assertFindings(
      Self.ringView + """

        extension ProgressRingView {
            func update(to percent: Int) {
                progress = percent
                setNeedsDisplay()
            }
        }
        """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func didSetObserverCoversEveryWriter() {
    assertFindings(
      """
      final class RingContainer: UIView {
          var progress: Int = 0 {
              didSet { setNeedsDisplay() }
          }
          override func draw(_ rect: CGRect) { _ = progress }
          func bump() { progress += 1 }
      }
      func configure(_ ring: RingContainer) { ring.progress = 5 }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func setterThatRequestsCoversWriters() {
    assertFindings(
      """
      final class Gauge: UIView {
          private var storedValue: Double = 0
          var value: Double {
              get { storedValue }
              set { storedValue = newValue; setNeedsDisplay() }
          }
          override func draw(_ rect: CGRect) { _ = value }
          func reset() { value = 0 }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func readsThroughHelpersAndComputedPropertiesCount() {
    assertFindings(
      """
      final class Chart: UIView {
          var points: [CGPoint] = []
          var color: UIColor = .red
          private var scale: CGFloat { bounds.height / 10 }
          override func draw(_ rect: CGRect) { strokeLine() }
          private func strokeLine() { color.setStroke(); for point in points { _ = point.y * scale } }
          func add(_ point: CGPoint) {
              1️⃣points.append(point)
          }
          func recolor() {
              2️⃣self.color = .blue
          }
      }
      """,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'points'", "add(_:)"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'color'", "recolor()"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func requestThroughAHelperMethodCounts() {
    assertFindings(
      """
      final class Badge: UIView {
          var count = 0
          override func draw(_ rect: CGRect) { _ = count }
          private func refresh() { setNeedsDisplay() }
          func set(_ value: Int) { count = value; refresh() }
          func setLayer(_ value: Int) { count = value; layer.setNeedsDisplay() }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  /// `ProgressRingView` is used by `Screen`: its internal, unobserved `progress` can be set
  /// by any client, so the declaration is reported too (with the `didSet` fix).
  @Test func writesFromOtherTypesNeedARequestOnThatView() {
    assertFindings(
      Self.ringView.replacingOccurrences(of: "var progress", with: "var 3️⃣progress") + """

        final class Screen {
            let ring = ProgressRingView()
            func show(_ value: Int) {
                1️⃣ring.progress = value
            }
            func showAndRedraw(_ value: Int) {
                ring.progress = value
                ring.setNeedsDisplay()
            }
        }
        func apply(_ value: Int, to view: ProgressRingView) {
            2️⃣view.progress = value
        }
        """,
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw,
          mentions: ["'progress' of ProgressRingView", "ring.setNeedsDisplay()"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["apply(_:to:)"]),
        FindingSpec(
          "3️⃣", .drawnPropertyWithoutRedraw,
          mentions: ["can be set from outside the type (internal)", "didSet { setNeedsDisplay() }"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func initializersLocalsAndUndrawnPropertiesAreIgnored() {
    assertFindings(
      Self.ringView + """

        extension ProgressRingView {
            convenience init(progress: Int) {
                self.init(frame: .zero)
                self.progress = progress
            }
            func compute() -> Int {
                var progress = 3
                progress = 4
                return progress
            }
        }
        final class Plain: UIView {
            var title = ""
            func rename() { title = "x" }
        }
        """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func layersThatListTheKeyInNeedsDisplayForKeyAreAccepted() {
    assertFindings(
      """
      final class RingLayer: CALayer {
          @NSManaged var progress: CGFloat
          override class func needsDisplay(forKey key: String) -> Bool {
              key == "progress" || super.needsDisplay(forKey: key)
          }
          override func draw(in ctx: CGContext) { _ = progress }
          func advance() { progress += 0.1 }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func layerWithoutNeedsDisplayForKeyIsReported() {
    assertFindings(
      """
      final class DotLayer: CALayer {
          var radius: CGFloat = 1
          override func draw(in ctx: CGContext) { _ = radius }
          func grow() { 1️⃣radius *= 2 }
      }
      """,
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["draw(in:)", "'radius'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func layoutRequestInsteadOfDisplayIsSL102() {
    assertFindings(
      Self.ringView + """

        extension ProgressRingView {
            func update(to percent: Int) {
                1️⃣progress = percent
                setNeedsLayout()
            }
            func updateNow(to percent: Int) {
                2️⃣self.progress = percent
                layoutIfNeeded()
            }
            func updateBoth(to percent: Int) {
                progress = percent
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
        """,
      [
        FindingSpec(
          "1️⃣", .layoutRequestedForDrawnProperty,
          mentions: ["'progress'", "requests layout, not display", "call setNeedsDisplay()"]),
        FindingSpec("2️⃣", .layoutRequestedForDrawnProperty),
      ])
  }
}
