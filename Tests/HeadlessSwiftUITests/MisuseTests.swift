import HeadlessSwiftUI
import Runtime
import Testing

/// Misuse is reported as SwiftUI reports it (issue item 6).
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
    }
  }
}

struct NeedsStore: View {
  @EnvironmentObject var store: Store
  var body: some View { Text(store.label) }
}

/// Misuse SwiftUI answers with a crash crashes here too.
struct TrappingMisuseTests {
  @Test func missingEnvironmentObjectStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      Runtime.withNew { runtime in
        _ = ViewHost(rootView: NeedsStore(), runtime: runtime)
      }
    }
  }

  @Test func providedEnvironmentObjectIsFound() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NeedsStore().environmentObject(Store()), runtime: runtime)
      #expect(host.texts == ["x"])
    }
  }
}
