import Foundation
import Testing

@testable import HeadlessUIKit

/// An app's view one level below `UIView`.
private final class GaugeView: UIView {
  var level = 3
}

/// An app's view below one of the framework's `UIView` subclasses.
private final class BadgeLabel: UILabel {
  var count = 7
}

/// An app's view below a control.
private final class StarButton: UIButton {
  var starred = true
}

/// An app's class between the framework's class and the drawn view: its properties belong to
/// the app and are part of the snapshot.
private class BaseChart: UIScrollView {
  var scale = 2
}

private final class BarChart: BaseChart {
  var bars = 5
}

@MainActor @Suite struct DrawnValuesTests {
  @Test func theSnapshotHoldsTheAppsPropertiesAndStopsAtTheFrameworksClass() {
    Runtime.withNew { _ in
      #expect(DrawnValues(of: GaugeView()).entries.map(\.name) == ["level"])
      #expect(DrawnValues(of: BadgeLabel()).entries.map(\.name) == ["count"])
      #expect(DrawnValues(of: StarButton()).entries.map(\.name) == ["starred"])
    }
  }

  @Test func anAppsIntermediateClassIsPartOfTheSnapshotSubclassFirst() {
    Runtime.withNew { _ in
      let values = DrawnValues(of: BarChart())
      #expect(values.entries.map(\.name) == ["bars", "scale"])
      #expect(values["scale"] == "2")
    }
  }

  /// Every `open class` the module declares (but the generic `NSLayoutAnchor`, which a view
  /// never inherits from) is one where a snapshot stops: a class left out of the list would put
  /// the framework's own stored properties into every snapshot of its subclasses.
  @Test func everyOpenClassOfTheModuleStopsTheSnapshot() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/HeadlessUIKit").standardized
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
    var declared: Set<String> = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        if let index = words.firstIndex(of: "class"), index > 0, words[index - 1] == "open",
          index + 1 < words.count
        {
          let name = words[index + 1].prefix { $0.isLetter || $0.isNumber }
          if name.first?.isUppercase == true { declared.insert(String(name)) }
        }
      }
    }
    declared.remove("NSLayoutAnchor")
    #expect(declared.count > 20)
    let listed = Set(DrawnValues.frameworkClassList.map { String(describing: $0) })
    #expect(
      declared.subtracting(listed).isEmpty, "not in the list: \(declared.subtracting(listed))")
  }
}
