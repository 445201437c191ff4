import HeadlessSwiftUI
import Observation

// SwiftUI screens written the way apps write them, compiled for the runtime measurement and
// read as text by `screenlab analyze --tree`: TreeAgreementTests requires both to give the
// same change lines.

// MARK: - An ObservableObject store observed by a screen and a row

final class InboxStore: ObservableObject {
  @Published var unread = 0
  @Published var filter = "all"
  var lastSync = 0
}

struct InboxScreen: View {
  @ObservedObject var store: InboxStore
  @State private var isEditing = false

  var body: some View {
    VStack {
      Text("Inbox")
      UnreadBadge(store: store)
      Toggle("Edit", isOn: $isEditing)
      if isEditing { Text("Editing") }
      Footer()
    }
  }
}

struct UnreadBadge: View {
  @ObservedObject var store: InboxStore

  var body: some View {
    Text("\(store.unread)")
  }
}

struct Footer: View {
  var body: some View {
    Text("v1")
  }
}

// MARK: - A model that announces its changes by hand

final class TimerModel: ObservableObject {
  // Without @Published properties the default publisher is a new one on every access, so a
  // model that announces by hand declares its own.
  let objectWillChange = ObservableObjectPublisher()
  var ticks = 0

  func tick() {
    objectWillChange.send()
    ticks += 1
  }
}

struct TimerScreen: View {
  @ObservedObject var model: TimerModel
  @State private var showsHint = false

  var body: some View {
    VStack {
      Text("\(model.ticks)")
      Button("Hint") { showsHint.toggle() }
      HintRow(isShown: showsHint)
    }
  }
}

struct HintRow: View {
  let isShown: Bool

  var body: some View {
    Text(isShown ? "Tap to start" : "")
  }
}

// MARK: - A custom modifier with its own state

struct Glow: ViewModifier {
  let isLit: Bool
  @State private var flashes = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("flash \(flashes)") { flashes += 1 }
    }
    .opacity(isLit ? 1 : 0.5)
  }
}

struct GlowScreen: View {
  @State private var isLit = false

  var body: some View {
    VStack {
      GlowLabel().modifier(Glow(isLit: isLit))
      Toggle("lit", isOn: $isLit)
    }
  }
}

struct GlowLabel: View {
  var body: some View {
    Text("glow")
  }
}

// MARK: - An @Observable model: each view re-runs for the properties it read

@Observable final class Cart {
  var items: [String] = []
  var coupon = ""
}

struct CartScreen: View {
  let cart: Cart

  var body: some View {
    VStack {
      Text("\(cart.items.count) items")
      CouponRow(cart: cart)
      Text("Checkout")
    }
  }
}

struct CouponRow: View {
  let cart: Cart

  var body: some View {
    Text(cart.coupon)
  }
}
