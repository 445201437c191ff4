import ScreenLab
import ScreenLabSeeds

// The variants of the seeds' views that ScreenLab's own open-question scenarios measure (not
// course text). Each namespace changes one thing of the seed's tree; the types keep the seed's
// names (a nested type prints its own name), so the kernel lines compare with the lesson's.

/// Lesson 004's EK1: `dragOffset` lifted into `BoardScreen`; the card gets both values.
enum LiftedBoard {
  struct BoardScreen: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
      VStack {
        DragCard(position: position, dragOffset: dragOffset)
          .gesture(
            DragGesture()
              .updating($dragOffset) { value, state, _ in
                state = value.translation
              }
              .onEnded { value in
                position.width += value.translation.width
                position.height += value.translation.height
              }
          )
        PositionLabel(position: position)
        HintText()
      }
    }
  }

  struct DragCard: View {
    let position: CGSize
    let dragOffset: CGSize

    var body: some View {
      RoundedRectangle(cornerRadius: 12)
        .offset(
          x: position.width + dragOffset.width,
          y: position.height + dragOffset.height
        )
    }
  }
}

/// Lesson 004's EK3: the readers one level deeper, under two containers of their own.
enum DeeperBoard {
  struct BoardScreen: View {
    @State private var position = CGSize.zero

    var body: some View {
      VStack {
        CardArea(position: $position)
        InfoArea(position: position)
      }
    }
  }

  struct CardArea: View {
    @Binding var position: CGSize

    var body: some View {
      VStack { DragCard(position: $position) }
    }
  }

  struct InfoArea: View {
    let position: CGSize

    var body: some View {
      VStack {
        PositionLabel(position: position)
        HintText()
      }
    }
  }
}

/// When lesson 004's drag callbacks ran (EK4): the clock time and turn of `onEnded`.
final class CallbackLog {
  var ended: [(time: Double, turn: Int)] = []
}

/// Lesson 004's EK4: the seed's card, its `onEnded` also noting the time and turn.
enum TimedBoard {
  struct BoardScreen: View {
    let log: CallbackLog
    let runtime: Runtime
    @State private var position = CGSize.zero

    var body: some View {
      VStack {
        DragCard(position: $position, log: log, runtime: runtime)
        PositionLabel(position: position)
        HintText()
      }
    }
  }

  struct DragCard: View {
    @Binding var position: CGSize
    let log: CallbackLog
    let runtime: Runtime
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
      RoundedRectangle(cornerRadius: 12)
        .offset(
          x: position.width + dragOffset.width,
          y: position.height + dragOffset.height
        )
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in
              state = value.translation
            }
            .onEnded { value in
              log.ended.append((runtime.now, runtime.turnCount))
              position.width += value.translation.width
              position.height += value.translation.height
            }
        )
    }
  }
}

/// Lesson 001's EK5: `isExpanded` and `isOn` both owned by the screen.
enum SameOwnerPanel {
  struct PanelScreen: View {
    @State private var isOn = false
    @State private var isExpanded = false

    var body: some View {
      VStack {
        Toggle("Etkin", isOn: $isOn)
        DetailPanel(isOn: isOn, isExpanded: $isExpanded)
        StatusText()
      }
    }
  }

  struct DetailPanel: View {
    let isOn: Bool
    @Binding var isExpanded: Bool

    var body: some View {
      VStack {
        Button("Ayrıntı") {
          withAnimation {
            isExpanded.toggle()
          }
        }
        if isExpanded {
          Text("Ayrıntı metni")
        }
      }
      .opacity(isOn ? 1 : 0.4)
      .animation(.default, value: isOn)
    }
  }
}

/// Lesson 001's EK6: the implicit animation watches `isOn`, but nothing in the body reads it
/// to draw (the opacity depends on `isExpanded`).
enum UnreadWatchPanel {
  struct PanelScreen: View {
    @State private var isOn = false

    var body: some View {
      VStack {
        Toggle("Etkin", isOn: $isOn)
        DetailPanel(isOn: isOn)
        StatusText()
      }
    }
  }

  struct DetailPanel: View {
    let isOn: Bool
    @State private var isExpanded = false

    var body: some View {
      VStack {
        Button("Ayrıntı") {
          withAnimation {
            isExpanded.toggle()
          }
        }
        if isExpanded {
          Text("Ayrıntı metni")
        }
      }
      .opacity(isExpanded ? 1 : 0.4)
      .animation(.default, value: isOn)
    }
  }
}

/// Lesson 000's DZ2: the delegate of the fade, noting each stop with its time.
final class FadeDelegate: CAAnimationDelegate {
  let runtime: Runtime
  var stops: [(finished: Bool, time: Double)] = []

  init(runtime: Runtime) { self.runtime = runtime }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops.append((flag, runtime.now))
  }
}
