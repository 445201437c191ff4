import ScreenLabAnalysis
import Testing

/// Two SL201 exemptions (Docs/Analyzer.md, SL201, "Not reported"): an animation that ends at
/// the default of a layer property nothing assigns, and a repeat count converted from an
/// integer's maximum, which repeats for ever. Each with a reported twin.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct NinthRoundAnimationPrecisionTests {
  static func chart(setUp: String, toValue: String) -> String {
    """
    final class Chart: UIView {
        func reveal(path: UIBezierPath) {
            let line = CAShapeLayer()
            line.path = path.cgPath
            \(setUp)
            layer.addSublayer(line)
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = \(toValue)
            grow.duration = 1
            1️⃣line.add(grow, forKey: "grow")
        }
    }
    """
  }

  @Test func anAnimationEndingAtAnUnassignedDefaultIsNotReported() {
    // strokeEnd defaults to 1 and nothing assigns it: the model already shows the end.
    assertFindings(Self.chart(setUp: "", toValue: "1"), [])
  }

  @Test func aStoredOrPassedLayerOrAnotherEndIsStillReported() {
    // An end that is not the default.
    assertFindings(
      Self.chart(setUp: "", toValue: "0.5"),
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["strokeEnd"])])
    // A stored layer: another method, or a storyboard, may have given it another value.
    assertFindings(
      """
      final class Check: UIView {
          private let mark = CAShapeLayer()
          func draw() {
              let grow = CABasicAnimation(keyPath: "strokeEnd")
              grow.fromValue = 0
              grow.toValue = 1
              1️⃣mark.add(grow, forKey: "grow")
          }
      }
      """,
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["strokeEnd"])])
    // A layer passed in: its caller decides its model value.
    assertFindings(
      """
      func fadeIn(_ shade: CALayer) {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          fade.toValue = 1
          1️⃣shade.add(fade, forKey: "fade")
      }
      """,
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["opacity"])])
  }

  static func mover(_ repeatCount: String) -> String {
    """
    final class Mover: UIView {
        func wander() {
            let hop = CABasicAnimation(keyPath: "position")
            hop.toValue = CGPoint(x: 200, y: 200)
            hop.repeatCount = \(repeatCount)
            hop.duration = 5
            1️⃣layer.add(hop, forKey: "hop")
        }
    }
    """
  }

  @Test func aRepeatCountConvertedFromAnIntegersMaximumRepeatsForEver() {
    assertFindings(Self.mover("Float(Int.max)"), [])
    assertFindings(Self.mover("Float(Int32.max)"), [])
    assertFindings(
      Self.mover("3"),
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["position"])])
  }
}
