import ScreenLabAnalysis
import Testing

/// SL101's two ways a write is covered without a request next to it: the property is
/// `@Invalidating`, or every caller of the helper that writes it requests a redraw.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RedrawCoverageTests {
  static let ring = """
    final class ProgressRingView: UIView {
        ATTRIBUTEvar progress: Int = 0

        override func draw(_ rect: CGRect) {
            _ = CGFloat(progress) / 100
        }

        func update(to percent: Int) {
            MARKprogress = percent
        }
    }
    """

  @Test func invalidatingPropertyNeedsNoRequest() {
    let source = Self.ring.replacingOccurrences(of: "ATTRIBUTE", with: "@Invalidating(.display) ")
      .replacingOccurrences(of: "MARK", with: "")
    assertFindings(source, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func theSamePropertyWithoutTheAttributeIsReported() {
    let source = Self.ring.replacingOccurrences(of: "ATTRIBUTE", with: "")
      .replacingOccurrences(of: "MARK", with: "1️⃣")
    assertFindings(
      source,
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw,
          mentions: [
            "'progress' is read by draw(_:) but written in update(to:) without setNeedsDisplay()"
          ])
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  static func helper(secondCallerRequests: Bool, marker: String) -> String {
    """
    final class GaugeView: UIView {
        var level: Int = 0

        override func draw(_ rect: CGRect) {
            _ = level
        }

        private func apply(_ value: Int) {
            \(marker)level = value
        }

        func reset() {
            apply(0)
            setNeedsDisplay()
        }

        func fill() {
            apply(100)
            \(secondCallerRequests ? "setNeedsDisplay()" : "")
        }
    }
    """
  }

  @Test func helperIsCoveredWhenEveryCallerRequestsARedraw() {
    assertFindings(
      Self.helper(secondCallerRequests: true, marker: ""), [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func helperWithOneCallerThatDoesNotRequestIsReported() {
    assertFindings(
      Self.helper(secondCallerRequests: false, marker: "1️⃣"),
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw,
          mentions: [
            "'level' is read by draw(_:) but written in apply(_:) without setNeedsDisplay()"
          ])
      ], rules: [.drawnPropertyWithoutRedraw])
  }
}
