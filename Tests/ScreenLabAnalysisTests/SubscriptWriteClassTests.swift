import Testing

@testable import ScreenLabAnalysis

/// Writes through a subscript (Docs/Analyzer.md, "Subscript writes (2026-12-07)"):
/// `values[i] = x`, `values[i] += 1` and `points[i].y = 3` write the collection subscripted.
/// A drawn collection changed without a redraw is reported, its redrawing twin is not; a
/// set-up write through a subscript makes the value the view's own; a local collection, or a
/// same-named member of another object, is not the view's property; a dictionary only the
/// draw pass uses, filled there through its subscript, is the pass's cache.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SubscriptWriteClassTests {
  // MARK: SL101, a drawn collection's element changed

  /// A bar chart drawing `values`; `update` is the body of the method that changes a bar.
  static func chart(_ update: String) -> String {
    """
    import UIKit
    class BarChartView: UIView {
        var values: [CGFloat] = [10, 20, 30]
        var points: [CGPoint] = [.zero]
        override func draw(_ rect: CGRect) {
            for (index, value) in values.enumerated() {
                UIRectFill(CGRect(x: CGFloat(index) * 20, y: points[0].y, width: 18, height: value))
            }
        }
        func setValue(_ value: CGFloat, at index: Int) {
            \(update)
        }
    }
    """
  }

  @Test func anElementOfADrawnArrayChangedWithoutARedrawIsReported() {
    assertFindings(
      Self.chart("1️⃣values[index] = value"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'values'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func anElementChangedByACompoundAssignmentWithoutARedrawIsReported() {
    assertFindings(
      Self.chart("1️⃣self.values[index] += value"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'values'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func anElementChangedWithARedrawIsNotReported() {
    assertFindings(
      Self.chart(
        """
        values[index] = value
                points[0].y = value
                setNeedsDisplay()
        """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aLocalCopyChangedThroughItsSubscriptIsNotTheProperty() {
    assertFindings(
      Self.chart(
        """
        var values = self.values
                values[index] = value
                print(values)
        """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aSameNamedMemberOfAnotherObjectIsNotTheProperty() {
    assertFindings(
      """
      import UIKit
      class Model {
          var values: [CGFloat] = []
      }
      class BarChartView: UIView {
          var values: [CGFloat] = [10, 20, 30] { didSet { setNeedsDisplay() } }
          let model = Model()
          override func draw(_ rect: CGRect) {
              for value in values { UIRectFill(CGRect(x: 0, y: 0, width: 18, height: value)) }
          }
          func record(_ value: CGFloat, at index: Int) {
              model.values[index] = value
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL101, a value the view fills through a subscript while it is made

  /// A label view whose text attributes are filled in `init(frame:)` by `setUp`.
  static func labels(_ setUp: String) -> String {
    """
    import UIKit
    class TaxonView: UIView {
        var 1️⃣labelAttributes: [NSAttributedString.Key: Any] = [:]
        override init(frame: CGRect) {
            super.init(frame: frame)
            \(setUp)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            ("Taxon" as NSString).draw(at: .zero, withAttributes: labelAttributes)
        }
    }
    class TaxonViewController: UIViewController {
        let taxonView = TaxonView()
    }
    """
  }

  @Test func aDictionaryFilledThroughItsSubscriptWhileTheViewIsMadeIsTheViewsOwnValue() {
    assertFindings(
      Self.labels("labelAttributes[.foregroundColor] = UIColor.black"), [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDictionaryNoCodeFillsIsStillReportedAtItsDeclaration() {
    assertFindings(
      Self.labels("backgroundColor = .white"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'labelAttributes'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL105, a cache filled in the draw pass

  /// A view drawing one image per name, kept in `images`; `elsewhere` is another method of
  /// the view.
  static func icons(_ draw: String, elsewhere: String) -> String {
    """
    import UIKit
    class IconView: UIView {
        var names: [String] = [] { didSet { setNeedsDisplay() } }
        private var images: [String: UIImage] = [:]
        private var counts: [String: Int] = [:]
        override func draw(_ rect: CGRect) {
            for name in names {
                \(draw)
            }
        }
        \(elsewhere)
    }
    """
  }

  @Test func aDictionaryOnlyTheDrawPassUsesFilledThroughItsSubscriptIsItsCache() {
    assertFindings(
      Self.icons(
        """
        let image = images[name] ?? UIImage(named: name)
                    images[name] = image
                    image?.draw(at: .zero)
        """, elsewhere: ""), [], rules: [.mutationInDraw])
  }

  @Test func aCountCarriedFromPassToPassThroughASubscriptIsReported() {
    assertFindings(
      Self.icons(
        """
        1️⃣counts[name, default: 0] += 1
                    UIImage(named: name)?.draw(at: CGPoint(x: counts[name] ?? 0, y: 0))
        """, elsewhere: ""),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["counts"])], rules: [.mutationInDraw])
  }

  @Test func aDictionaryOtherCodeReadsFilledInTheDrawPassIsReported() {
    assertFindings(
      Self.icons(
        """
        let image = images[name] ?? UIImage(named: name)
                    1️⃣images[name] = image
                    image?.draw(at: .zero)
        """, elsewhere: "func cachedCount() -> Int { images.count }"),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["images"])], rules: [.mutationInDraw])
  }
}
