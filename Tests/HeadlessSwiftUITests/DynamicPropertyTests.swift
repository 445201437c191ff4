import HeadlessSwiftUI
import Runtime
import Testing

/// A user-defined dynamic property bundling state and environment.
struct Preferences: DynamicProperty {
  @State var count = 0
  @Environment(\.colorScheme) var scheme
}

struct PreferencesView: View {
  var preferences = Preferences()
  var body: some View {
    Button("\(preferences.count) \(preferences.scheme == .dark ? "koyu" : "acik")") {
      preferences.count += 1
    }
  }
}

struct ErasedScreen: View {
  @State var showsCounter = false
  var body: some View {
    if showsCounter {
      AnyView(DetailCounter())
    } else {
      AnyView(Static())
    }
  }
}

/// Dynamic properties nested in user structs, and type-erased identity.
@MainActor
struct DynamicPropertyTests {
  @Test func nestedDynamicPropertiesGetStorageAndDependencies() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PreferencesView(), runtime: runtime)
      let tap = host.measure("dokun") { host.tap("0 acik") }
      #expect(tap.line() == "dokun: count degisti | yeniden PreferencesView yerel | atlanan yok")
      let scheme = host.measure("koyu") { host.setEnvironment(\.colorScheme, .dark) }
      #expect(
        scheme.line() == "koyu: colorScheme degisti | yeniden PreferencesView ortam | atlanan yok")
      #expect(host.texts == ["1 koyu"])
    }
  }

  @Test func anyViewWithANewTypeIsANewIdentity() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ErasedScreen(), runtime: runtime)
      let report = host.measure("sayac") { host.write("showsCounter", true) }
      #expect(report.inserted == ["DetailCounter"])
      #expect(report.removed == ["Static"])
    }
  }
}
