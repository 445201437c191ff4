import ScreenLab

// The SwiftUI sources of seeds 001 and 004, as the lessons show them; the live replays run
// them on ScreenLab's headless SwiftUI.

// Seed 001, "Aynı Değişiklik, İki Sarmalama".
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
    .opacity(isOn ? 1 : 0.4)
    .animation(.default, value: isOn)
  }
}

struct StatusText: View {
  var body: some View {
    Text("Hazır")
  }
}

// Seed 004, "Sürüklemenin İki Değeri".
struct BoardScreen: View {
  @State private var position = CGSize.zero

  var body: some View {
    VStack {
      DragCard(position: $position)
      PositionLabel(position: position)
      HintText()
    }
  }
}

struct DragCard: View {
  @Binding var position: CGSize
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
            position.width += value.translation.width
            position.height += value.translation.height
          }
      )
  }
}

struct PositionLabel: View {
  let position: CGSize

  var body: some View {
    Text("\(Int(position.width)), \(Int(position.height))")
  }
}

struct HintText: View {
  var body: some View {
    Text("Kartı sürükleyin")
  }
}
