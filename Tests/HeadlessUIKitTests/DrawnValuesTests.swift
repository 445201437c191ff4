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

@Suite struct DrawnValuesTests {
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

}
