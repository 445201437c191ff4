import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the eighth UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (eighth sample, 2026-12-07), UIKit"): each correct shape stays silent, and its
/// twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighthUIKitSampleClassTests {
  // MARK: SL101, helpers whose callers redraw, at any depth or from another object

  /// A tree view whose layout rectangles are computed by helpers; `refresh` is the method
  /// that runs them, and `controller` the screen's pinch handler.
  static func tree(refresh: String, controller: String) -> String {
    """
    import UIKit
    class TreeView: UIView {
        var 3️⃣treeRect = CGRect.zero
        var 4️⃣labelWidth: CGFloat = 100
        override func draw(_ rect: CGRect) {
            UIRectFill(treeRect.insetBy(dx: labelWidth / 10, dy: 0))
        }
        \(refresh)
        func resize() {
            computeRects()
        }
        func computeRects() {
            1️⃣treeRect = bounds.insetBy(dx: 10, dy: 10)
        }
        func setLabelWidth(_ width: CGFloat) {
            2️⃣labelWidth = width
        }
    }
    class TreeViewController: UIViewController {
        let treeView = TreeView()
        @objc func pinch(_ recognizer: UIPinchGestureRecognizer) {
            \(controller)
        }
    }
    """
  }

  @Test func helpersReachedOnlyFromARedrawingMethodOrARedrawingClientAreCovered() {
    assertFindings(
      Self.tree(
        refresh: """
          func refresh() {
                  resize()
                  setNeedsDisplay()
              }
          """,
        controller: """
          treeView.setLabelWidth(recognizer.scale * 100)
                  treeView.setNeedsDisplay()
          """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func helpersReachedFromAMethodThatDoesNotRedrawAreStillReported() {
    assertFindings(
      Self.tree(
        refresh: """
          func refresh() {
                  resize()
              }
          """,
        controller: "treeView.setLabelWidth(recognizer.scale * 100)"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'treeRect'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'labelWidth'"]),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["'treeRect'"]),
        FindingSpec("4️⃣", .drawnPropertyWithoutRedraw, mentions: ["'labelWidth'"]),
      ],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL101, a value written through a tuple

  /// A label view whose sizes are measured together; `measure` is where the tuple is
  /// written.
  static func labels(_ measure: String) -> String {
    """
    import UIKit
    class LabelView: UIView {
        var 1️⃣maxLabelHeight: CGFloat = 0
        var maxLabelWidth: CGFloat = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            \(measure)
        }
        required init?(coder: NSCoder) { fatalError() }
        func measured() -> (CGFloat, CGFloat) { (40, 12) }
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: maxLabelWidth, height: maxLabelHeight))
        }
    }
    class LabelViewController: UIViewController {
        let labelView = LabelView()
    }
    """
  }

  @Test func aTupleWrittenWhileTheViewIsMadeIsTheViewsOwnValue() {
    assertFindings(
      Self.labels("(maxLabelWidth, maxLabelHeight) = measured()"), [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDrawnValueNoCodeWritesIsStillReportedAtItsDeclaration() {
    assertFindings(
      Self.labels("maxLabelWidth = 40"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'maxLabelHeight'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL101, a member of a drawn object the draw pass never reads

  /// A tree view drawing its model's root; `drawn` is what `draw(_:)` reads of it.
  static func model(_ drawn: String) -> String {
    """
    import UIKit
    class Tree {
        var root: [CGFloat] = []
        var imageCount = 0
    }
    class TreeView: UIView {
        var 2️⃣tree = Tree()
        override func draw(_ rect: CGRect) {
            UIRectFill(CGRect(x: 0, y: 0, width: \(drawn), height: 1))
        }
    }
    class TreeViewController: UIViewController {
        let treeView = TreeView()
        @IBAction func deleteImage(_ sender: Any) {
            1️⃣treeView.tree.imageCount -= 1
        }
    }
    """
  }

  @Test func aMemberTheDrawPassNeverReadsIsNotADrawnWrite() {
    assertFindings(
      Self.model("CGFloat(tree.root.count)"), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aMemberTheDrawPassReadsIsStillReported() {
    assertFindings(
      Self.model("CGFloat(tree.imageCount)"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'tree'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'tree'"]),
      ],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL206, a child controller's root view

  /// A container screen that adds `child` over its own view in `viewDidLoad()`.
  static func container(_ child: String) -> String {
    """
    import UIKit
    class WalkthroughViewController: UIViewController {}
    class ContainerViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            \(child)
        }
    }
    """
  }

  @Test func aChildControllersRootViewFollowsItsContainer() {
    assertFindings(
      Self.container(
        """
        let walkthrough = WalkthroughViewController()
                addChild(walkthrough)
                walkthrough.view.frame = view.frame
                view.addSubview(walkthrough.view)
                walkthrough.didMove(toParent: self)
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aPlainSubviewSizedTheSameWayIsStillReported() {
    assertFindings(
      Self.container(
        """
        let overlay = UIView()
                1️⃣overlay.frame = view.frame
                view.addSubview(overlay)
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'overlay.frame'"])],
      rules: [.layerSizedOnce])
  }

  // MARK: SL108, a method that adds a subview

  /// A calendar that keeps three month views and places them in `layoutSubviews()`;
  /// `swap` is what the transition does after it replaces the previous month.
  static func calendar(_ swap: String) -> String {
    """
    import UIKit
    class CalendarView: UIView {
        private var previousMonth = UIView()
        private var currentMonth = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            previousMonth.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 40)
            currentMonth.frame = CGRect(x: 0, y: -previousMonth.frame.height, width: bounds.width, height: bounds.height)
        }
        func finishTransition() {
            1️⃣previousMonth = currentMonth
            currentMonth = UIView()
            \(swap)
        }
    }
    """
  }

  @Test func aMethodThatAddsASubviewLaysTheViewOutAgain() {
    assertFindings(
      Self.calendar("addSubview(currentMonth)"), [], rules: [.displayRequestedForLayoutState])
  }

  @Test func aMethodThatChangesWhatLayoutPlacesAndAddsNothingIsStillReported() {
    assertFindings(
      Self.calendar("currentMonth.alpha = 0"),
      [
        FindingSpec(
          "1️⃣", .displayRequestedForLayoutState, mentions: ["'CalendarView.previousMonth'"])
      ],
      rules: [.displayRequestedForLayoutState])
  }
}
