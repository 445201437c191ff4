import Foundation
import HeadlessSwiftUI
import Runtime
import ScreenLabTesting
import Testing

/// A failed assertion writes the HTML report of what it measured and says where
/// (Docs/Testing.md §10); a passing one writes nothing.
@MainActor @Suite struct FailureReportTests {
  /// A failing `expectRecomputes` on the counter (its model has no `@Published`, so nothing
  /// re-runs), with `options`; the failures and the call's line.
  func failingRecompute(_ options: TestingOptions) -> (failures: [ExpectationFailure], line: UInt) {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      let line = UInt(#line) + 3
      let failures = withTestingOptions(options) {
        collectFailures {
          expectRecomputes(
            host, label: "artir", during: { model.increment() },
            exactly: ["UnpublishedCounterScreen": .observed])
        }
      }
      return (failures, line)
    }
  }

  func files(under folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }.sorted()
  }

  @Test func aFailureWritesTheReportInTheFolderAndNamesItInTheMessage() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let (failures, line) = failingRecompute(TestingOptions(reportFolder: folder.url.path))
    let failure = try #require(failures.first)
    let expected = folder.url.appendingPathComponent(
      "FailureReportTests/aFailureWritesTheReportInTheFolderAndNamesItInTheMessage-L\(line).html"
    ).path
    // The measured lines stay as they were; the report's path is the message's last line.
    #expect(failure.message.hasPrefix("expectRecomputes: the views that re-ran differ"))
    #expect(failure.message.hasSuffix("\n  report: \(expected)"))
    #expect(files(under: folder.url).count == 1)
    let page = try #require(contents(expected))
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("measured: artir: - degisti | yeniden yok"))
    #expect(page.contains("id=\"filmstrip\""))
    #expect(page.contains("<svg"))
  }

  @Test func theEnvironmentsFolderIsUsedAndOffWritesNone() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let (failures, line) = failingRecompute(
      TestingOptions(environment: ["SCREENLAB_REPORT_DIR": folder.url.path]))
    let name = "theEnvironmentsFolderIsUsedAndOffWritesNone-L\(line).html"
    #expect(
      failures.first?.message.hasSuffix(
        "report: " + folder.url.appendingPathComponent("FailureReportTests/" + name).path)
        == true)
    #expect(files(under: folder.url) == ["FailureReportTests/" + name])
    let off = TemporaryFolder()
    defer { off.remove() }
    let (quiet, _) = failingRecompute(
      TestingOptions(
        environment: ["SCREENLAB_REPORT_DIR": off.url.path, "SCREENLAB_REPORT": "off"]))
    #expect(quiet.count == 1)
    #expect(quiet.first?.message.contains("report:") == false)
    #expect(files(under: off.url).isEmpty)
  }

  /// Collected failures that ask for no folder write nothing (the assertions' own tests
  /// collect failures by the hundred).
  @Test func collectedFailuresWriteNoReportUnlessAsked() {
    let (failures, _) = failingRecompute(TestingOptions(environment: [:]))
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("report") == false)
  }

  @Test func aPassingAssertionWritesNothing() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = withTestingOptions(TestingOptions(reportFolder: folder.url.path)) {
        collectFailures {
          expectBodyRuns(host, atMost: 10, during: { model.increment() })
        }
      }
      #expect(failures.isEmpty)
    }
    #expect(files(under: folder.url).isEmpty)
  }

  @Test func aFolderThatCannotBeMadeIsSaidInTheMessage() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let blocker = folder.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let (failures, _) = failingRecompute(TestingOptions(reportFolder: blocker.path))
    let last = try #require(failures.first?.message.split(separator: "\n").last)
    #expect(
      last.hasPrefix("  report not written: cannot write \(blocker.path)/FailureReportTests/"))
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
  }
}
