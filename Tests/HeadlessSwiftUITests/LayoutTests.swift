import Foundation
import HeadlessSwiftUI
import Runtime
import ScreenLabSeeds
import Testing

// Views for the layout pass: user views, so `frame(of:)` and `hitTest(_:)` can name them.

private struct LayoutWord: View {
  let text: String
  var body: some View { Text(text) }
}

private struct LayoutOtherWord: View {
  let text: String
  var body: some View { Text(text) }
}

private struct LayoutBox: View {
  var body: some View { Rectangle() }
}

private struct LayoutOtherBox: View {
  var body: some View { Color.red }
}

/// A deterministic layout pass and hit-testing (window 390 × 844 unless
/// given; text 8 points per character, 17 per line).
@MainActor
struct LayoutTests {
  @Test func theTextMetricIsEightPointsPerCharacterAndSeventeenPerLine() {
    #expect(TextMetric.size(of: "abcd") == CGSize(width: 32, height: 17))
    #expect(TextMetric.size(of: "ab\ncde") == CGSize(width: 24, height: 34))
    #expect(TextMetric.size(of: "") == .zero)
  }

  @Test func aVStackStacksWithDefaultSpacingCentredInTheWindow() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          LayoutWord(text: "abcd")
          LayoutOtherWord(text: "ab")
        }, runtime: runtime)
      // 32 × (17 + 8 + 17) = 32 × 42, centred in 390 × 844.
      #expect(host.frame(of: "LayoutWord") == CGRect(x: 179, y: 401, width: 32, height: 17))
      #expect(host.frame(of: "LayoutOtherWord") == CGRect(x: 187, y: 426, width: 16, height: 17))
    }
  }

  @Test func aLeadingVStackWithSpacingAlignsLeadingEdges() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(alignment: .leading, spacing: 2) {
          LayoutWord(text: "abcd")
          LayoutOtherWord(text: "ab")
        }, runtime: runtime)
      // 32 × 36: origin (179, 404).
      #expect(host.frame(of: "LayoutWord") == CGRect(x: 179, y: 404, width: 32, height: 17))
      #expect(host.frame(of: "LayoutOtherWord") == CGRect(x: 179, y: 423, width: 16, height: 17))
    }
  }

  @Test func anHStackPlacesInOrderWithSpacingAndVerticalAlignment() {
    Runtime.withNew { runtime in
      let top = ViewHost(
        rootView: HStack(alignment: .top, spacing: 4) {
          LayoutWord(text: "abc")
          LayoutBox().frame(width: 10, height: 40)
        }, runtime: runtime)
      // 24 + 4 + 10 = 38 wide, 40 tall: origin (176, 402).
      #expect(top.frame(of: "LayoutWord") == CGRect(x: 176, y: 402, width: 24, height: 17))
      #expect(top.frame(of: "LayoutBox") == CGRect(x: 204, y: 402, width: 10, height: 40))
      let bottom = ViewHost(
        rootView: HStack(alignment: .bottom) {
          LayoutWord(text: "abc")
          LayoutBox().frame(width: 10, height: 40)
        }, runtime: runtime)
      // Default spacing 8: 42 wide, origin (174, 402); the word sits on the bottom edge.
      #expect(bottom.frame(of: "LayoutWord") == CGRect(x: 174, y: 425, width: 24, height: 17))
      #expect(bottom.frame(of: "LayoutBox") == CGRect(x: 206, y: 402, width: 10, height: 40))
      let centre = ViewHost(
        rootView: HStack {
          LayoutWord(text: "abc")
          LayoutBox().frame(width: 10, height: 40)
        }, runtime: runtime)
      #expect(centre.frame(of: "LayoutWord") == CGRect(x: 174, y: 413.5, width: 24, height: 17))
    }
  }

  @Test func aSpacerPushesTheContentToTheEdges() {
    Runtime.withNew { runtime in
      let vertical = ViewHost(
        rootView: VStack {
          LayoutWord(text: "top")
          Spacer()
          LayoutOtherWord(text: "bottom")
        }, runtime: runtime)
      // The spacer takes 844 - 2 × 8 - 2 × 17 = 794 points: the stack fills the height.
      #expect(vertical.frame(of: "LayoutWord") == CGRect(x: 183, y: 0, width: 24, height: 17))
      #expect(
        vertical.frame(of: "LayoutOtherWord") == CGRect(x: 171, y: 827, width: 48, height: 17))
      let horizontal = ViewHost(
        rootView: HStack {
          LayoutWord(text: "ab")
          Spacer()
        }, runtime: runtime)
      #expect(horizontal.frame(of: "LayoutWord") == CGRect(x: 0, y: 413.5, width: 16, height: 17))
    }
  }

  @Test func aSpacerKeepsItsMinimumLengthWhenSpaceRunsOut() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: HStack(spacing: 0) {
          LayoutBox().frame(width: 390, height: 10)
          Spacer()
        }, runtime: runtime)
      // 390 + 8 (the spacer's minimum) = 398, centred in 390: the box starts at -4.
      #expect(host.frame(of: "LayoutBox") == CGRect(x: -4, y: 417, width: 390, height: 10))
      let longer = ViewHost(
        rootView: HStack(spacing: 0) {
          LayoutBox().frame(width: 390, height: 10)
          Spacer(minLength: 20)
        }, runtime: runtime)
      #expect(longer.frame(of: "LayoutBox")?.minX == -10)
    }
  }

  @Test func framesAndPaddingSizeAndPlaceTheirContent() {
    Runtime.withNew { runtime in
      let padded = ViewHost(
        rootView: VStack(alignment: .leading, spacing: 0) {
          LayoutBox().frame(width: 100, height: 50).padding()
          LayoutOtherBox().frame(width: 10, height: 10)
        }, runtime: runtime)
      // 132 × 82 over 10 × 10: 132 × 92 at (129, 376); the box is inset by 16 per edge.
      #expect(padded.frame(of: "LayoutBox") == CGRect(x: 145, y: 392, width: 100, height: 50))
      #expect(padded.frame(of: "LayoutOtherBox") == CGRect(x: 129, y: 458, width: 10, height: 10))
      let custom = ViewHost(
        rootView: VStack(spacing: 0) {
          LayoutWord(text: "abcd").padding(10)
          LayoutOtherWord(text: "ab").frame(width: 100, height: 100, alignment: .topLeading)
        }, runtime: runtime)
      // 52 × 37 over 100 × 100: 100 × 137, origin (145, 353.5).
      #expect(custom.frame(of: "LayoutWord") == CGRect(x: 179, y: 363.5, width: 32, height: 17))
      #expect(
        custom.frame(of: "LayoutOtherWord") == CGRect(x: 145, y: 390.5, width: 16, height: 17))
    }
  }

  @Test func aFlexibleFrameWithInfiniteMaxWidthTakesTheProposedWidth() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          LayoutWord(text: "ab").frame(maxWidth: .infinity, alignment: .leading)
        }, runtime: runtime)
      #expect(host.frame(of: "LayoutWord") == CGRect(x: 0, y: 413.5, width: 16, height: 17))
    }
  }

  @Test func layoutInAnotherWindowMovesTheFrames() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: LayoutWord(text: "abcd"), runtime: runtime)
      host.layout(in: CGSize(width: 100, height: 100))
      #expect(host.frame(of: "LayoutWord") == CGRect(x: 34, y: 41.5, width: 32, height: 17))
      #expect(host.frame(of: "Missing") == nil)
    }
  }

  @Test func anOffsetMovesTheHitAreaNotTheLayout() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(spacing: 0) {
          LayoutBox().frame(width: 100, height: 100).offset(x: 100)
          LayoutOtherBox().frame(width: 100, height: 100)
        }, runtime: runtime)
      // Layout: 100 × 200 at (145, 322); the box is drawn 100 points to the right.
      #expect(host.frame(of: "LayoutBox") == CGRect(x: 245, y: 322, width: 100, height: 100))
      #expect(host.frame(of: "LayoutOtherBox") == CGRect(x: 145, y: 422, width: 100, height: 100))
      #expect(host.hitTest(CGPoint(x: 150, y: 330)) == nil)
      #expect(host.hitTest(CGPoint(x: 300, y: 330)) == "LayoutBox")
      #expect(host.hitTest(CGPoint(x: 150, y: 430)) == "LayoutOtherBox")
    }
  }

  @Test func aZStacksLaterChildIsInFront() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ZStack {
          LayoutBox().frame(width: 200, height: 200)
          LayoutOtherBox().frame(width: 100, height: 100)
        }, runtime: runtime)
      // 200 × 200 at (95, 322); the small box is centred on it.
      #expect(host.hitTest(CGPoint(x: 195, y: 422)) == "LayoutOtherBox")
      #expect(host.hitTest(CGPoint(x: 100, y: 330)) == "LayoutBox")
      #expect(host.hitTest(CGPoint(x: 50, y: 50)) == nil)
      let reversed = ViewHost(
        rootView: ZStack {
          LayoutOtherBox().frame(width: 100, height: 100)
          LayoutBox().frame(width: 200, height: 200)
        }, runtime: runtime)
      #expect(reversed.hitTest(CGPoint(x: 195, y: 422)) == "LayoutBox")
    }
  }

  @Test func aLaterSiblingMovedOverAnEarlierOneIsInFront() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(spacing: 0) {
          LayoutBox().frame(width: 100, height: 100)
          LayoutOtherBox().frame(width: 100, height: 100).offset(y: -50)
        }, runtime: runtime)
      // Layout 100 × 200 at (145, 322): the second box is drawn over the first's lower half.
      #expect(host.hitTest(CGPoint(x: 195, y: 340)) == "LayoutBox")
      #expect(host.hitTest(CGPoint(x: 195, y: 400)) == "LayoutOtherBox")
      #expect(host.hitTest(CGPoint(x: 195, y: 480)) == nil)
    }
  }

  @Test func stackGapsAndClearColoursAreNotHit() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ZStack {
          LayoutBox().frame(width: 200, height: 200)
          Color.clear.frame(width: 100, height: 100)
          VStack(spacing: 20) {
            LayoutWord(text: "a")
            LayoutOtherWord(text: "b")
          }
        }, runtime: runtime)
      // The words stack 8 × 54 at (191, 395); the gap between them shows the box.
      #expect(host.hitTest(CGPoint(x: 195, y: 400)) == "LayoutWord")
      #expect(host.hitTest(CGPoint(x: 195, y: 420)) == "LayoutBox")
      #expect(host.hitTest(CGPoint(x: 195, y: 440)) == "LayoutOtherWord")
    }
  }

  @Test func theBoardScreensCardFillsTheSpaceLeftByTheLabels() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      // "0, 0" is 32 wide, "Kartı sürükleyin" 128; the card takes 844 - 16 - 34 = 794.
      #expect(host.frame(of: "DragCard") == CGRect(x: 0, y: 0, width: 390, height: 794))
      #expect(host.frame(of: "PositionLabel") == CGRect(x: 179, y: 802, width: 32, height: 17))
      #expect(host.frame(of: "HintText") == CGRect(x: 131, y: 827, width: 128, height: 17))
      #expect(host.hitTest(CGPoint(x: 195, y: 400)) == "DragCard")
      #expect(host.hitTest(CGPoint(x: 5, y: 5)) == "DragCard")
      #expect(host.hitTest(CGPoint(x: 195, y: 810)) == "PositionLabel")
      #expect(host.hitTest(CGPoint(x: 195, y: 835)) == "HintText")
      #expect(host.hitTest(CGPoint(x: 10, y: 810)) == nil)
    }
  }

  @Test func theBoardScreensCardOffsetMovesItsHitAreaButNotItsFrame() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      #expect(host.write("position", CGSize(width: 60, height: 30), in: "BoardScreen"))
      host.settle()
      // The offset is inside the card's body: its box stays, its drawing moves.
      #expect(host.frame(of: "DragCard") == CGRect(x: 0, y: 0, width: 390, height: 794))
      // "60, 30" is 48 wide.
      #expect(host.frame(of: "PositionLabel") == CGRect(x: 171, y: 802, width: 48, height: 17))
      #expect(host.hitTest(CGPoint(x: 5, y: 5)) == nil)
      #expect(host.hitTest(CGPoint(x: 65, y: 35)) == "DragCard")
      #expect(host.hitTest(CGPoint(x: 380, y: 820)) == "DragCard")
      #expect(host.hitTest(CGPoint(x: 195, y: 810)) == "PositionLabel")
    }
  }
}
