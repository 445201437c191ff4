import ScreenLabAnalysis
import Testing

/// Patterns from real code that must not raise false alarms, and bugs that hide behind
/// indirection.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RulePrecisionTests {
  @Test func subclassWritesAreCheckedAgainstTheDrawingSuperclass() {
    assertFindings(
      """
      class BaseRing: UIView {
          var progress: CGFloat = 0
          override func draw(_ rect: CGRect) { _ = progress }
      }
      final class FancyRing: BaseRing {
          func animateTo(_ value: CGFloat) { 1️⃣progress = value }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["animateTo(_:)"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func weakSelfClosuresAreFollowed() {
    assertFindings(
      """
      final class Spark: UIView {
          var values: [Double] = []
          override func draw(_ rect: CGRect) { _ = values }
          func load(_ source: Source) {
              source.fetch { [weak self] result in
                  1️⃣self?.values = result
              }
              source.fetch { [weak self] result in
                  guard let strong = self else { return }
                  strong.values = result
                  strong.setNeedsDisplay()
              }
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func redrawContentModeCoversLayoutWrites() {
    assertFindings(
      """
      final class Dial: UIView {
          private var radius: CGFloat = 0
          override init(frame: CGRect) { super.init(frame: frame); contentMode = .redraw }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() { super.layoutSubviews(); radius = bounds.width / 2 }
          override func draw(_ rect: CGRect) { _ = radius }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func structsWithADrawMethodAreNotViews() {
    assertFindings(
      """
      struct Renderer {
          var scale: CGFloat = 1
          func draw(_ rect: CGRect) { _ = scale }
          mutating func zoom() { scale *= 2 }
      }
      """, [])
  }

  @Test func drawingIntoAnImageContextMayCallDraw() {
    assertFindings(
      """
      final class Snapshot: UIView {
          override func draw(_ rect: CGRect) {}
          func image() -> UIImage {
              UIGraphicsImageRenderer(bounds: bounds).image { _ in draw(bounds) }
          }
      }
      """, [], rules: [.drawCalledDirectly])
  }

  @Test func configuringCachedObjectsInDrawIsNotStateMutation() {
    assertFindings(
      """
      final class Outline: UIView {
          private let path = UIBezierPath()
          override func draw(_ rect: CGRect) {
              path.lineWidth = 2
              path.stroke()
              1️⃣layer.cornerRadius = 4
          }
      }
      """,
      // A constant of the view's own style: a cost on every pass, a note (OpenClassTests).
      [FindingSpec("1️⃣", .mutationInDraw, severity: .note, mentions: ["'layer.cornerRadius'"])],
      rules: [.mutationInDraw])
  }

  @Test(arguments: [
    "layer.setValue(animation.toValue, forKey: animation.keyPath!)",
    "layer.frame = target",
    "CATransaction.setCompletionBlock { layer.position = target.origin }",
    "animation.delegate = self",
  ])
  func modelWritesThroughOtherAPIsAreRecognised(_ line: String) {
    assertFindings(
      """
      func move(_ layer: CALayer, to target: CGRect) {
          let animation = CABasicAnimation(keyPath: #keyPath(CALayer.position))
          animation.toValue = NSValue(cgPoint: target.origin)
          layer.add(animation, forKey: "move")
          \(line)
      }
      """, [])
  }

  @Test func keyPathMacroNamesTheAnimatedProperty() {
    assertFindings(
      """
      func fade(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
          animation.toValue = 0
          1️⃣layer.add(animation, forKey: nil)
      }
      """, [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["'opacity'"])])
  }

  @Test func valuesCopiedFromThePresentationAreLocals() {
    assertFindings(
      """
      func freeze(_ layer: CALayer) {
          var point = layer.presentation()?.position ?? .zero
          point.x += 1
          layer.position = point
      }
      """, [])
  }

  @Test func setUpMethodsRunBeforeTheFirstDraw() {
    assertFindings(
      """
      final class Pie: UIView {
          var slices: [CGFloat] = []
          var lineWidth: CGFloat = 1
          override init(frame: CGRect) { super.init(frame: frame); commonInit() }
          required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
          override func awakeFromNib() { super.awakeFromNib(); applyStyle() }
          private func commonInit() { slices = [1, 2]; applyStyle() }
          private func applyStyle() { lineWidth = 2 }
          override func draw(_ rect: CGRect) { _ = (slices, lineWidth) }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func helpersWhoseCallersRequestTheRedrawAreCovered() {
    assertFindings(
      """
      final class Bars: UIView {
          var values: [Double] = []
          override func draw(_ rect: CGRect) { _ = values }
          private func store(_ new: [Double]) { values = new }
          func show(_ new: [Double]) { store(new); setNeedsDisplay() }
          private func storeQuietly(_ new: [Double]) { 1️⃣values = new }
          func sneak(_ new: [Double]) { storeQuietly(new) }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["storeQuietly(_:)"])],
      rules: [.drawnPropertyWithoutRedraw])
  }
}
