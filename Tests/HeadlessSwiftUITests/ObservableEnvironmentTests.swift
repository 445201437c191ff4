import HeadlessSwiftUI
import Observation
import Runtime
import ScreenLabSeeds
import Testing

struct SessionScreen: View {
  let session: Profile
  var body: some View {
    VStack {
      SessionName()
      SessionAge()
      SessionEditor(profile: session)
    }
    .environment(session)
  }
}

struct SessionName: View {
  @Environment(Profile.self) private var profile
  var body: some View { Text(profile.name) }
}

struct SessionAge: View {
  @Environment(Profile.self) private var profile
  var body: some View { Text("\(profile.age)") }
}

struct SessionEditor: View {
  @Bindable var profile: Profile
  var body: some View { Toggle("yasli", isOn: $profile.isSenior) }
}

extension Profile {
  var isSenior: Bool {
    get { age >= 65 }
    set { age = newValue ? 65 : 36 }
  }
}

struct TintedLabel: View {
  @State var warm = false
  var body: some View {
    Text("renk").foregroundStyle(warm ? Color.red : Color.blue)
  }
}

/// `@Observable` objects through the environment and `@Bindable` (iOS 17 forms).
@MainActor
struct ObservableEnvironmentTests {
  @Test func environmentObservableRerunsOnlyReadersOfTheMutatedProperty() {
    Runtime.withNew { runtime in
      let profile = Profile()
      let host = ViewHost(rootView: SessionScreen(session: profile), runtime: runtime)
      let report = host.measure("yas", key: "age") { host.perform { profile.age = 40 } }
      #expect(
        report.line()
          == "yas: age degisti | yeniden SessionAge gozlem | atlanan SessionScreen,SessionName,SessionEditor"
      )
    }
  }

  @Test func bindableWritesThroughToTheModel() {
    Runtime.withNew { runtime in
      let profile = Profile()
      let host = ViewHost(rootView: SessionScreen(session: profile), runtime: runtime)
      let report = host.measure("yasli") { host.toggle("yasli") }
      #expect(profile.age == 65)
      #expect(report.recomputes.map(\.view) == ["SessionAge"])
      #expect(host.texts == ["Ada", "65", "yasli"])
    }
  }

  @Test func colourChangesAnimateComponentByComponent() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TintedLabel(), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("warm", true) } }
      host.settle()
      runtime.advance(by: 0.5)
      let blue = Color.blue
      let red = Color.red
      let expected = [
        (blue.red + red.red) / 2, (blue.green + red.green) / 2, (blue.blue + red.blue) / 2, 1,
      ]
      let presented = host.presentedValue("foregroundStyle", in: "TintedLabel") ?? []
      #expect(presented.count == 4)
      #expect(zip(presented, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }
  }

  @Test func bindingAnimationAnimatesItsWrites() {
    Runtime.withNew { runtime in
      let keeper = BindingKeeperView.Keeper()
      let host = ViewHost(rootView: BindingKeeperView(keeper: keeper), runtime: runtime)
      host.perform { keeper.binding?.animation(.linear(duration: 1)).wrappedValue = 0 }
      host.settle()
      runtime.advance(by: 0.25)
      #expect(host.presentedValue("opacity", in: "BindingKeeperView") == [0.75])
    }
  }

  @Test func bodyEvaluationsAreTraced() {
    Runtime.withNew { runtime in
      _ = ViewHost(rootView: PanelScreen(), runtime: runtime)
      #expect(
        runtime.trace.events(.update).map(\.message) == [
          "SwiftUI: PanelScreen inserted", "SwiftUI: PanelScreen body (appeared)",
          "SwiftUI: DetailPanel inserted", "SwiftUI: DetailPanel body (appeared)",
          "SwiftUI: StatusText inserted", "SwiftUI: StatusText body (appeared)",
        ])
    }
  }

  /// A reader whose own view value does not change keeps its installed properties between
  /// bodies; the object an ancestor provides is still read where the reader now stands: a
  /// swapped object is shown, and only the new object's changes re-run the reader.
  @Test func anObjectSwappedAboveAnUnchangedReaderIsTheOneItReads() {
    Runtime.withNew { runtime in
      let first = Profile()
      let second = Profile()
      second.name = "Grace"
      let host = ViewHost(
        rootView: SessionSwitcher(first: first, second: second), runtime: runtime)
      #expect(host.texts == ["Ada"])
      let swap = host.measure("swap") {
        host.perform { #expect(host.write("showsSecond", true)) }
      }
      #expect(
        swap.line()
          == "swap: showsSecond degisti | yeniden SessionSwitcher yerel, SessionName ortam | atlanan yok"
      )
      #expect(host.texts == ["Grace"])
      let renamed = host.measure("yeni", key: "name") { host.perform { second.name = "Hopper" } }
      #expect(renamed.recomputes.map(\.view) == ["SessionName"])
      #expect(host.texts == ["Hopper"])
      let old = host.measure("eski", key: "name") { host.perform { first.name = "Lovelace" } }
      #expect(old.recomputes.isEmpty)
      #expect(host.texts == ["Hopper"])
    }
  }
}

struct SessionSwitcher: View {
  let first: Profile
  let second: Profile
  @State var showsSecond = false
  var body: some View { SessionName().environment(showsSecond ? second : first) }
}

struct BindingKeeperView: View {
  final class Keeper: @unchecked Sendable {
    var binding: Binding<Double>?
  }
  let keeper: Keeper
  @State var level = 1.0
  var body: some View {
    keeper.binding = $level
    return Text("seviye").opacity(level)
  }
}
