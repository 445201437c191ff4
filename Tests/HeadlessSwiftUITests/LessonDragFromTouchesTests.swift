import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// Lesson 004 from one real drag: per-key reports of the moving part and
/// of the lift give the lesson's three lines and counts.
@MainActor
struct LessonDragFromTouchesTests {
  @Test func oneDragGivesTheLessonsThreeLines() throws {
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let start = try #require(host.location(of: "DragCard"))
      let script = try TouchScript.drag(
        from: start, to: CGPoint(x: start.x + 30, y: start.y + 10), duration: 0.25,
        samplesPerSecond: 240)
      runtime.play(script, to: host)
      let moving = host.measureKeys { runtime.advance(to: script.duration - 0.001) }
      let lift = host.measureKeys {
        runtime.advance(to: script.duration)
        runtime.advance(frames: 1)
      }
      #expect(moving.map(\.key) == ["dragOffset"])
      // Measured order in the lift's one update: the reset, then onEnded's position.
      #expect(lift.map(\.key) == ["dragOffset", "position"])
      #expect(
        moving[0].labeled("surukleme-suruyor").line()
          == "surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      #expect(
        lift[1].line()
          == "position: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText"
      )
      #expect(
        lift[0].line()
          == "dragOffset: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      let tally = CauseTally(moving[0].recomputes + lift[1].recomputes + lift[0].recomputes)
      #expect(tally[.local] == 3 && tally[.parent] == 2)
      #expect(host.texts.contains("30, 10"))
    }
  }

  /// EK4, measured: the lift's reset and `onEnded` land in one update, the reset first; the
  /// card runs its body once for both.
  @Test func theLiftIsOneUpdateWithTheResetFirst() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let drag = try #require(host.startDrag("DragCard"))
      drag.move(to: CGSize(width: 30, height: 10))
      host.settle()
      let before = host.evaluations.count
      let updates = host.updateCount
      drag.end()
      host.settle()
      #expect(host.updateCount == updates + 1)
      let card = host.evaluations[before...].filter { $0.view == "DragCard" }
      #expect(card.map(\.printChangesLine) == ["DragCard: _dragOffset, _position changed."])
      #expect(
        card.first?.keyCauses
          == [
            KeyCause(key: "dragOffset", cause: .local), KeyCause(key: "position", cause: .parent),
          ])
    }
  }
}
