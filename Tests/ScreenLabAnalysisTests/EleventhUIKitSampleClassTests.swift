import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the eleventh UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (eleventh sample, 2026-12-07), UIKit"): each correct shape stays silent (or
/// is only a note), and its twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EleventhUIKitSampleClassTests {
  // MARK: SL306, a refresh control a library's base controller leaves to its clients

  /// A base controller that makes a refresh control and calls an overridable action when
  /// the user pulls; `access` is the control's declared access.
  static func baseController(_ access: String) -> String {
    """
    import UIKit
    open class BaseViewController: UIViewController {
        open var pullToRefreshAction: (() -> Void)? { nil }
        \(access) lazy var refreshControl: UIRefreshControl = {
            let control = UIRefreshControl()
            control.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
            return control
        }()
        @objc private func didPullToRefresh() {
            1️⃣pullToRefreshAction?()
        }
    }
    """
  }

  @Test func anOpenRefreshControlIsLeftToTheSubclassesThatRefresh() {
    assertFindings(Self.baseController("open"), [], rules: [.spinnerNeverStopped])
    assertFindings(Self.baseController("public"), [], rules: [.spinnerNeverStopped])
  }

  @Test func aRefreshControlOnlyTheTypeReachesIsStillReported() {
    assertFindings(
      Self.baseController("private"),
      [FindingSpec("1️⃣", .spinnerNeverStopped, mentions: ["'control'"])],
      rules: [.spinnerNeverStopped])
  }

  /// A subclass of an open base controller whose own control is internal is still reported.
  @Test func anInternalControlOfASubclassIsStillReported() {
    let source = """
      import UIKit
      open class BaseViewController: UIViewController {
          open var name: String { "base" }
      }
      final class ListViewController: BaseViewController {
          let refreshControl = UIRefreshControl()
          override func viewDidLoad() {
              super.viewDidLoad()
              refreshControl.addTarget(self, action: #selector(reload), for: .valueChanged)
          }
          @objc func reload() {
              1️⃣print(name)
          }
      }
      """
    assertFindings(
      source, [FindingSpec("1️⃣", .spinnerNeverStopped, mentions: ["'refreshControl'"])],
      rules: [.spinnerNeverStopped])
  }

  // MARK: SL202, the model value written through `self` unwrapped in a delayed closure

  /// A gradient layer extension that keeps its colour animation and writes `colors` after
  /// the duration; `binding` unwraps the layer the closure writes through.
  static func gradientColors(_ binding: String) -> String {
    """
    import UIKit
    extension CAGradientLayer {
        func animateColors(to colors: [UIColor], duration: Double) {
            let change = CABasicAnimation(keyPath: "colors")
            change.duration = duration
            change.fromValue = self.colors
            change.toValue = colors.map { $0.cgColor }
            change.fillMode = .both
            1️⃣change.isRemovedOnCompletion = false
            add(change, forKey: "colorChange")
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
                guard let \(binding) else { return }
                layer.colors = colors.map { $0.cgColor }
            }
        }
    }
    """
  }

  @Test func aWriteThroughSelfUnwrappedIsAWriteOfTheModel() {
    assertFindings(
      Self.gradientColors("layer = self"),
      [FindingSpec("1️⃣", .snapBackMasked, severity: .note, mentions: ["unnecessary"])],
      rules: [.snapBackMasked])
  }

  @Test func aWriteThroughAnotherLayerLeavesTheMaskReported() {
    assertFindings(
      Self.gradientColors("layer = self.sublayers?.first as? CAGradientLayer"),
      [FindingSpec("1️⃣", .snapBackMasked, mentions: ["colors"])],
      rules: [.snapBackMasked])
  }
}
