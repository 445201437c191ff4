import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// The invalidation rules of Docs/Semantics/SwiftUI.md §2.1 and §2.2, each measured from execution.
@MainActor
struct InvalidationRuleTests {
  @Test func equalWriteDoesNothing() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      let report = host.measure("ayni") { host.write("count", 0) }
      #expect(report.recomputes.isEmpty)
      #expect(report.line() == "ayni: - degisti | yeniden yok | atlanan CounterScreen,Static")
    }
  }

  @Test(arguments: [1, 2, 5])
  func writesInOneTurnCoalesceIntoOneEvaluation(writes: Int) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      let before = host.evaluations.count
      for value in 1...writes { host.write("count", value) }
      host.settle()
      #expect(host.evaluations.count - before == 1)
      #expect(host.updateCount == 1)
      #expect(host.texts.first == "\(writes)")
    }
  }

  @Test func writesThatEndWhereTheyStartedDoNothing() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      let report = host.measure("gidip-donen") {
        host.write("count", 7)
        host.write("count", 0)
      }
      #expect(report.recomputes.isEmpty)
    }
  }

  @Test func writesApplyOnTheNextTurnNotImmediately() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      host.write("count", 3)
      #expect(host.texts.first == "0")
      #expect(host.read("count", as: Int.self) == 3)
      runtime.advance(frames: 1)
      #expect(host.texts.first == "3")
    }
  }

  @Test func viewWithoutInputsRunsOnce() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CounterScreen(), runtime: runtime)
      for value in 1...4 {
        host.write("count", value)
        host.settle()
      }
      #expect(host.evaluations.filter { $0.view == "Static" }.count == 1)
      #expect(host.evaluations.filter { $0.view == "CounterScreen" }.count == 5)
    }
  }

  @Test func ownerThatOnlyForwardsTheBindingIsNotRerun() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Forwarder(), runtime: runtime)
      let report = host.measure("yaz") { host.write("value", 1, in: "Forwarder") }
      #expect(report.line() == "yaz: value degisti | yeniden Reader ebeveyn | atlanan Forwarder")
    }
  }

  @Test func childHoldingAClosureRerunsWithItsParent() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ClosureParent(), runtime: runtime)
      let report = host.measure("sayi") { host.write("count", 1) }
      #expect(
        report.line()
          == "sayi: count degisti | yeniden ClosureParent yerel, ClosureChild ebeveyn | atlanan Static"
      )
    }
  }

  @Test func branchSwitchInsertsAndRemovesApartFromRecomputes() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BranchScreen(), runtime: runtime)
      let report = host.measure("ayrinti-acildi") { host.write("showsDetail", true) }
      #expect(
        report.line()
          == "ayrinti-acildi: showsDetail degisti | yeniden BranchScreen yerel | atlanan yok")
      #expect(report.inserted == ["DetailCounter"])
      #expect(report.removed == ["Static"])
      #expect(report.identityLine() == "ayrinti-acildi: eklenen DetailCounter | kaldirilan Static")
      #expect(report.identityLine(.en) == "ayrinti-acildi: inserted DetailCounter | removed Static")
    }
  }

  @Test func newIdentityRecreatesState() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: IdentityScreen(), runtime: runtime)
      host.tap("say 0")
      host.settle()
      #expect(host.texts == ["say 1"])
      let report = host.measure("kimlik") { host.write("generation", 1) }
      #expect(report.inserted == ["DetailCounter"])
      #expect(report.removed == ["DetailCounter"])
      #expect(host.texts == ["say 0"])
    }
  }

  @Test func forEachIdsKeepStateWhenRowsMoveAndInsertOrRemoveRows() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ListScreen(), runtime: runtime)
      host.write("marks", 5, in: "RowView")
      host.settle()
      #expect(host.texts == ["a 5", "b 0", "c 0"])
      let moved = host.measure("tasindi") {
        host.write("items", [Item(id: 3, title: "c"), Item(id: 1, title: "a")])
      }
      #expect(host.texts == ["c 0", "a 5"])
      #expect(moved.removed == ["RowView"])
      #expect(moved.inserted.isEmpty)
      #expect(moved.recomputes.map(\.view) == ["ListScreen"])
      let added = host.measure("eklendi") {
        host.write(
          "items", [Item(id: 3, title: "c"), Item(id: 1, title: "a"), Item(id: 4, title: "d")])
      }
      #expect(added.inserted == ["RowView"])
      #expect(added.skipped == ["RowView", "RowView"])
      #expect(host.texts == ["c 0", "a 5", "d 0"])
    }
  }

  @Test func equatableViewUsesItsOwnEquality() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ParityScreen(), runtime: runtime)
      for _ in 0..<2 {
        let current = host.read("number", as: Int.self) ?? 0
        host.write("number", current + 2)
        host.settle()
      }
      let equatable = host.evaluations.filter { $0.view == "ParityLabel" }.count
      let plain = host.evaluations.filter { $0.view == "PlainParityLabel" }.count
      #expect(equatable == 1)
      #expect(plain == 3)
    }
  }

  @Test func environmentChangeRerunsOnlyReadersOfTheChangedKey() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ThemeScreen(), runtime: runtime)
      let report = host.measure("tema") { host.write("dark", true) }
      #expect(
        report.line()
          == "tema: dark degisti | yeniden ThemeScreen yerel, SchemeLabel ortam | atlanan FontLabel,Static"
      )
      #expect(host.texts.first == "koyu")
    }
  }

  @Test func hostEnvironmentWriteRerunsReaders() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          SchemeLabel()
          FontLabel()
        }, runtime: runtime)
      let report = host.measure("olcek") { host.setEnvironment(\.fontScale, 1.5) }
      #expect(
        report.line() == "olcek: fontScale degisti | yeniden FontLabel ortam | atlanan SchemeLabel")
      let same = host.measure("ayni-olcek") { host.setEnvironment(\.fontScale, 1.5) }
      #expect(same.recomputes.isEmpty)
    }
  }

  @Test func observableRerunsOnlyReadersOfTheMutatedProperty() {
    Runtime.withNew { runtime in
      let profile = Profile()
      let host = ViewHost(rootView: ProfileScreen(profile: profile), runtime: runtime)
      let age = host.measure("yas", key: "age") { host.perform { profile.age += 1 } }
      #expect(
        age.line() == "yas: age degisti | yeniden AgeLabel gozlem | atlanan ProfileScreen,NameLabel"
      )
      let ignored = host.measure("onbellek", key: "cache") { host.perform { profile.cache += 1 } }
      #expect(ignored.recomputes.isEmpty)
      let name = host.measure("ad", key: "name") { host.perform { profile.name = "Grace" } }
      #expect(name.recomputes.map(\.view) == ["NameLabel"])
      #expect(host.texts == ["Grace 1", "37"])
    }
  }

  @Test func observableObjectRerunsEveryHolderOnEveryAnnouncement() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: StoreScreen(), runtime: runtime)
      let report = host.measure("etiket") {
        host.perform { (host.stateObject(Store.self))?.label = "y" }
      }
      #expect(
        report.line()
          == "etiket: label degisti | yeniden StoreScreen gozlem, StoreCount gozlem, StoreLabel gozlem | atlanan Static"
      )
      let equal = host.measure("ayni-etiket") {
        host.perform { (host.stateObject(Store.self))?.label = "y" }
      }
      #expect(equal.recomputes.count == 3)
      let silent = host.measure("yayinsiz") {
        host.perform { (host.stateObject(Store.self))?.unpublished += 1 }
      }
      #expect(silent.recomputes.isEmpty)
      #expect(host.texts == ["0", "y", "sabit"])
    }
  }

  @Test func stateObjectIsCreatedOncePerIdentity() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: StoreScreen(), runtime: runtime)
      let first = host.stateObject(Store.self)
      host.perform { first?.count = 4 }
      host.settle()
      #expect(host.stateObject(Store.self) === first)
      #expect(host.texts == ["4", "x", "sabit"])
    }
  }
}

/// Equal writes to `@Observable` properties: the toolchain's macro decides (Docs/Semantics/SwiftUI.md §2.2,
/// "version-dependent"); this pins what Swift 6.3's Observation does.
@MainActor
struct ObservationEqualWriteTests {
  @Test func equalWriteToAnObservablePropertyRerunsNothingOnSwift63() {
    Runtime.withNew { runtime in
      let profile = Profile()
      let host = ViewHost(rootView: ProfileScreen(profile: profile), runtime: runtime)
      let report = host.measure("ayni-yas", key: "age") { host.perform { profile.age = 36 } }
      #expect(report.recomputes.isEmpty)
    }
  }
}
