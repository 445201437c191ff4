import ScreenLabAnalysis
import Testing

/// Two types of one name in two folders are two types: a repository of exercises holds one app
/// per folder, each with its own `ViewController` or `GaugeView` (Docs/Analyzer.md, "Modules").
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ModulePartitionTests {
  static func gauge(redraws: Bool) -> String {
    """
    final class GaugeView: UIView {
        var level: CGFloat = 0\(redraws ? " { didSet { setNeedsDisplay() } }" : "")
        override func draw(_ rect: CGRect) {
            UIRectFill(rect.insetBy(dx: 0, dy: rect.height * (1 - level)))
        }
    }
    """
  }

  static let controller = """
    final class TankController: UIViewController {
        let gauge = GaugeView()
        @IBAction func fill(_ sender: UIButton) {
            gauge.level = 1
        }
    }
    """

  static func findings(_ files: [(String, String)]) -> [Finding] {
    var options = SourceAnalyzer.Options()
    options.rules = [.drawnPropertyWithoutRedraw]
    let report = SourceAnalyzer(options: options).analyze(
      files.map { SourceFile(path: $0.0, text: $0.1) })
    #expect(report.errors.isEmpty, "\(report.errors)")
    return report.findings
  }

  @Test func aTypeOfOneAppDoesNotHideTheSameNamedTypeOfAnother() {
    // The first app's gauge redraws on a write, the second's does not: merged by name, the
    // first one's observer covered the second one's write.
    let found = Self.findings([
      ("Exercises/Lesson1/Tank/GaugeView.swift", Self.gauge(redraws: true)),
      ("Exercises/Lesson1/Tank/TankController.swift", Self.controller),
      ("Exercises/Lesson2/Tank/GaugeView.swift", Self.gauge(redraws: false)),
      ("Exercises/Lesson2/Tank/TankController.swift", Self.controller),
    ])
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.location.file.hasPrefix("Exercises/Lesson2/") }, "\(found)")
  }

  @Test func twoAppsThatBothRedrawAreQuiet() {
    let found = Self.findings([
      ("Lesson1/GaugeView.swift", Self.gauge(redraws: true)),
      ("Lesson1/TankController.swift", Self.controller),
      ("Lesson2/GaugeView.swift", Self.gauge(redraws: true)),
      ("Lesson2/TankController.swift", Self.controller),
    ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func filesOfOneAppStillSeeEachOther() {
    // No name declared twice: one module, so the controller's write reaches the gauge's
    // draw pass in another file and folder, as before.
    let found = Self.findings([
      ("App/Views/GaugeView.swift", Self.gauge(redraws: false)),
      ("App/Controllers/TankController.swift", Self.controller),
    ])
    #expect(
      found.contains { $0.location.file == "App/Views/GaugeView.swift" }
        || found.contains { $0.location.file == "App/Controllers/TankController.swift" })
    // The same app beside another app whose gauge redraws: still reported, in its own files.
    let beside = Self.findings([
      ("App/Views/GaugeView.swift", Self.gauge(redraws: false)),
      ("App/Controllers/TankController.swift", Self.controller),
      ("Other/GaugeView.swift", Self.gauge(redraws: true)),
      ("Other/TankController.swift", Self.controller),
    ])
    #expect(Set(beside.map(\.location)) == Set(found.map(\.location)), "\(beside)")
  }

  @Test func fileprivateTypesOfOneNameDoNotSplitAModule() {
    // Each file keeps a private helper type of the same name, as Swift allows in one module:
    // the two folders stay one module, and the controller's write reaches the gauge.
    let found = Self.findings([
      ("App/Views/GaugeView.swift", Self.gauge(redraws: false) + "\nprivate struct Row {}\n"),
      ("App/Controllers/TankController.swift", Self.controller + "\nfileprivate enum Row {}\n"),
    ])
    #expect(
      found.contains { $0.location.file == "App/Controllers/TankController.swift" }, "\(found)")
  }

  @Test func anAppsFoldersStayOneUnit() {
    // The first app's controller and gauge lie in two folders of it; the second app's gauge
    // redraws. Taken file by file, the second app's controller (a name only it declares)
    // would join the first module and meet the first app's gauge.
    let found = Self.findings([
      ("App1/Controllers/TankController.swift", Self.controller),
      ("App1/Views/GaugeView.swift", Self.gauge(redraws: false)),
      ("App2/GaugeView.swift", Self.gauge(redraws: true)),
      ("App2/PumpController.swift", Self.controller.replacingOccurrences(of: "Tank", with: "Pump")),
    ])
    #expect(found.contains { $0.location.file.hasPrefix("App1/") }, "\(found)")
    #expect(!found.contains { $0.location.file.hasPrefix("App2/") }, "\(found)")
  }

  @Test func filesOfOneFolderDeclaringOneNameTwiceAreSplitInOrder() {
    // A copy beside the original in one folder: the first gauge in the files' order goes with
    // the controller (the first module that declares none of its names), the other alone,
    // reported as a gauge analyzed alone is (its drawn value has no redraw).
    let original = ("Tank/GaugeView.swift", Self.gauge(redraws: true))
    let copy = ("Tank/GaugeViewOld.swift", Self.gauge(redraws: false))
    let controller = ("Tank/TankController.swift", Self.controller)
    let found = Self.findings([original, copy, controller])
    #expect(Set(found.map(\.location.file)) == ["Tank/GaugeViewOld.swift"], "\(found)")
    // The copy first: now it is the controller's gauge, and the controller's write is reported.
    let swapped = Self.findings([copy, original, controller])
    #expect(swapped.contains { $0.location.file == "Tank/TankController.swift" }, "\(swapped)")
    #expect(!swapped.contains { $0.location.file == "Tank/GaugeView.swift" }, "\(swapped)")
  }
}
