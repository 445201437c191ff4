import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Views and layout API of iOS 14–17 added for breadth (Docs/Semantics/SwiftUI.md §14.5–§14.7).
// Window 390 × 844; the text metric is 8 points a character, 17 points a line; the default
// spacing is 8 points.

/// Equal to within a thousandth of a point (frames are computed in floating point).
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

private struct Cell: View {
  let text: String
  init(_ text: String) { self.text = text }
  var body: some View { Text(text) }
}

@MainActor
struct BreadthLayoutTests {
  @Test func aGridAlignsItsRowsCellsInColumns() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Grid {
          GridRow {
            Cell("a")
            Cell("bbbb")
          }
          GridRow {
            Cell("ccc")
            Cell("d")
          }
          GridRow {
            Cell("eeeeeeee").gridCellColumns(2)
          }
        }, runtime: runtime)
      let frames = host.frames(of: "Cell")
      #expect(frames.count == 5)
      guard frames.count == 5 else { return }
      // Column 0 is 24 wide ("ccc"), column 1 32 ("bbbb"): cells are centred in their column.
      #expect(close(frames[0].midX, frames[2].midX))
      #expect(close(frames[1].midX, frames[3].midX))
      #expect(close(frames[1].midX - frames[0].midX, 12 + 8 + 16))
      #expect(close(frames[2].minY - frames[0].minY, 17 + 8))
      // The spanning cell is as wide as both columns and the spacing between them.
      let gridMinX = frames[2].minX
      #expect(close(frames[4].minX, gridMinX))
      #expect(frames[4].width == 64)
    }
  }

  @Test func aLazyHGridFillsEachColumnsRowsFirst() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
          ForEach(0..<4) { Cell("\($0)") }
        }, runtime: runtime)
      let frames = host.frames(of: "Cell")
      #expect(frames.count == 4)
      guard frames.count == 4 else { return }
      #expect(frames[1].minX == frames[0].minX)
      #expect(frames[1].minY - frames[0].minY == 28)
      #expect(frames[2].minY == frames[0].minY)
      #expect(frames[2].minX - frames[0].minX == 16)
      #expect(frames[3].minX == frames[2].minX)
    }
  }

  @Test func viewThatFitsChoosesTheFirstViewWhoseIdealSizeFits() {
    Runtime.withNew { runtime in
      let narrow = ViewHost(
        rootView: ViewThatFits(in: .horizontal) {
          Cell("twenty characters!!!")
          Cell("short")
        }.frame(width: 100), runtime: runtime)
      let narrowFrames = narrow.frames(of: "Cell")
      #expect(narrowFrames.map(\.width) == [0, 40])
      let wide = ViewHost(
        rootView: ViewThatFits(in: .horizontal) {
          Cell("twenty characters!!!")
          Cell("short")
        }.frame(width: 300), runtime: runtime)
      #expect(wide.frames(of: "Cell").map(\.width) == [160, 0])
    }
  }

  @Test func safeAreaInsetStacksItsContentAtTheEdgeAndSafeAreaPaddingPads() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Cell("page").frame(maxWidth: .infinity, maxHeight: .infinity)
          .safeAreaInset(edge: .bottom, spacing: 0) { Cell("bar") }, runtime: runtime)
      let frames = host.frames(of: "Cell")
      #expect(frames.count == 2)
      #expect(frames.last?.maxY == 844)
      let padded = ViewHost(rootView: VStack { Cell("ab").safeAreaPadding(10) }, runtime: runtime)
      let reference = ViewHost(rootView: VStack { Cell("ab").padding(10) }, runtime: runtime)
      #expect(padded.frame(of: "Cell") == reference.frame(of: "Cell"))
    }
  }

  @Test func aControlGroupLaysOutItsControlsInARow() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ControlGroup {
          Cell("A")
          Cell("B")
        }, runtime: runtime)
      let frames = host.frames(of: "Cell")
      #expect(frames.count == 2)
      #expect(frames.first?.minY == frames.last?.minY)
      #expect((frames.last?.minX ?? 0) - (frames.first?.maxX ?? 0) == 8)
    }
  }

  @Test func aGaugeShowsItsLabelsAndTheValuesFraction() {
    Runtime.withNew { runtime in
      let gauge = Gauge(value: 30.0, in: 0...120) {
        Text("Speed")
      } currentValueLabel: {
        Text("30")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("120")
      }
      #expect(gauge.fraction == 0.25)
      #expect(Gauge(value: 0.5) { Text("Level") }.fraction == 0.5)
      #expect(Gauge(value: 200.0, in: 0...100) { Text("Over") }.fraction == 1)
      let host = ViewHost(rootView: gauge.gaugeStyle(.accessoryCircular), runtime: runtime)
      #expect(host.texts == ["Speed", "30", "0", "120"])
      #expect(
        host.recordedModifiers().contains {
          $0.name == "gaugeStyle" && $0.value == "accessoryCircular"
        })
    }
  }
}

private struct Expander: View {
  @State var open = true
  var body: some View {
    DisclosureGroup("Details", isExpanded: $open) {
      Text("Shown")
    }
  }
}

private struct Popping: View {
  @State private var shown = false
  var body: some View {
    Button("Show") { shown = true }
      .popover(isPresented: $shown) { Text("Pop") }
  }
}

@MainActor
struct BreadthDisclosureTests {
  @Test func aDisclosureGroupOpensAndClosesWhenItsLabelIsTapped() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DisclosureGroup("More") { Text("Hidden") }, runtime: runtime)
      #expect(host.texts == ["More"])
      #expect(host.tap("More"))
      host.settle()
      #expect(host.texts == ["More", "Hidden"])
      #expect(host.tap("More"))
      host.settle()
      #expect(host.texts == ["More"])
    }
  }

  @Test func aBoundDisclosureGroupFollowsAndWritesItsBinding() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Expander(), runtime: runtime)
      #expect(host.texts == ["Details", "Shown"])
      #expect(host.tap("Details"))
      host.settle()
      #expect(host.read("open", as: Bool.self) == false)
      #expect(host.texts == ["Details"])
    }
  }

  @Test func aPopoverIsPresentedAsASheetInACompactWidth() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Popping(), runtime: runtime)
      #expect(!host.texts.contains("Pop"))
      #expect(host.tap("Show"))
      host.settle()
      #expect(host.texts.contains("Pop"))
    }
  }
}

private func insetTwice<S: InsettableShape>(_ shape: S) -> some InsettableShape {
  shape.inset(by: 1).inset(by: 2)
}

@MainActor
struct BreadthShapeTests {
  @Test func insetShapesAreSmallerByTheirInsetOnEachSide() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    #expect(Rectangle().inset(by: 10).path(in: rect).boundingRect == rect.insetBy(dx: 10, dy: 10))
    #expect(
      insetTwice(Circle()).path(in: rect).boundingRect == CGRect(x: 23, y: 3, width: 54, height: 54)
    )
    #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
  }

  @Test func anUnevenRoundedRectangleRoundsOnlyItsGivenCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let shape: UnevenRoundedRectangle = .rect(topLeadingRadius: 20, bottomTrailingRadius: 100)
    let path = shape.path(in: rect)
    #expect(path.boundingRect == rect)
    // The square top-trailing corner is inside; the rounded top-leading corner is not.
    #expect(path.contains(CGPoint(x: 99, y: 1)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    // The bottom-trailing radius is limited to half the shorter side (30).
    #expect(!path.contains(CGPoint(x: 98, y: 58)))
    #expect(path.contains(CGPoint(x: 80, y: 45)))
    #expect(
      RectangleCornerRadii(topLeading: 1)
        == UnevenRoundedRectangle(topLeadingRadius: 1).cornerRadii)
  }
}
