import HeadlessSwiftUI
import Observation

// Small screens for the invalidation rules (Docs/Semantics/SwiftUI.md §2.1, §2.2).

struct CounterScreen: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      Static()
    }
  }
}

struct Static: View {
  var body: some View { Text("sabit") }
}

/// Holds state but only forwards `$value` (Docs/Semantics/SwiftUI.md §2.2, TC-08).
struct Forwarder: View {
  @State var value = 0
  var body: some View { Reader(value: $value) }
}

struct Reader: View {
  @Binding var value: Int
  var body: some View { Text("\(value)") }
}

/// A child holding a closure re-runs with every parent re-run (Docs/Semantics/SwiftUI.md §2.1.3).
struct ClosureParent: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      ClosureChild(action: { _ = count })
      Static()
    }
  }
}

struct ClosureChild: View {
  let action: () -> Void
  var body: some View { Text("kapanis") }
}

/// Branches, `.id` and `ForEach` identity (Docs/Semantics/SwiftUI.md §2.1.5).
struct BranchScreen: View {
  @State var showsDetail = false
  var body: some View {
    VStack {
      if showsDetail {
        DetailCounter()
      } else {
        Static()
      }
    }
  }
}

struct DetailCounter: View {
  @State var taps = 0
  var body: some View {
    Button("say \(taps)") { taps += 1 }
  }
}

struct IdentityScreen: View {
  @State var generation = 0
  var body: some View {
    DetailCounter().id(generation)
  }
}

struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct ListScreen: View {
  @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        RowView(title: item.title)
      }
    }
  }
}

struct RowView: View {
  let title: String
  @State var marks = 0
  var body: some View { Text("\(title) \(marks)") }
}

/// `.equatable()` with an `==` that looks at parity only (Docs/Semantics/SwiftUI.md §2.1.2, §2.1.6).
struct ParityScreen: View {
  @State var number = 0
  var body: some View {
    VStack {
      ParityLabel(number: number).equatable()
      PlainParityLabel(number: number)
    }
  }
}

struct ParityLabel: View, Equatable {
  let number: Int
  var body: some View { Text("\(number)") }
  nonisolated static func == (lhs: ParityLabel, rhs: ParityLabel) -> Bool {
    lhs.number % 2 == rhs.number % 2
  }
}

struct PlainParityLabel: View {
  let number: Int
  var body: some View { Text("\(number)") }
}

/// Environment set inside the tree.
struct ThemeScreen: View {
  @State var dark = false
  var body: some View {
    VStack {
      SchemeLabel()
      FontLabel()
      Static()
    }
    .environment(\.colorScheme, dark ? .dark : .light)
  }
}

struct SchemeLabel: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "koyu" : "acik") }
}

struct FontLabel: View {
  @Environment(\.fontScale) var scale
  var body: some View { Text("\(scale)") }
}

/// Observable models: only readers of the mutated property re-run.
@Observable final class Profile {
  var name = "Ada"
  var age = 36
  @ObservationIgnored var cache = 0
}

struct ProfileScreen: View {
  let profile: Profile
  var body: some View {
    VStack {
      NameLabel(profile: profile)
      AgeLabel(profile: profile)
    }
  }
}

struct NameLabel: View {
  let profile: Profile
  var body: some View { Text("\(profile.name) \(profile.cache)") }
}

struct AgeLabel: View {
  let profile: Profile
  var body: some View { Text("\(profile.age)") }
}

/// ObservableObject: every holder re-runs on every announcement.
final class Store: ObservableObject {
  @Published var count = 0
  @Published var label = "x"
  var unpublished = 0
}

struct StoreScreen: View {
  @StateObject var store = Store()
  var body: some View {
    VStack {
      StoreCount(store: store)
      StoreLabel()
      Static()
    }
    .environmentObject(store)
  }
}

struct StoreCount: View {
  @ObservedObject var store: Store
  var body: some View { Text("\(store.count)") }
}

struct StoreLabel: View {
  @EnvironmentObject var store: Store
  var body: some View { Text(store.label) }
}
