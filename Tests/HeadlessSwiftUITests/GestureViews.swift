import Foundation
import HeadlessSwiftUI
import Runtime

/// A log of gesture callbacks with their virtual times.
final class GestureLog: @unchecked Sendable {
  let runtime: Runtime
  var lines: [String] = []

  init(_ runtime: Runtime) { self.runtime = runtime }

  func add(_ line: String) {
    lines.append("\(line) @\(String(format: "%.3f", runtime.now))")
  }

  /// The lines without their times.
  var events: [String] { lines.map { String($0.prefix { $0 != " " }) } }
}

/// A 100 × 100 square centred in the 390 × 844 window: frame (145, 372, 100, 100).
let squareCentre = CGPoint(x: 195, y: 422)

/// A double tap declared before a single tap on one view.
struct TapSquare: View {
  let log: GestureLog
  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .onTapGesture(count: 2) { log.add("double") }
      .onTapGesture { log.add("single") }
  }
}

/// A long press whose pressing state is a gesture state.
struct PressSquare: View {
  let log: GestureLog
  var minimumDuration = 0.5
  @GestureState var isPressing = false

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .opacity(isPressing ? 0.5 : 1)
      .gesture(
        LongPressGesture(minimumDuration: minimumDuration)
          .updating($isPressing) { value, state, _ in
            state = value
            log.add("updating:\(value)")
          }
          .onEnded { value in log.add("ended:\(value)") })
  }
}

/// A long press sequenced before a drag, as in Apple's "Composing SwiftUI gestures".
struct PressThenDragSquare: View {
  let log: GestureLog
  @GestureState var phase = "idle"
  @State var moved = CGSize.zero

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .offset(moved)
      .gesture(
        LongPressGesture()
          .sequenced(before: DragGesture())
          .updating($phase) { value, state, _ in
            switch value {
            case .first(true): state = "pressing"
            case .second(true, let drag?): state = "dragging \(Int(drag.translation.width))"
            case .second(true, nil): state = "pressed"
            default: state = "other"
            }
            log.add(state.replacingOccurrences(of: " ", with: "_"))
          }
          .onEnded { value in
            guard case .second(true, let drag?) = value else { return }
            moved = drag.translation
            log.add("ended")
          })
  }
}

/// A drag whose values are logged, in the window or in a named space.
struct DragProbe: View {
  let log: GestureLog
  var space: CoordinateSpace = .local
  var minimumDistance: CGFloat = 10
  @State var values: [DragGesture.Value] = []

  var body: some View {
    VStack {
      Rectangle().frame(width: 100, height: 100)
        .gesture(
          DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
            .onChanged { values.append($0) }
            .onEnded { value in
              values.append(value)
              log.add("ended")
            })
    }
    .padding(20)
    .coordinateSpace(name: "stack")
  }
}

/// A parent and a child, each with a tap, attached in the way `mode` says.
struct NestedTaps: View {
  enum Mode { case normal, high, simultaneous, disabledChild }
  let log: GestureLog
  let mode: Mode

  var body: some View {
    switch mode {
    case .normal: stack.gesture(TapGesture().onEnded { log.add("parent") })
    case .high: stack.highPriorityGesture(TapGesture().onEnded { log.add("parent") })
    case .simultaneous: stack.simultaneousGesture(TapGesture().onEnded { log.add("parent") })
    case .disabledChild: stack.onTapGesture { log.add("parent") }
    }
  }

  private var stack: some View {
    VStack {
      Rectangle().frame(width: 100, height: 100)
        .onTapGesture { log.add("child") }
        .disabled(mode == .disabledChild)
    }
  }
}

/// The drag state's reset and `onEnded`, in the order they run.
struct ResetOrderSquare: View {
  let log: GestureLog
  @GestureState(reset: { value, transaction in transaction.animation = .linear(duration: 0.2) })
  var offset = CGSize.zero

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .offset(offset)
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation }
          .onEnded { _ in log.add("onEnded-sees-\(Int(offset.width))") })
  }
}

/// Two cards side by side, each with its own drag.
struct TwoCards: View {
  @State var left = CGSize.zero
  @State var right = CGSize.zero

  var body: some View {
    HStack(spacing: 0) {
      Rectangle().frame(width: 100, height: 100)
        .gesture(DragGesture().onEnded { left = $0.translation })
      Rectangle().frame(width: 100, height: 100)
        .gesture(DragGesture().onEnded { right = $0.translation })
    }
  }
}

/// A removable view with a drag in progress.
struct RemovableCard: View {
  @State var shows = true
  @State var ended = false

  var body: some View {
    VStack {
      if shows { DraggedChild(ended: $ended) }
    }
  }
}

struct DraggedChild: View {
  @Binding var ended: Bool
  @GestureState var offset = CGSize.zero

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .offset(offset)
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation }
          .onEnded { _ in ended = true })
  }
}

/// A button and a toggle, pressed by touches.
struct ControlsScreen: View {
  @State var taps = 0
  @State var isOn = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Bas") { taps += 1 }
      Toggle("Acik", isOn: $isOn)
    }
  }
}

/// A square that can be pinched and turned at once.
struct PinchSquare: View {
  @State var scale: CGFloat = 1
  @State var angle = Angle.zero
  @State var anchor = UnitPoint.center
  @State var changes = 0

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .gesture(
        MagnifyGesture()
          .onChanged { _ in changes += 1 }
          .onEnded { value in
            scale = value.magnification
            anchor = value.startAnchor
          }
      )
      .simultaneousGesture(RotateGesture().onEnded { angle = $0.rotation })
  }
}

/// A gesture of the user's own, with a body.
struct DoubleTapToReset: Gesture {
  var body: some Gesture { TapGesture(count: 2).map { "reset" } }
}

/// Gesture-level composition, `map`, `AnyGesture`, a custom gesture and a long press with
/// its pressing callback, each on its own square in a row.
struct CompositionRow: View {
  let log: GestureLog

  var body: some View {
    HStack(spacing: 0) {
      Rectangle().frame(width: 50, height: 50)
        .gesture(
          TapGesture().map { "tap" }
            .simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onEnded { value in
              log.add("both:\(value.first ?? "-"),\(value.second.map { "\($0)" } ?? "-")")
            })
      Rectangle().frame(width: 50, height: 50)
        .gesture(
          LongPressGesture(minimumDuration: 0.2).exclusively(before: TapGesture())
            .onEnded { value in
              switch value {
              case .first: log.add("exclusive:press")
              case .second: log.add("exclusive:tap")
              }
            })
      Rectangle().frame(width: 50, height: 50)
        .gesture(AnyGesture(DoubleTapToReset()).onEnded { log.add("custom:\($0)") })
      Rectangle().frame(width: 50, height: 50)
        .onLongPressGesture(minimumDuration: 0.3) {
          log.add("long")
        } onPressingChanged: {
          log.add("pressing:\($0)")
        }
    }
  }
}

/// A parent tap that masks its subviews' gestures, or its own.
struct MaskedTaps: View {
  let log: GestureLog
  let mask: GestureMask

  var body: some View {
    VStack {
      Rectangle().frame(width: 100, height: 100).onTapGesture { log.add("child") }
    }
    .gesture(TapGesture().onEnded { log.add("parent") }, including: mask)
  }
}

/// Two texts 40 points apart, tappable as a whole or only on their glyphs.
struct GapStack: View {
  let log: GestureLog
  let fillsGap: Bool

  var body: some View {
    if fillsGap {
      stack.contentShape(Rectangle()).onTapGesture { log.add("stack") }
    } else {
      stack.onTapGesture { log.add("stack") }
    }
  }

  private var stack: some View {
    VStack(spacing: 40) {
      Text("ust")
      Text("alt")
    }
  }
}

/// A circle behind a square that lets touches through, or not.
struct PassThrough: View {
  let log: GestureLog
  let passes: Bool

  var body: some View {
    ZStack {
      Circle().frame(width: 100, height: 100).onTapGesture { log.add("circle") }
      Rectangle().frame(width: 100, height: 100)
        .onTapGesture { log.add("cover") }
        .allowsHitTesting(!passes)
    }
  }
}

/// Controls that stretch across, in a stack.
struct ControlStack: View {
  @State var name = ""
  @State var level = 0.5

  var body: some View {
    VStack(spacing: 0) {
      TextField("Ad", text: $name)
      Slider(value: $level)
      ProgressView(value: level)
      ProgressView()
    }
  }
}

/// A parent whose value reaches a child's gesture closure as a plain `let`.
struct RebindParent: View {
  let log: GestureLog
  @State var factor = 1

  var body: some View { RebindChild(log: log, factor: factor) }
}

struct RebindChild: View {
  let log: GestureLog
  let factor: Int

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .gesture(DragGesture().onEnded { _ in log.add("factor:\(factor)") })
  }
}

struct RebindUpdatingParent: View {
  let log: GestureLog
  @State var factor = 1

  var body: some View { RebindUpdatingChild(log: log, factor: factor) }
}

/// An `updating` gesture whose body reads the view's `factor`: each new view value's body.
struct RebindUpdatingChild: View {
  let log: GestureLog
  let factor: Int
  @GestureState private var offset: CGFloat = 0

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .gesture(
        DragGesture().updating($offset) { value, state, _ in
          state = value.translation.width * CGFloat(factor)
          log.add("updating:\(factor)")
        })
  }
}
