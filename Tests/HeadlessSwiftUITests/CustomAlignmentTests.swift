import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// A guide of the test's own, at a view's bottom unless the view sets it.
private enum Midline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

/// A horizontal guide of the test's own, a quarter of the way in.
private enum Quarter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension VerticalAlignment {
  fileprivate static let midline = VerticalAlignment(Midline.self)
}

extension HorizontalAlignment {
  fileprivate static let quarter = HorizontalAlignment(Quarter.self)
}

/// A named leaf, so that the layout can be read back by name.
private struct Tile: View {
  let label: String
  var body: some View { Text(label) }
}

/// A bar of a given width.
private struct Bar: View {
  let width: CGFloat
  var body: some View { Color.blue.frame(width: width, height: 10) }
}

/// Two bars lined up on a horizontal guide of the test's own.
private struct Bars: View {
  var body: some View {
    VStack(alignment: .quarter) {
      Bar(width: 80)
      Bar(width: 40)
    }
  }
}

/// Two columns lined up on a guide that a view inside each sets (the form real code writes).
private struct Columns: View {
  let form: Int

  var body: some View {
    switch form {
    case 0:
      HStack(alignment: .midline) {
        VStack {
          Tile(label: "a1")
          Tile(label: "a2").alignmentGuide(.midline) { d in d[VerticalAlignment.center] }
        }
        VStack {
          Tile(label: "b1")
          Tile(label: "b2")
          Tile(label: "b3").alignmentGuide(.midline) { d in d[VerticalAlignment.center] }
        }
      }
    case 1:
      // No view sets the guide: each column's default, its bottom, lines up.
      HStack(alignment: .midline) {
        VStack { Tile(label: "a1") }
        VStack {
          Tile(label: "b1")
          Tile(label: "b2")
        }
      }
    default:
      // Two views of one column set the guide: the column's value is their mean.
      HStack(alignment: .midline) {
        VStack {
          Tile(label: "a1").alignmentGuide(.midline) { _ in 0 }
          Tile(label: "a2").alignmentGuide(.midline) { d in d.height }
        }
        Tile(label: "b1").alignmentGuide(.midline) { _ in 0 }
      }
    }
  }
}

/// Alignment guides of the app's own (Docs/Semantics/SwiftUI.md §18.2).
@MainActor @Suite struct CustomAlignmentTests {
  @Test func columnsLineUpOnTheGuideAViewInsideEachSets() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: Columns(form: 0), runtime: runtime)
      let frames = host.frames(of: "Tile")
      try #require(frames.count == 5)
      let (a1, a2, b3) = (frames[0], frames[1], frames[4])
      #expect(abs(a2.midY - b3.midY) < 1e-9, "\(a2) \(b3)")
      // The shorter column moved down: its first tile is below the other's.
      #expect(a1.minY > frames[2].minY)
    }
  }

  @Test func withoutAnExplicitValueTheGuidesDefaultLinesUp() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: Columns(form: 1), runtime: runtime)
      let frames = host.frames(of: "Tile")
      try #require(frames.count == 3)
      #expect(abs(frames[0].maxY - frames[2].maxY) < 1e-9, "\(frames)")
    }
  }

  @Test func aContainersValueIsTheMeanOfItsChildrensValues() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: Columns(form: 2), runtime: runtime)
      let frames = host.frames(of: "Tile")
      try #require(frames.count == 3)
      let (a1, a2, b1) = (frames[0], frames[1], frames[2])
      // The column's guide: the mean of a1's top and a2's bottom, its middle.
      #expect(abs(b1.minY - (a1.minY + a2.maxY) / 2) < 1e-9, "\(frames)")
    }
  }

  @Test func aHorizontalGuideLinesUpItsDefaultsAndIsNamedByItsType() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: Bars(), runtime: runtime)
      let frames = host.frames(of: "Bar")
      try #require(frames.count == 2)
      // A quarter of 80 and a quarter of 40 on one line: the narrow bar 10 points further in.
      #expect(abs(frames[1].minX - frames[0].minX - 10) < 1e-9, "\(frames)")
    }
    #expect(HorizontalAlignment.quarter == HorizontalAlignment(Quarter.self))
    #expect(HorizontalAlignment.quarter != .leading)
    #expect(VerticalAlignment.midline != .bottom)
    var mean: CGFloat?
    for (index, value) in [CGFloat(2), 4, 9].enumerated() {
      Midline._combineExplicit(childValue: value, index, into: &mean)
    }
    #expect(mean == 5)
  }
}
