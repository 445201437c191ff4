import Foundation
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Runtime
import ScreenLabTesting
import Testing

/// The example app's three planted bugs (Examples/CounterApp, `COUNTERAPP_BUGS`), reproduced by
/// this target's twins of its views: each assertion the example uses fails, recorded as a Swift
/// Testing issue at the call, with the message Docs/Testing.md §8 documents (and that
/// Scripts/example-counterapp.sh looks for in the example's own run).
@MainActor @Suite struct PlantedBugTests {
  /// Whether `issue` carries `message` on one of its lines.
  nonisolated func says(_ issue: Issue, _ message: String) -> Bool {
    issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
      .contains { $0.trimmingCharacters(in: .whitespaces) == message }
  }

  @Test func aRemovedPublishedFailsTheRecomputeAndSyncAssertions() {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      let folder = TemporaryFolder()
      defer { folder.remove() }
      withKnownIssue {
        withTestingOptions(TestingOptions(reportFolder: folder.url.path)) {
          _ = expectRecomputes(
            host, during: { model.increment() },
            exactly: ["UnpublishedCounterScreen": .observed, "CountLabel": .parent])
        }
      } matching: { issue in
        says(issue, "expectRecomputes: the views that re-ran differ from the expected ones")
      }
      withKnownIssue {
        expectSync(
          model: ["count": "Count: \(model.count)"],
          screen: .text(of: host, ["count": "CountLabel"]))
      } matching: { issue in
        says(
          issue, "senkron | UnpublishedCounterScreen.count: model=Count: 1 ekran=Count: 0 -> bayat")
      }
    }
  }

  @Test func aMissingSetNeedsDisplayFailsTheDrawnSyncAssertion() {
    Runtime.withNew { runtime in
      let badge = StaleBadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
      let window = show(badge, runtime)
      badge.count = 3
      runtime.runTurn()
      withKnownIssue {
        expectSync(drawnBy: badge, keys: ["count"])
      } matching: { issue in
        says(issue, "senkron | StaleBadgeView.count: model=3 ekran=0 -> bayat")
      }
      _ = window
    }
  }

  @Test func anAnimationWithoutAModelWriteFailsTheSnapBackAssertion() {
    Runtime.withNew { _ in
      let ring = ProgressRing(writesModel: false)
      ring.setProgress(0.8)
      withKnownIssue {
        expectNoSnapBack(layer: ring.layer, key: "progress")
      } matching: { issue in
        says(issue, "expectNoSnapBack: strokeEnd of ProgressRing jumps when its animation ends")
      }
    }
  }
}
