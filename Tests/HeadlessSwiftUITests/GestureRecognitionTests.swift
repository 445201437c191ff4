import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// Taps recognized from touches (Docs/Semantics/SwiftUI.md §2.4: 0.75 s press, 45 points, 0.35 s between
/// taps; a single tap behind a double tap waits for the double tap to fail).
@MainActor
struct TapRecognitionTests {
  @Test func aSingleTapBehindADoubleTapFiresWhenTheDoubleTapGivesUp() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      try host.tap(at: squareCentre)
      #expect(log.lines.isEmpty, "the single tap waits for the double tap")
      runtime.advance(by: 0.5)
      #expect(log.events == ["single"])
      // Lifted at 0.05; the double tap fails once 0.35 s have passed since: at 0.4 s, which
      // is a frame of the 60 Hz clock (the 24th).
      #expect(log.lines == ["single @0.400"])
    }
  }

  @Test func twoQuickTapsAreADoubleTapAndNoSingleTap() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      try host.tap(at: squareCentre, count: 2)
      runtime.advance(by: 1)
      #expect(log.lines == ["double @0.200"])
      #expect(host.touchStatistics.recognitions == 1)
      #expect(host.touchStatistics.succeeded == 1)
    }
  }

  @Test func aSecondTapTooLateIsTwoSingleTaps() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      let script = try TouchScript.tap(at: squareCentre)
        .merged(with: .tap(at: squareCentre, time: 0.5, touch: 1))
      host.play(script)
      runtime.advance(by: 1)
      #expect(log.events == ["single", "single"])
    }
  }

  @Test func aPressTooLongOrAFingerThatTravelsIsNoTap() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      try host.longPress(at: squareCentre, duration: 0.8)
      try host.drag(
        from: squareCentre, to: CGPoint(x: squareCentre.x + 45, y: squareCentre.y),
        duration: 0.1)
      runtime.advance(by: 1)
      #expect(log.lines.isEmpty)
      // A shorter travel is still a tap.
      try host.drag(
        from: squareCentre, to: CGPoint(x: squareCentre.x + 40, y: squareCentre.y),
        duration: 0.1)
      runtime.advance(by: 1)
      #expect(log.events == ["single"])
    }
  }
}

/// Long presses on the clock (Docs/Semantics/SwiftUI.md §2.4).
@MainActor
struct LongPressRecognitionTests {
  @Test func aLongPressEndsOnTheClockWhileTheFingerIsStillDown() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PressSquare(log: log), runtime: runtime)
      runtime.play(try .longPress(at: squareCentre, duration: 0.7), to: host)
      runtime.advance(to: 0.3)
      #expect(host.read("isPressing", as: Bool.self) == true)
      #expect(host.presentedValue("opacity", in: "PressSquare") == [0.5])
      runtime.advance(to: 0.6)
      #expect(log.lines == ["updating:true @0.000", "ended:true @0.500"])
      #expect(host.read("isPressing", as: Bool.self) == false)
      runtime.advance(to: 1)
      #expect(log.lines.count == 2, "the lift at 0.7 s does nothing more")
    }
  }

  @Test func releasingEarlyOrMovingTenPointsFails() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PressSquare(log: log), runtime: runtime)
      try host.longPress(at: squareCentre, duration: 0.3)
      #expect(log.events == ["updating:true"])
      #expect(host.read("isPressing", as: Bool.self) == false)
      let moving = try TouchScript([
        TouchSample(phase: .began, location: squareCentre, time: 0),
        TouchSample(
          phase: .moved, location: CGPoint(x: squareCentre.x + 10, y: squareCentre.y), time: 0.2),
        TouchSample(
          phase: .ended, location: CGPoint(x: squareCentre.x + 10, y: squareCentre.y), time: 0.8),
      ])
      host.play(moving)
      #expect(log.events == ["updating:true", "updating:true"])
      #expect(host.touchStatistics.failed == 2)
    }
  }

  @Test func aZeroDurationPressEndsAtTouchDown() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PressSquare(log: log, minimumDuration: 0), runtime: runtime)
      try host.tap(at: squareCentre)
      #expect(log.lines == ["ended:true @0.000"])
    }
  }
}

/// `LongPressGesture().sequenced(before: DragGesture())`, as in Apple's "Composing SwiftUI
/// gestures": the drag listens once the press ended and takes over the finger still down.
@MainActor
struct SequencedGestureTests {
  @Test func aPressThenADragReportsEachStage() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PressThenDragSquare(log: log), runtime: runtime)
      func at(_ dx: CGFloat) -> CGPoint { CGPoint(x: squareCentre.x + dx, y: squareCentre.y) }
      host.play(
        try TouchScript([
          TouchSample(phase: .began, location: at(0), time: 0),
          TouchSample(phase: .moved, location: at(10), time: 0.65),
          TouchSample(phase: .moved, location: at(20), time: 0.7),
          TouchSample(phase: .moved, location: at(30), time: 0.75),
          TouchSample(phase: .moved, location: at(40), time: 0.8),
          TouchSample(phase: .ended, location: at(40), time: 0.8),
        ]))
      // The drag is measured from the touch-down: its 10-point minimum is met by the first
      // move after the press, and each translation is the distance from where the finger
      // went down.
      #expect(
        log.lines == [
          "pressing @0.000", "pressed @0.500", "dragging_10 @0.650", "dragging_20 @0.700",
          "dragging_30 @0.750", "dragging_40 @0.800", "ended @0.800",
        ])
      #expect(host.read("moved", as: CGSize.self) == CGSize(width: 40, height: 0))
      #expect(host.read("phase", as: String.self) == "idle")
    }
  }

  /// A finger held still through the press, then moved a point at a time: the drag's first
  /// value comes at 10 points from the touch-down (its minimum distance, counted from the
  /// touch-down, not from where the press ended) and 30 points out it reports 30.
  @Test func theDragAfterAPressIsMeasuredFromTheTouchDown() throws {
    for heldOffset in [CGFloat(0), 8] {
      try Runtime.withNew { runtime in
        let log = GestureLog(runtime)
        let host = ViewHost(rootView: PressThenDragSquare(log: log), runtime: runtime)
        func at(_ dx: CGFloat) -> CGPoint { CGPoint(x: squareCentre.x + dx, y: squareCentre.y) }
        // Down, then (for the second run) 8 points of drift inside the press's 10-point
        // tolerance, then after the press one point per sample out to 30.
        var samples = [TouchSample(phase: .began, location: at(0), time: 0)]
        if heldOffset > 0 {
          samples.append(TouchSample(phase: .moved, location: at(heldOffset), time: 0.2))
        }
        for step in 1...30 where CGFloat(step) > heldOffset {
          samples.append(
            TouchSample(phase: .moved, location: at(CGFloat(step)), time: 0.6 + 0.01 * Double(step))
          )
        }
        host.play(try TouchScript(samples))
        let drags = log.lines.filter { $0.hasPrefix("dragging_") }
        #expect(drags.first == "dragging_10 @0.700", "held at \(heldOffset)")
        #expect(drags.last == "dragging_30 @0.900", "held at \(heldOffset)")
        #expect(drags.count == 21, "held at \(heldOffset)")
      }
    }
  }

  @Test func liftingAfterThePressWithoutDraggingFailsTheSequence() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PressThenDragSquare(log: log), runtime: runtime)
      try host.longPress(at: squareCentre, duration: 0.7)
      #expect(log.events == ["pressing", "pressed"])
      #expect(host.read("moved", as: CGSize.self) == .zero)
      #expect(host.read("phase", as: String.self) == "idle")
      #expect(host.touchStatistics.failed == 1)
    }
  }
}

/// Drag values (Docs/Semantics/SwiftUI.md §2.4).
@MainActor
struct DragValueTests {
  @Test func valuesInLocalGlobalAndNamedSpaces() throws {
    for (space, origin) in [
      (CoordinateSpace.local, CGPoint(x: 145, y: 372)),
      (.global, .zero),
      (.named("stack"), CGPoint(x: 125, y: 352)),
    ] {
      try Runtime.withNew(frameRate: .hz120) { runtime in
        let log = GestureLog(runtime)
        let host = ViewHost(rootView: DragProbe(log: log, space: space), runtime: runtime)
        try host.drag(
          from: CGPoint(x: 150, y: 380), to: CGPoint(x: 190, y: 380), duration: 0.5,
          samplesPerSecond: 120)
        let values = try #require(host.read("values", as: [DragGesture.Value].self))
        // 60 moves of 2/3 point: the 15th reaches the minimum distance, 46 changes, 1 end.
        #expect(values.count == 47)
        let first = try #require(values.first)
        let last = try #require(values.last)
        #expect(first.startLocation == CGPoint(x: 150 - origin.x, y: 380 - origin.y))
        #expect(first.translation == CGSize(width: 10, height: 0))
        #expect(first.time == Date(timeIntervalSinceReferenceDate: 0.125))
        #expect(last.location == CGPoint(x: 190 - origin.x, y: 380 - origin.y))
        #expect(last.translation == CGSize(width: 40, height: 0))
        // A steady 80 points per second; the prediction adds a quarter second of it.
        #expect(abs(last.velocity.width - 80) < 1e-6 && last.velocity.height == 0)
        #expect(abs(last.predictedEndTranslation.width - 60) < 1e-6)
        #expect(log.events == ["ended"])
      }
    }
  }

  @Test func velocityMixesTheLastTwoSegments() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(
        rootView: DragProbe(log: log, space: .global, minimumDistance: 0), runtime: runtime)
      // 1, 2 and 4 points at 1 s steps (OpenSwiftUI's sampler example): 0.75·1 + 0.25·2.
      host.play(
        try TouchScript([
          TouchSample(phase: .began, location: CGPoint(x: 150, y: 380), time: 0),
          TouchSample(phase: .moved, location: CGPoint(x: 151, y: 380), time: 1),
          TouchSample(phase: .moved, location: CGPoint(x: 152, y: 380), time: 2),
          TouchSample(phase: .moved, location: CGPoint(x: 154, y: 380), time: 3),
          TouchSample(phase: .ended, location: CGPoint(x: 154, y: 380), time: 3),
        ]))
      let values = try #require(host.read("values", as: [DragGesture.Value].self))
      // A zero minimum distance starts the drag at touch-down.
      #expect(values.first?.translation == .zero)
      #expect(values.last?.velocity.width == 1.25)
      let predicted = try #require(values.last?.predictedEndLocation.x)
      #expect(abs(predicted - (154 + 1.25 * 0.25)) < 1e-9)
    }
  }
}

/// How the gestures of a view and its ancestors combine (Docs/Semantics/SwiftUI.md §2.4).
@MainActor
struct GestureCompositionTests {
  @Test(arguments: [
    (NestedTaps.Mode.normal, ["child"]),
    (.high, ["parent"]),
    (.simultaneous, ["child", "parent"]),
    (.disabledChild, ["parent"]),
  ])
  func nestedTaps(mode: NestedTaps.Mode, expected: [String]) throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: NestedTaps(log: log, mode: mode), runtime: runtime)
      try host.tap(at: squareCentre)
      runtime.advance(by: 1)
      #expect(log.events == expected)
    }
  }

  @Test func twoFingersDragTwoCardsAtOnce() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: TwoCards(), runtime: runtime)
      let left = try TouchScript.drag(
        from: CGPoint(x: 145, y: 422), to: CGPoint(x: 175, y: 422), duration: 0.3, touch: 0)
      let right = try TouchScript.drag(
        from: CGPoint(x: 245, y: 422), to: CGPoint(x: 245, y: 462), duration: 0.3, touch: 1)
      host.play(try left.merged(with: right))
      #expect(host.read("left", as: CGSize.self) == CGSize(width: 30, height: 0))
      #expect(host.read("right", as: CGSize.self) == CGSize(width: 0, height: 40))
      #expect(host.touchStatistics.recognitions == 2)
    }
  }

  @Test func aSecondFingerOnTheSameDragFailsIt() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: TwoCards(), runtime: runtime)
      let one = try TouchScript.drag(
        from: CGPoint(x: 130, y: 422), to: CGPoint(x: 160, y: 422), duration: 0.3, touch: 0)
      let two = try TouchScript.tap(at: CGPoint(x: 150, y: 430), time: 0.1, touch: 1)
      host.play(try one.merged(with: two))
      #expect(host.read("left", as: CGSize.self) == .zero)
      #expect(host.touchStatistics.failed == 1)
    }
  }

  @Test func buttonsAndTogglesAnswerTouches() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: ControlsScreen(), runtime: runtime)
      let frame = try #require(host.frame(of: "ControlsScreen"))
      try host.tap(at: CGPoint(x: frame.midX, y: frame.minY + 5))
      #expect(host.read("taps", as: Int.self) == 1)
      try host.tap(at: CGPoint(x: frame.midX, y: frame.maxY - 5))
      #expect(host.read("isOn", as: Bool.self) == true)
    }
  }
}

/// `@GestureState` resets and their order against `onEnded` (Docs/Semantics/SwiftUI.md §2.3).
@MainActor
struct GestureStateResetTests {
  @Test func theResetRunsBeforeOnEndedWithTheResetTransaction() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: ResetOrderSquare(log: log), runtime: runtime)
      try host.drag(
        from: squareCentre, to: CGPoint(x: squareCentre.x + 30, y: squareCentre.y),
        duration: 0.2)
      // onEnded reads the state after the reset wrote its initial value.
      #expect(log.events == ["onEnded-sees-0"])
      // The reset's transaction (from `init(reset:)`) animates the offset back in 0.2 s.
      runtime.advance(by: 0.3)
      let samples = host.presentedSamples.filter { $0.property == "ResetOrderSquare.offset" }
      #expect(samples.count >= 10, "\(host.presentedSamples)")
      #expect(samples.last?.value == [0, 0])
      #expect(host.read("offset", as: CGSize.self) == .zero)
    }
  }

  @Test func removingTheViewMidDragCancelsWithoutOnEnded() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: RemovableCard(), runtime: runtime)
      let drag = try #require(host.startDrag("DraggedChild"))
      drag.move(to: CGSize(width: 30, height: 0))
      runtime.advance(frames: 1)
      #expect(
        host.read("offset", as: CGSize.self, in: "DraggedChild") == CGSize(width: 30, height: 0))
      host.write("shows", false)
      runtime.advance(frames: 2)
      drag.end()
      host.settle()
      #expect(host.read("ended", as: Bool.self) == false)
      #expect(host.touchStatistics.failed == 1)
      #expect(host.issues.isEmpty, "\(host.issues)")
    }
  }
}

/// Bad input: documented no-ops and clear errors.
@MainActor
struct TouchInputErrorTests {
  @Test func aMoveWithoutATouchDownIsIgnored() {
    Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      host.receiveTouches(
        [
          TouchSample(phase: .moved, location: squareCentre, time: 0),
          TouchSample(phase: .ended, location: squareCentre, time: 0),
        ], at: 0)
      #expect(host.touchStatistics.ignored == 2)
      #expect(host.touchStatistics.recognitions == 0)
    }
  }

  @Test func aTouchOutsideEveryViewDrivesNothing() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      try host.tap(at: CGPoint(x: 5, y: 5))
      try host.tap(at: CGPoint(x: -50, y: 2000))
      runtime.advance(by: 1)
      #expect(host.touchStatistics.unrouted == 2)
      #expect(log.lines.isEmpty)
    }
  }

  @Test func badHelperArgumentsAreErrorsThatNameThem() {
    Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: TapSquare(log: log), runtime: runtime)
      #expect(throws: TouchScriptError.invalidNumber(name: "count", value: 0)) {
        try host.tap(at: squareCentre, count: 0)
      }
      #expect(throws: TouchScriptError.invalidNumber(name: "duration", value: -1)) {
        try host.longPress(at: squareCentre, duration: -1)
      }
      #expect(throws: TouchScriptError.self) {
        try host.drag(from: .zero, to: CGPoint(x: Double.nan, y: 0), duration: 0.1)
      }
    }
  }
}

/// Two-finger gestures (Docs/Semantics/Gestures.md).
@MainActor
struct TwoFingerGestureTests {
  @Test func aPinchScalesByTheRatioOfFingerDistances() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: PinchSquare(), runtime: runtime)
      let one = try TouchScript.drag(
        from: CGPoint(x: 170, y: 422), to: CGPoint(x: 160, y: 422), duration: 0.2, touch: 0)
      let two = try TouchScript.drag(
        from: CGPoint(x: 220, y: 422), to: CGPoint(x: 230, y: 422), duration: 0.2, touch: 1)
      host.play(try one.merged(with: two))
      let scale = try #require(host.read("scale", as: CGFloat.self))
      // The first finger lifts at 0.2 s before the second's last move of that instant
      // (merged scripts keep the first script's samples first): 70 − 10/24 points apart.
      #expect(abs(scale - (70 - 10.0 / 24) / 50) < 1e-9, "\(scale)")
      #expect(host.read("anchor", as: UnitPoint.self) == UnitPoint(x: 0.5, y: 0.5))
      #expect((host.read("changes", as: Int.self) ?? 0) > 5)
      // The fingers stayed on one line: no rotation.
      #expect(host.read("angle", as: Angle.self) == .zero)
    }
  }

  @Test func turningTheSecondFingerRotates() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: PinchSquare(), runtime: runtime)
      let still = try TouchScript.longPress(at: CGPoint(x: 170, y: 422), duration: 0.3, touch: 0)
      let turning = try TouchScript.drag(
        from: CGPoint(x: 220, y: 422), to: CGPoint(x: 195, y: 447), duration: 0.2, touch: 1)
      host.play(try still.merged(with: turning))
      let angle = try #require(host.read("angle", as: Angle.self))
      #expect(abs(angle.degrees - 45) < 1e-9, "\(angle.degrees)")
    }
  }

  @Test func oneFingerIsNoPinch() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: PinchSquare(), runtime: runtime)
      try host.drag(from: CGPoint(x: 170, y: 422), to: CGPoint(x: 220, y: 422), duration: 0.2)
      #expect(host.read("scale", as: CGFloat.self) == 1)
      #expect(host.read("changes", as: Int.self) == 0)
      #expect(host.touchStatistics.failed == 1)
    }
  }
}

/// Gesture values through composition, `map`, `AnyGesture` and a custom `body`.
@MainActor
struct GestureValueCompositionTests {
  // The row is 200 × 50, centred: squares at x 95, 145, 195, 245; y 397…447.
  private func square(_ index: Int) -> CGPoint { CGPoint(x: 120 + 50 * CGFloat(index), y: 422) }

  @Test func simultaneousValuesCarryBothSides() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: CompositionRow(log: log), runtime: runtime)
      try host.tap(at: square(0))
      #expect(log.events == ["both:tap,-"], "the press failed on the early lift")
      // Held 0.3 s: the press ends at 0.2 s, the tap on the lift; the pair ends then.
      try host.longPress(at: square(0), duration: 0.3)
      #expect(log.events == ["both:tap,-", "both:tap,true"])
      // Held 0.8 s: the tap fails (0.75 s), the press alone ends the pair.
      try host.longPress(at: square(0), duration: 0.8)
      #expect(log.events == ["both:tap,-", "both:tap,true", "both:-,true"])
    }
  }

  @Test func exclusiveValuesSayWhichWon() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: CompositionRow(log: log), runtime: runtime)
      try host.tap(at: square(1))
      try host.longPress(at: square(1), duration: 0.3)
      #expect(log.events == ["exclusive:tap", "exclusive:press"])
    }
  }

  @Test func aCustomGestureRunsItsBody() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: CompositionRow(log: log), runtime: runtime)
      try host.tap(at: square(2), count: 2)
      #expect(log.events == ["custom:reset"])
    }
  }

  @Test func onLongPressGestureReportsPressing() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: CompositionRow(log: log), runtime: runtime)
      try host.longPress(at: square(3), duration: 0.5)
      try host.longPress(at: square(3), duration: 0.1)
      #expect(
        log.events == [
          "pressing:true", "pressing:false", "long", "pressing:true", "pressing:false",
        ])
    }
  }

  @Test(arguments: [
    (GestureMask.all, ["child"]), (.subviews, ["child"]), (.gesture, ["parent"]), (.none, []),
  ])
  func masks(mask: GestureMask, expected: [String]) throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: MaskedTaps(log: log, mask: mask), runtime: runtime)
      let tapped = try host.tap(on: "MaskedTaps")
      let missing = try host.tap(on: "NoSuchView")
      #expect(tapped && !missing)
      #expect(log.events == expected)
    }
  }
}

/// Where touches land: content shapes, pass-through views, shaped hit areas.
@MainActor
struct HitAreaTests {
  @Test(arguments: [(true, ["stack"]), (false, [])])
  func aContentShapeMakesTheGapTappable(fillsGap: Bool, expected: [String]) throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: GapStack(log: log, fillsGap: fillsGap), runtime: runtime)
      // Two 17-point lines 40 apart, centred: the gap is y 413.5…453.5 around 422.
      try host.tap(at: CGPoint(x: 195, y: 422))
      #expect(log.events == expected)
      // The text itself is tappable either way.
      let text = try #require(host.frame(of: "GapStack"))
      try host.tap(at: CGPoint(x: text.midX, y: text.minY + 5))
      #expect(log.events == expected + ["stack"])
    }
  }

  @Test(arguments: [(true, "circle"), (false, "cover")])
  func allowsHitTestingFalseLetsTouchesThrough(passes: Bool, expected: String) throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PassThrough(log: log, passes: passes), runtime: runtime)
      try host.tap(at: squareCentre)
      #expect(log.events == [expected])
    }
  }

  @Test func aCircleIsHitInsideItsOutlineOnly() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: PassThrough(log: log, passes: true), runtime: runtime)
      try host.tap(at: CGPoint(x: 147, y: 374))  // the frame's corner, outside the circle
      try host.tap(at: CGPoint(x: 195, y: 373))  // the top of the circle
      #expect(log.events == ["circle"])
      #expect(host.touchStatistics.unrouted == 1)
    }
  }
}

/// Text fields, sliders and progress views take space and can be hit.
@MainActor
struct ControlLayoutTests {
  @Test func controlsStretchAcrossAtTheirHeights() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: ControlStack(), runtime: runtime)
      let stack = try #require(host.frame(of: "ControlStack"))
      // 17 (one text line) + 31 (slider) + 4 (bar) + 20 (spinner), the window's width.
      #expect(stack.size == CGSize(width: 390, height: 72))
      #expect(host.hitTest(CGPoint(x: 10, y: stack.minY + 5)) == "ControlStack")
      #expect(host.hitTest(CGPoint(x: 10, y: stack.maxY - 5)) == nil, "the spinner is 20 wide")
      #expect(host.hitTest(CGPoint(x: 195, y: stack.maxY - 5)) == "ControlStack")
    }
  }
}

/// A gesture's callbacks follow the view's current value, as SwiftUI rebinds them.
@MainActor
struct GestureRebindingTests {
  @Test func aViewUpdatedMidDragEndsWithItsNewClosure() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: RebindParent(log: log), runtime: runtime)
      let drag = try #require(host.startDrag("RebindChild"))
      drag.move(to: CGSize(width: 30, height: 0))
      runtime.advance(frames: 1)
      host.write("factor", 2)
      host.settle()
      drag.end()
      host.settle()
      #expect(log.events == ["factor:2"])
    }
  }

  @Test func aViewUpdatedMidDragUpdatesWithItsNewBody() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: RebindUpdatingParent(log: log), runtime: runtime)
      let drag = try #require(host.startDrag("RebindUpdatingChild"))
      drag.move(to: CGSize(width: 30, height: 0))
      runtime.advance(frames: 1)
      host.write("factor", 2)
      host.settle()
      drag.move(to: CGSize(width: 40, height: 0))
      runtime.advance(frames: 1)
      drag.end()
      host.settle()
      #expect(log.events == ["updating:1", "updating:2"])
    }
  }
}
