import ScreenLab

// The seeds' SwiftUI sources (lessons 001 and 004), shared by the CLI's live replays and the
// tests: verbatim but for `import SwiftUI` and the `public` access and initializers another
// module needs.

// MARK: - Lesson 001

public struct PanelScreen: View {
  public init() {}

  @State private var isOn = false

  public var body: some View {
    VStack {
      Toggle("Etkin", isOn: $isOn)
      DetailPanel(isOn: isOn)
      StatusText()
    }
  }
}

public struct DetailPanel: View {
  public init(isOn: Bool) { self.isOn = isOn }

  let isOn: Bool
  @State private var isExpanded = false

  public var body: some View {
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

public struct StatusText: View {
  public init() {}

  public var body: some View {
    Text("Hazır")
  }
}

// MARK: - Lesson 004

public struct BoardScreen: View {
  public init() {}

  @State private var position = CGSize.zero

  public var body: some View {
    VStack {
      DragCard(position: $position)
      PositionLabel(position: position)
      HintText()
    }
  }
}

public struct DragCard: View {
  @MainActor
  public init(position: Binding<CGSize>) { _position = position }

  @Binding var position: CGSize
  @GestureState private var dragOffset = CGSize.zero

  public var body: some View {
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

public struct PositionLabel: View {
  public init(position: CGSize) { self.position = position }

  let position: CGSize

  public var body: some View {
    Text("\(Int(position.width)), \(Int(position.height))")
  }
}

public struct HintText: View {
  public init() {}

  public var body: some View {
    Text("Kartı sürükleyin")
  }
}

public struct CardRow: View {
  public init() {}

  @State private var isPinned = false

  public var body: some View {
    Text("Kart")
      .onTapGesture {
        isPinned.toggle()
      }
      .gesture(
        LongPressGesture()
          .sequenced(before: DragGesture())
      )
  }
}
