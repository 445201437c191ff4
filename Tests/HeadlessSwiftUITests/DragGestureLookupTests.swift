import HeadlessSwiftUI
import Runtime
import Testing

/// A gesture of one's own, made of a drag.
private struct PanThing: Gesture {
  var body: some Gesture { DragGesture(minimumDistance: 0) }
}

/// A gesture whose name says drag, made of a tap.
private struct NotADragGesture: Gesture {
  var body: some Gesture { TapGesture() }
}

private struct DragLookupScreen: View {
  @State var moves = 0
  var body: some View {
    VStack {
      Text("tap").gesture(NotADragGesture().onEnded { _ in })
      Text("pan \(moves)").gesture(PanThing().onChanged { _ in moves += 1 })
    }
  }
}

/// `startDrag` finds the first view with a drag gesture by asking the gesture types what
/// they are made of, not by their names.
@MainActor
struct DragGestureLookupTests {
  @Test func aDragInsideAGestureOfOnesOwnIsFoundAndANameIsNot() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: DragLookupScreen(), runtime: runtime)
      let drag = try #require(host.startDrag())
      drag.move(to: CGSize(width: 20, height: 0))
      host.settle()
      drag.end()
      host.settle()
      // The drag went to the pan text (the first view, the tap, has no drag): its
      // onChanged ran (at the touch-down, minimum distance 0, and at the move).
      #expect(host.texts.contains("pan 2"))
    }
  }
}
