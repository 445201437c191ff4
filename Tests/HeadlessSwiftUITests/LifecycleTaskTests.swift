import HeadlessSwiftUI
import Runtime
import Testing

// `.task`, `.task(id:)` and `.refreshable` on the virtual clock (Docs/Semantics/SwiftUI.md
// §12). `_Concurrency.Task`: this test module has a model type named `Task`.

/// Shows "bekliyor" until its task, one second after the view appeared, writes "hazir".
struct DelayedGreeting: View {
  @State var text = "bekliyor"
  var body: some View {
    Text(text)
      .task {
        try? await _Concurrency.Task.sleep(for: .seconds(1))
        text = "hazir"
      }
  }
}

/// A loader whose task writes its parent's status after one second, and logs its lifecycle;
/// `taskFirst` puts `.task` inside `.onAppear`/`.onDisappear` instead of outside.
struct Loader: View {
  @Binding var status: String
  let log: EventLog
  let taskFirst: Bool

  var body: some View {
    if taskFirst {
      Text("yukleniyor")
        .task { await load() }
        .onAppear { log.lines.append("onAppear") }
        .onDisappear { log.lines.append("onDisappear") }
    } else {
      Text("yukleniyor")
        .onAppear { log.lines.append("onAppear") }
        .onDisappear { log.lines.append("onDisappear") }
        .task { await load() }
    }
  }

  func load() async {
    log.lines.append("task basladi")
    do {
      try await _Concurrency.Task.sleep(for: .seconds(1))
      status = "yuklendi"
      log.lines.append("task bitti")
    } catch {
      log.lines.append(
        "iptal \(_Concurrency.Task.isCancelled) \(error is CancellationError)")
    }
  }
}

/// Hosts a ``Loader`` until "Kapat" is tapped.
struct LoaderScreen: View {
  @State var showsLoader = true
  @State var status = "bekliyor"
  let log: EventLog
  var taskFirst = false

  var body: some View {
    VStack {
      Text(status)
      Button("Kapat") { showsLoader = false }
      if showsLoader { Loader(status: $status, log: log, taskFirst: taskFirst) }
    }
  }
}

/// A search field whose `.task(id: query)` waits 300 ms before it searches: with
/// `checksCancellation`, a cancelled sleep ends the task; without, `try?` discards the
/// cancellation and the search runs at once.
struct DebouncedSearch: View {
  @State var query = ""
  @State var landed: [String] = []
  let checksCancellation: Bool
  let log: EventLog

  var body: some View {
    VStack {
      TextField("Ara", text: $query)
      Text(landed.joined(separator: ","))
    }
    .task(id: query) { [query] in
      if checksCancellation {
        do {
          try await _Concurrency.Task.sleep(for: .milliseconds(300))
        } catch {
          log.lines.append("iptal '\(query)'")
          return
        }
      } else {
        try? await _Concurrency.Task.sleep(for: .milliseconds(300))
      }
      landed.append(query)
    }
  }
}

/// A `.task(id:)` whose body also re-runs for a state that is not its id.
struct IDTaskScreen: View {
  @State var other = 0
  @State var id = 0
  let log: EventLog

  var body: some View {
    VStack {
      Text("diger \(other)")
      Button("Diger") { other += 1 }
      Button("Kimlik") { id += 1 }
    }
    .task(id: id) { [id] in log.lines.append("basladi \(id)") }
  }
}

/// Shows whether its environment has a refresh action, and calls it from a button, as
/// Apple's `RefreshAction` documentation does. `@unchecked Sendable`: ScreenLab's views are not
/// main-actor isolated as Apple's are (as `SleepingCounter`).
struct RefreshReader: View, @unchecked Sendable {
  @Environment(\.refresh) var refresh
  var body: some View {
    VStack {
      Text(refresh == nil ? "yenileme yok" : "yenileme var")
      Button("Yenile") { _Concurrency.Task { await refresh?() } }
    }
  }
}

/// A list that reloads (0.5 s) when pulled, when `refreshable`.
struct RefreshFeed: View {
  @State var loads = 0
  let refreshable: Bool

  var body: some View {
    if refreshable {
      List {
        Text("yukleme \(loads)")
        RefreshReader()
      }
      .refreshable {
        try? await _Concurrency.Task.sleep(for: .seconds(0.5))
        loads += 1
      }
    } else {
      List {
        Text("yukleme \(loads)")
        RefreshReader()
      }
    }
  }
}

@MainActor @Suite struct LifecycleTaskTests {
  @Test func aTaskThatSleepsOneSecondShowsItsValueOnlyAfterTheClockAdvancesOneSecond() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DelayedGreeting(), runtime: runtime)
      #expect(host.texts == ["bekliyor"])
      runtime.advance(to: 59.0 / 60)
      #expect(host.texts == ["bekliyor"])
      runtime.advance(frames: 1)
      #expect(host.texts == ["hazir"])
      // Inserted at t = 0, the task starts in the turn after, still at 0; its sleep ends at
      // 1 s, frame 60, and the write re-runs the body in that frame's turns.
      let runs = host.evaluations.filter { $0.view == "DelayedGreeting" }
      #expect(runs.count == 2)
      #expect(runs.last?.time == 1.0)
    }
  }

  @Test func aViewRemovedBeforeItsTaskEndsCancelsItAndTheStateStaysUnchanged() {
    for taskFirst in [false, true] {
      Runtime.withNew { runtime in
        let log = EventLog()
        let host = ViewHost(
          rootView: LoaderScreen(log: log, taskFirst: taskFirst), runtime: runtime)
        runtime.advance(to: 0.5)
        #expect(host.texts == ["bekliyor", "Kapat", "yukleniyor"])
        #expect(host.tap("Kapat"))
        runtime.advance(to: 2)
        #expect(host.texts == ["bekliyor", "Kapat"])
        // onAppear runs after the inserting update, the task's first statement in a later
        // turn, whichever modifier is outside; on removal onDisappear runs in the update and
        // the cancelled sleep throws in a later turn.
        #expect(log.lines == ["onAppear", "task basladi", "onDisappear", "iptal true true"])
        #expect(host.issues.isEmpty)
      }
    }
  }

  @Test func aHostThatGoesAwayCancelsTheTasksOfItsViews() {
    Runtime.withNew { runtime in
      let log = EventLog()
      do {
        let host = ViewHost(rootView: LoaderScreen(log: log), runtime: runtime)
        runtime.advance(to: 0.5)
        #expect(host.texts.first == "bekliyor")
      }
      runtime.advance(to: 2)
      #expect(log.lines == ["onAppear", "task basladi", "iptal true true"])
    }
  }

  @Test func aTaskLeftToFinishWritesItsParentsState() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(rootView: LoaderScreen(log: log), runtime: runtime)
      runtime.advance(to: 2)
      #expect(host.texts == ["yuklendi", "Kapat", "yukleniyor"])
      #expect(log.lines == ["onAppear", "task basladi", "task bitti"])
    }
  }

  @Test func aDebounceWithValuesFasterThanItsSleepLandsOnlyTheLastOne() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(
        rootView: DebouncedSearch(checksCancellation: true, log: log), runtime: runtime)
      for (time, text) in [(0.1, "a"), (0.2, "ab"), (0.25, "abc")] {
        runtime.advance(to: time)
        #expect(host.type(text, into: "Ara"))
      }
      runtime.advance(to: 0.5)
      #expect(host.texts == [""])
      runtime.advance(to: 1)
      #expect(host.texts == ["abc"])
      #expect(log.lines == ["iptal ''", "iptal 'a'", "iptal 'ab'"])
      // "abc" was typed at 0.25 s: its task sleeps until 0.55 s, frame 33.
      let landing = host.evaluations.filter { $0.view == "DebouncedSearch" }.last
      #expect(landing?.time == 33.0 / 60)
    }
  }

  @Test func aDebounceThatDiscardsCancellationWithTryQuestionMarkLandsEveryValue() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(
        rootView: DebouncedSearch(checksCancellation: false, log: log), runtime: runtime)
      for (time, text) in [(0.1, "a"), (0.2, "ab"), (0.25, "abc")] {
        runtime.advance(to: time)
        #expect(host.type(text, into: "Ara"))
      }
      // Each cancelled sleep throws at once, `try?` drops the error, and the task searches
      // its own query at the time it was cancelled; the last one after its 300 ms.
      runtime.advance(to: 0.5)
      #expect(host.texts == [",a,ab"])
      runtime.advance(to: 1)
      #expect(host.texts == [",a,ab,abc"])
    }
  }

  @Test func anUpdateWithAnEqualIDKeepsTheTaskAndANewIDRestartsIt() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(rootView: IDTaskScreen(log: log), runtime: runtime)
      host.settle()
      #expect(host.tap("Diger"))
      host.settle()
      #expect(host.texts.first == "diger 1")
      #expect(log.lines == ["basladi 0"])
      #expect(host.tap("Kimlik"))
      host.settle()
      #expect(log.lines == ["basladi 0", "basladi 1"])
    }
  }

  @Test func withoutRefreshableTheEnvironmentHasNoRefreshAndNothingOffersOne() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: RefreshFeed(refreshable: false), runtime: runtime)
      #expect(host.texts.contains("yenileme yok"))
      #expect(!host.refresh())
      #expect(!host.isRefreshing)
    }
  }

  @Test func pullingARefreshableListRunsItsActionOnTheClock() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: RefreshFeed(refreshable: true), runtime: runtime)
      #expect(host.texts.contains("yenileme var"))
      runtime.advance(to: 1)
      #expect(host.refresh())
      #expect(host.isRefreshing)
      // A list that is refreshing ignores another pull.
      #expect(!host.refresh())
      runtime.advance(to: 1.49)
      #expect(host.texts.first == "yukleme 0")
      #expect(host.isRefreshing)
      runtime.advance(to: 1.5)
      #expect(host.texts.first == "yukleme 1")
      #expect(!host.isRefreshing)
      #expect(host.refresh())
      runtime.advance(to: 3)
      #expect(host.texts.first == "yukleme 2")
    }
  }

  @Test func aCustomViewCallsTheRefreshActionFromItsEnvironment() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: RefreshFeed(refreshable: true), runtime: runtime)
      #expect(host.tap("Yenile"))
      runtime.advance(to: 0.5)
      #expect(host.texts.first == "yukleme 1")
      // Without `.refreshable` the action is nil and the call does nothing.
      let plain = ViewHost(rootView: RefreshFeed(refreshable: false), runtime: runtime)
      #expect(plain.tap("Yenile"))
      runtime.advance(to: 2)
      #expect(plain.texts.first == "yukleme 0")
    }
  }
}
