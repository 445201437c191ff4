import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// `DragGesture`'s minimum distance (10 points), on both sides of the boundary: the drag
/// reports its first change once the finger is 10 points or more from where it went down.
@MainActor
struct DragThresholdTests {
  @Test(arguments: [
    (CGSize(width: 9.99, height: 0), false), (CGSize(width: 10, height: 0), true),
    (CGSize(width: 5.99, height: 7.99), false), (CGSize(width: 6, height: 8), true),
  ])
  func dragStartsAtItsMinimumDistance(by offset: CGSize, starts: Bool) {
    Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: DragProbe(log: log), runtime: runtime)
      let moved = CGPoint(x: squareCentre.x + offset.width, y: squareCentre.y + offset.height)
      host.receiveTouches(
        [
          TouchSample(phase: .began, location: squareCentre, time: 0),
          TouchSample(phase: .moved, location: moved, time: 0.1),
        ], at: 0.1)
      host.settle()
      let values = host.read("values", as: [DragGesture.Value].self) ?? []
      #expect(values.count == (starts ? 1 : 0))
      if starts { #expect(values.first?.translation == offset) }
    }
  }
}
