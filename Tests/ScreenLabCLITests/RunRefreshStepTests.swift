import Foundation
import ScreenLab
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// `screenlab run --refresh`: a pull to refresh of the hosted screen's refreshable list, its
/// handler run on the clock (Docs/Run.md §4, Docs/Semantics/SwiftUI.md §12.4).
@MainActor @Suite struct RunRefreshStepTests {
  @Test func refreshPullsTheListAndItsWriteLandsWhenTheClockReachesIt() throws {
    let result = RunDriver.run(
      [.view("PulledFeed") { PulledFeed() }],
      request: RunRequest(steps: [.refresh, .advance(0.25), .advance(0.25)]))
    let steps = try #require(result.hosted.first).steps
    #expect(steps.map(\.error) == [nil, nil, nil])
    // The handler sleeps 0.5 s from the pull, so only the second advance sees its write; a
    // step that changes nothing lists the screen as skipped (as `DelayedBanner`'s steps).
    #expect(
      steps.flatMap(\.lines) == [
        "yenile: - degisti | yeniden yok | atlanan PulledFeed",
        "ilerle-0.25s: - degisti | yeniden yok | atlanan PulledFeed",
        "ilerle-0.25s: loads degisti | yeniden PulledFeed yerel | atlanan yok",
      ])
  }

  @Test func refreshWithoutARefreshableListIsAnErrorOfThatStep() throws {
    let result = RunDriver.run(
      [.view("DelayedBanner") { DelayedBanner() }], request: RunRequest(steps: [.refresh]))
    let step = try #require(result.hosted.first?.steps.first)
    #expect(
      step.error
        == "--refresh: no List or ScrollView with a refresh action (.refreshable) in DelayedBanner"
    )
    #expect(step.lines.isEmpty)
  }

  @Test func theRefreshFlagIsAStepInItsPlace() throws {
    let parsed = try ParsedArguments([
      "run", "a.swift", "--advance", "1", "--refresh", "--refresh", "--tap", "Kaydet",
    ])
    let command = try RunCommand(words: ["a.swift"], options: parsed.commandOptions)
    #expect(command.steps == [.advance(1), .refresh, .refresh, .tap("Kaydet")])
  }
}

/// A list whose pull to refresh counts loads after half a second.
struct PulledFeed: View, @unchecked Sendable {
  @State private var loads = 0

  var body: some View {
    List {
      Text("Yüklendi: \(loads)")
    }
    .refreshable {
      try? await Task.sleep(for: .seconds(0.5))
      loads += 1
    }
  }
}
