import HeadlessSwiftUI

enum Mode: Equatable {
  case list, grid, empty
}

struct SwitchScreen: View {
  @State var mode = Mode.list
  @State var note: String?
  var body: some View {
    Group {
      switch mode {
      case .list: Text("liste")
      case .grid: Text("izgara")
      case .empty: EmptyView()
      }
      if let note {
        Text(note)
      }
      AnyView(Spacer())
      ForEach(0..<2) { index in
        Image(systemName: "star.\(index)")
      }
      HStack(spacing: 4) {
        Circle()
        Capsule().fill(Color.red)
        Rectangle().stroke(Color.blue, lineWidth: 2)
      }
      ZStack(alignment: .topLeading) {
        Color.green.opacity(0.5)
      }
      .padding()
      .padding(8)
      .frame(width: 10, height: 20)
      .frame(maxWidth: 100)
      .foregroundStyle(Color.orange)
      .background(Color.white)
      .background { Text("arka") }
      .overlay { Text("ust") }
      .transaction { $0.animation = nil }
      .transaction(value: mode) { $0.disablesAnimations = true }
      .disabled(false)
      Text(verbatim: "aynen")
    }
  }
}

final class EventLog: @unchecked Sendable {
  var lines: [String] = []
}

struct ActionScreen: View {
  @State var count = 0
  @State var shows = true
  let log: EventLog
  var body: some View {
    VStack {
      Text("\(count)")
        .onChange(of: count) { old, new in log.lines.append("degisti \(old)->\(new)") }
        .onChange(of: count, initial: true) { log.lines.append("ilk-veya-degisti") }
        .onChange(of: count) { new in log.lines.append("yeni \(new)") }
      if shows {
        Text("gecici")
          .onAppear { log.lines.append("gorundu") }
          .onDisappear { log.lines.append("kayboldu") }
      }
    }
  }
}

struct BindingScreen: View {
  @State var size = CGSize.zero
  var body: some View {
    VStack {
      WidthEditor(width: $size.width)
      ConstantReader(flag: .constant(true))
      Text("\(Int(size.width))x\(Int(size.height))")
    }
  }
}

struct WidthEditor: View {
  @Binding var width: CGFloat
  var body: some View {
    VStack {
      Text("\(Int(width))")
      Button("genislet") { width += 10 }
    }
  }
}

struct ConstantReader: View {
  @Binding var flag: Bool
  var body: some View { Toggle("sabit", isOn: $flag) }
}
