import Foundation
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Runtime
import ScreenLabTesting
import Testing

/// Runs `body` with snapshots under `folder` and `environment` as the process environment.
func inFolder<T>(
  _ folder: TemporaryFolder, environment: [String: String] = [:], _ body: () throws -> T
) rethrows -> T {
  try withTestingOptions(
    TestingOptions(environment: environment, snapshotFolder: folder.url.path), body)
}

func contents(_ path: String) -> String? {
  FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

@MainActor @Suite struct SnapshotTests {
  /// The ring at four virtual times, in a fresh runtime (its own clock from 0).
  func ringFilmstrip(
    progress: CGFloat = 0.8, record: RecordMode? = nil, function: String = #function
  ) -> (SnapshotResult, [ExpectationFailure]) {
    Runtime.withNew { runtime in
      let ring = ProgressRing()
      ring.setProgress(progress)
      var result: SnapshotResult?
      let failures = collectFailures {
        result = assertSnapshot(
          of: ring.layer, at: [0, 0.1, 0.25, 1.0], record: record, function: function)
      }
      _ = runtime
      return (result ?? SnapshotResult.placeholder, failures)
    }
  }

  @Test func aMissingReferenceIsRecordedThenMatched() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let (first, firstFailures) = inFolder(folder) { ringFilmstrip(function: "ring()") }
    #expect(firstFailures.isEmpty)
    #expect(first.outcome == .recorded)
    let directory = folder.url.appendingPathComponent("__Snapshots__/SnapshotTests").path
    #expect(first.directory == directory)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(
      names == (1...4).flatMap { ["ring.\($0).svg", "ring.\($0).txt"] }.sorted())
    // The dump at t=0.1: linear strokeEnd from 0 to 0.8 over 0.25 s is 0.32 there.
    let second = contents(directory + "/ring.2.txt")
    #expect(second?.hasPrefix("t=0.1\nCAShapeLayer name=ProgressRing position=50,50 ") == true)
    #expect(second?.contains(" strokeEnd=0.32 ") == true)
    #expect(contents(directory + "/ring.4.txt")?.contains(" strokeEnd=0.8 ") == true)
    #expect(contents(directory + "/ring.1.svg")?.hasPrefix("<svg") == true)
    let (again, againFailures) = inFolder(folder) { ringFilmstrip(function: "ring()") }
    #expect(againFailures.isEmpty)
    #expect(again.outcome == .matched)
    #expect(again.texts == first.texts)
  }

  @Test func framesAreByteIdenticalAcrossRuns() {
    let one = TemporaryFolder()
    let two = TemporaryFolder()
    defer {
      one.remove()
      two.remove()
    }
    _ = inFolder(one) { ringFilmstrip(function: "same()") }
    _ = inFolder(two) { ringFilmstrip(function: "same()") }
    for n in 1...4 {
      for suffix in ["svg", "txt"] {
        let path = "__Snapshots__/SnapshotTests/same.\(n).\(suffix)"
        let a = FileManager.default.contents(atPath: one.url.appendingPathComponent(path).path)
        let b = FileManager.default.contents(atPath: two.url.appendingPathComponent(path).path)
        #expect(a != nil && a == b)
      }
    }
  }

  @Test func aDifferenceFailsWithTheDiffAndWritesTheNewFrameBesideTheReference() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    _ = inFolder(folder) { ringFilmstrip(function: "ring()") }
    let (result, failures) = inFolder(folder) { ringFilmstrip(progress: 0.4, function: "ring()") }
    #expect(result.outcome == .failed)
    let directory = result.directory
    let message = failures.first?.message ?? ""
    let lines = message.split(separator: "\n").map(String.init)
    // t=0 is the same (strokeEnd 0 at the start), the other three frames differ.
    #expect(lines.first == "assertSnapshot: 3 of 4 frames of ring failed")
    #expect(lines.contains("  frame 2 of 4 (t=0.1) differs from its reference"))
    #expect(lines.contains("    reference: \(directory)/ring.2.txt"))
    #expect(lines.contains("    new frame: \(directory)/ring.2.new.svg"))
    #expect(lines.contains { $0.hasPrefix("    - CAShapeLayer") && $0.contains("strokeEnd=0.32") })
    #expect(lines.contains { $0.hasPrefix("    + CAShapeLayer") && $0.contains("strokeEnd=0.16") })
    #expect(contents(directory + "/ring.2.new.svg")?.hasPrefix("<svg") == true)
    #expect(contents(directory + "/ring.2.new.txt")?.contains("strokeEnd=0.16") == true)
    #expect(!FileManager.default.fileExists(atPath: directory + "/ring.1.new.svg"))
    // The reference is kept.
    #expect(contents(directory + "/ring.2.txt")?.contains("strokeEnd=0.32") == true)
    // A later match removes the new frames.
    let (fixed, _) = inFolder(folder) { ringFilmstrip(function: "ring()") }
    #expect(fixed.outcome == .matched)
    #expect(!FileManager.default.fileExists(atPath: directory + "/ring.2.new.svg"))
  }

  @Test func underCIAMissingReferenceFailsAndNothingIsRecorded() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let (result, failures) = inFolder(folder, environment: ["CI": "true"]) {
      ringFilmstrip(function: "ring()")
    }
    #expect(result.outcome == .failed)
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first == "assertSnapshot: 4 of 4 frames of ring failed")
    #expect(
      lines.dropFirst().first
        == "  frame 1 of 4 (t=0) has no reference (CI=true: a missing reference fails "
        + "instead of being recorded)")
    #expect(!FileManager.default.fileExists(atPath: result.directory + "/ring.1.txt"))
    #expect(FileManager.default.fileExists(atPath: result.directory + "/ring.1.new.svg"))
  }

  @Test func recordModesComeFromTheCallThenTheEnvironment() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    // never: a missing reference fails, nothing recorded.
    let (never, neverFailures) = inFolder(folder, environment: ["SCREENLAB_RECORD": "never"]) {
      ringFilmstrip(function: "ring()")
    }
    #expect(never.outcome == .failed)
    #expect(neverFailures.first?.message.contains("has no reference (record mode never)") == true)
    #expect(!FileManager.default.fileExists(atPath: never.directory + "/ring.1.txt"))
    // The call's mode wins over the environment's.
    let (recorded, _) = inFolder(folder, environment: ["SCREENLAB_RECORD": "never"]) {
      ringFilmstrip(record: .missing, function: "ring()")
    }
    #expect(recorded.outcome == .recorded)
    // failed: a difference is re-recorded and fails once; the next run matches.
    let (failed, failedFailures) = inFolder(folder, environment: ["SCREENLAB_RECORD": "failed"]) {
      ringFilmstrip(progress: 0.4, function: "ring()")
    }
    #expect(failed.outcome == .failed)
    #expect(
      failedFailures.first?.message.contains(
        "frame 2 of 4 (t=0.1) differs from its reference (re-recorded, record mode failed)")
        == true)
    #expect(contents(failed.directory + "/ring.2.txt")?.contains("strokeEnd=0.16") == true)
    let (next, nextFailures) = inFolder(folder) { ringFilmstrip(progress: 0.4, function: "ring()") }
    #expect(next.outcome == .matched && nextFailures.isEmpty)
    // all: rewrites matching references silently.
    let (all, allFailures) = inFolder(folder) {
      ringFilmstrip(progress: 0.4, record: .all, function: "ring()")
    }
    #expect(all.outcome == .matched && allFailures.isEmpty)
  }

  @Test func aBadRecordModeOrBadTimesFailWithOneLineAndWriteNothing() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let (_, bad) = inFolder(folder, environment: ["SCREENLAB_RECORD": "sometimes"]) {
      ringFilmstrip(function: "ring()")
    }
    #expect(
      bad.map(\.message) == [
        "assertSnapshot: SCREENLAB_RECORD='sometimes' is not a record mode (expected one of "
          + "never, missing, failed, all); nothing was written"
      ])
    let times = inFolder(folder) {
      Runtime.withNew { _ in
        let ring = ProgressRing()
        return collectFailures {
          assertSnapshot(of: ring.layer, at: [0, 0.5, 0.25], function: "times()")
          assertSnapshot(of: ring.layer, at: [0, -1], function: "times()")
        }
      }
    }
    #expect(
      times.map(\.message) == [
        "assertSnapshot: times [0, 0.5, 0.25] are not strictly ascending; nothing rendered",
        "assertSnapshot: time -1 in [0, -1] is not a finite number of seconds from now, 0 or "
          + "more; nothing rendered",
      ])
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("__Snapshots__").path))
  }

  @Test func anUnwritableFolderFailsNamingThePath() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    // `__Snapshots__` exists as a file, so no folder can be made under it.
    let blocker = folder.url.appendingPathComponent("__Snapshots__")
    try Data("not a folder".utf8).write(to: blocker)
    let (result, failures) = inFolder(folder) { ringFilmstrip(function: "ring()") }
    #expect(result.outcome == .failed)
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first == "assertSnapshot: the files of ring could not be written")
    #expect(
      lines.last?.hasPrefix("  cannot write \(blocker.path)/SnapshotTests/ring.1.txt: ") == true)
    #expect(contents(blocker.path) == "not a folder")
  }

  @Test func aHostAndAViewAreSnapshotToo() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    inFolder(folder) {
      Runtime.withNew { runtime in
        let model = CounterModel()
        let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
        model.increment()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
        let window = show(badge, runtime)
        let failures = collectFailures {
          let screen = assertSnapshot(of: host, named: "after one", function: "counter()")
          #expect(screen.baseName == "counter-after_one")
          #expect(screen.texts.first?.contains("Text \"Count: 1\"") == true)
          #expect(screen.texts.first?.contains("\nframes\n  CounterScreen ") == true)
          let view = assertSnapshot(of: badge, at: [0], function: "badge()")
          #expect(view.texts == ["t=0\nBadgeView position=50,8 bounds=0,0 100×16 draw=1 count=0\n"])
        }
        #expect(failures.isEmpty)
        _ = window
      }
    }
  }
}

@Observable private final class LeavingRows {
  var items = ["a", "b"]
}

private struct LeavingRowList: View {
  let rows: LeavingRows
  var body: some View {
    VStack {
      ForEach(rows.items, id: \.self) { item in
        Text(item).transition(.opacity)
      }
    }
  }
}

@MainActor @Suite struct LeavingDumpTests {
  /// A view leaving under its removal transition is on screen: the host's dump lists it under
  /// `leaving` with its frame and presented transition values, until it is gone
  /// (Docs/Semantics/SwiftUI.md §11.4).
  @Test func aLeavingViewIsInTheHostDumpWhileItAnimatesOut() {
    Runtime.withNew { runtime in
      let rows = LeavingRows()
      let host = ViewHost(rootView: LeavingRowList(rows: rows), runtime: runtime)
      #expect(!SnapshotDump.text(of: host).contains("leaving"))
      #expect(host.leavingViews.isEmpty)
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = rows.items.removeLast() } }
      runtime.advance(frames: 6)
      let leaving = host.leavingViews
      #expect(leaving.count == 1)
      #expect(leaving.first?.name == "LeavingRowList")
      #expect((leaving.first?.frame?.width ?? 0) > 0)
      #expect(leaving.first?.transition.map(\.property) == ["transition.opacity"])
      let opacity = leaving.first?.transition.first?.value.first ?? -1
      #expect(abs(opacity - 0.5) < 1e-9)
      let dump = SnapshotDump.text(of: host)
      #expect(dump.contains("\nleaving\n  LeavingRowList "))
      #expect(dump.hasSuffix(" transition.opacity=0.5"))
      runtime.advance(frames: 12)
      #expect(host.leavingViews.isEmpty)
      #expect(!SnapshotDump.text(of: host).contains("leaving"))
    }
  }
}

extension SnapshotResult {
  static let placeholder = SnapshotResult(outcome: .failed, directory: "", baseName: "", texts: [])
}
