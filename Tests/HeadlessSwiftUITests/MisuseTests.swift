import HeadlessSwiftUI
import Runtime
import Testing

/// Misuse is reported as SwiftUI reports it.
@MainActor
struct MisuseTests {
  @Test func stateWriteDuringBodyIsReportedAndDropped() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: WritesInBody(), runtime: runtime)
      host.settle()
      #expect(host.texts == ["0"])
      #expect(host.read("count", as: Int.self) == 0)
      #expect(host.issues.map(\.kind) == [.stateModifiedDuringUpdate])
      #expect(
        host.issues.first?.message
          == "Modifying state during view update, this will cause undefined behavior.")
      #expect(host.issues.first?.view == "WritesInBody")
      #expect(host.issues.first?.key == "count")
      #expect(host.updateCount == 0)
      #expect(runtime.trace.events(.diagnostic).count == 1)
    }
  }

  @Test func missingEnvironmentKeyGivesItsDefault() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ReadsMissingKey(), runtime: runtime)
      #expect(host.texts == ["42"])
      #expect(host.issues.isEmpty)
      host.setEnvironment(\.answer, 7)
      host.settle()
      #expect(host.texts == ["7"])
    }
  }

  @Test func environmentReadOutsideAGraphGivesTheDefault() {
    #expect(ReadsMissingKey().answer == 42)
  }

  @Test func writeThroughABindingToARemovedViewsStateIsReported() {
    Runtime.withNew { runtime in
      let keeper = BindingKeeper()
      let host = ViewHost(rootView: RemovableOwner(keeper: keeper), runtime: runtime)
      let report = host.measure("kaldir") { host.write("shows", false) }
      #expect(report.removed == ["BindingLeaker"])
      let before = host.evaluations.count
      host.perform { keeper.binding?.wrappedValue = 5 }
      host.settle()
      #expect(host.evaluations.count == before)
      #expect(host.issues.map(\.kind) == [.writeToRemovedState])
      #expect(host.issues.first?.view == "BindingLeaker")
      #expect(host.issues.first?.key == "value")
      #expect(keeper.binding?.wrappedValue == 0)
    }
  }

  @Test func modelMutationDuringBodyIsReported() {
    Runtime.withNew { runtime in
      let profile = Profile()
      let host = ViewHost(
        rootView: VStack {
          NameLabel(profile: profile)
          MutatesModel(profile: profile)
        }, runtime: runtime)
      host.perform { profile.age = 40 }
      host.settle()
      #expect(host.issues.map(\.kind) == [.modelModifiedDuringUpdate])
      #expect(host.issues.first?.view == "MutatesModel")
      #expect(host.texts == ["changed 0", "40 changed"])
    }
  }

  @Test(arguments: ["Yok", ""])
  func interactionsWithMissingControlsReturnFalse(title: String) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      #expect(!host.tap(title))
      #expect(!host.toggle(title))
      #expect(!host.write("missing", 1))
      #expect(!host.write("count", "wrong type"))
      #expect(!host.drag(translation: .zero))
    }
  }
}

struct MutatesModel: View {
  let profile: Profile
  var body: some View {
    if profile.age > 36 { profile.name = "changed" }
    return Text("\(profile.age) \(profile.name)")
  }
}

/// Bindings that outlive their host.
@MainActor
struct HostLifetimeTests {
  @Test func writeThroughABindingAfterTheHostIsGoneIsDropped() {
    Runtime.withNew { runtime in
      let keeper = BindingKeeper()
      do {
        let host = ViewHost(rootView: RemovableOwner(keeper: keeper), runtime: runtime)
        #expect(host.texts == ["0"])
      }
      keeper.binding?.wrappedValue = 9
      runtime.advance(frames: 1)
      #expect(keeper.binding?.wrappedValue == 0)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "SwiftUI: BindingLeaker: Writing to 'value' of 'BindingLeaker', whose host is gone; "
            + "ignored."
        ])
    }
  }

  @Test func writeThroughTheStatePropertyAfterTheHostIsGoneIsReported() {
    Runtime.withNew { runtime in
      let keeper = StateKeeper()
      do {
        let host = ViewHost(rootView: StateLeaker(keeper: keeper), runtime: runtime)
        #expect(host.texts == ["0"])
      }
      keeper.write?(4)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "SwiftUI: StateLeaker: Writing to 'count' of 'StateLeaker', whose host is gone; ignored."
        ])
    }
  }
}

struct NeedsStore: View {
  @EnvironmentObject var store: Store
  var body: some View { Text(store.label) }
}

/// Misuse SwiftUI answers with a crash crashes here too.
@MainActor
struct TrappingMisuseTests {
  @Test func missingEnvironmentObjectStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { runtime in
          _ = ViewHost(rootView: NeedsStore(), runtime: runtime)
        }
      }
    }
    #expect(
      stderr(result).contains(
        "No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be "
          + "missing as an ancestor of this view."), "\(stderr(result))")
  }

  /// A body that contains itself (A → B → A → …) stops with the views named, instead of
  /// overflowing the stack (Docs/Misuse.md §5).
  @Test func aBodyThatContainsItselfStopsNamingTheCycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { runtime in
          _ = ViewHost(rootView: RecursiveA(), runtime: runtime)
        }
      }
    }
    let message = stderr(result)
    #expect(
      message.contains("SwiftUI: the view graph is deeper than 1000 levels at VStack<RecursiveA>;"),
      "\(message)")
    #expect(
      message.contains(
        "RecursiveA -> RecursiveB -> RecursiveA repeats: a view's body cannot contain itself "
          + "unconditionally"), "\(message)")
  }

  /// A legitimately deep tree (no view repeats) builds below the limit and names no cycle
  /// above it.
  @Test func aDeepTreeWithoutACycleBuilds() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Nested(levels: 300), runtime: runtime)
      #expect(host.texts == ["bottom"])
    }
  }

  private func stderr(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func providedEnvironmentObjectIsFound() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NeedsStore().environmentObject(Store()), runtime: runtime)
      #expect(host.texts == ["x"])
    }
  }
}

struct RecursiveA: View {
  var body: some View { RecursiveB() }
}

struct RecursiveB: View {
  var body: some View { VStack { RecursiveA() } }
}

/// `levels` nested views of one type, each a level deeper: not a cycle of types (the value
/// changes), so only depth matters.
struct Nested: View {
  let levels: Int
  var body: some View {
    if levels > 0 {
      Nested(levels: levels - 1)
    } else {
      Text("bottom")
    }
  }
}

/// Keeps a closure that writes a view's `@State` property after the view's host is gone.
final class StateKeeper {
  var write: ((Int) -> Void)?
}

struct StateLeaker: View {
  @State var count = 0
  let keeper: StateKeeper
  var body: some View {
    let state = _count
    keeper.write = { state.wrappedValue = $0 }
    return Text("\(count)")
  }
}
