// The HTML report a failed assertion writes of what it measured (Docs/Testing.md §10).
import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabReport
import Testing

/// What an assertion measured, kept for the report its failure writes: the runtime's trace,
/// the SwiftUI host's updates and presented values, pictures of the screen.
///
/// Made only when an assertion fails; nothing of it runs on success.
struct FailureSubject {
  /// Fills in the report from what was measured.
  let fill: (ReportRecorder) -> Void

  /// A SwiftUI host: the screen now, the trace, the updates, the animated values.
  @MainActor
  static func host<Content: View>(_ host: ViewHost<Content>) -> FailureSubject {
    FailureSubject { recorder in
      let runtime = host.runtime
      recorder.frame(
        Report.Frame(
          time: runtime.now, turn: runtime.turnCount, svg: host.svg(background: .white)))
      recorder.finish(runtime, host: host)
    }
  }

  /// A runtime and the pictures already painted of it (the snapshot's frames).
  static func runtime(_ runtime: Runtime, frames: [Report.Frame]) -> FailureSubject {
    FailureSubject { recorder in
      for frame in frames { recorder.frame(frame) }
      recorder.finish(runtime)
    }
  }
}

/// Where a failure's report goes and whether one is written (Docs/Testing.md §10).
///
/// - `SCREENLAB_REPORT=off` (or `0`, `never`, `false`) writes none; unset, empty or `on`
///   writes one for each failure recorded with the test framework. Success never writes one.
/// - The folder is `TestingOptions.reportFolder`, else `SCREENLAB_REPORT_DIR` (for CI: a
///   folder kept as the job's artifact), else `.build/screenlab-reports` of the calling
///   file's package (`__Reports__` beside the file outside a package); inside it,
///   `<TestFile>/<test>-L<line>.html`.
/// - Failures collected with `collectFailures(_:)` (or another options recorder) write a
///   report only when the options ask explicitly: a `reportFolder`, or an injected
///   `environment` that sets `SCREENLAB_REPORT_DIR`.
enum FailureReport {
  static let offValues: Set<String> = ["off", "0", "never", "false", "no"]

  /// The file for a failure at `site` in the test named `test`; nil when no report is
  /// written.
  static func location(
    site: CallSite, test: String?, options: TestingOptions, collected: Bool
  ) -> URL? {
    let environment = options.effectiveEnvironment
    if let mode = environment["SCREENLAB_REPORT"], offValues.contains(mode.lowercased()) {
      return nil
    }
    let injectedFolder = options.environment?["SCREENLAB_REPORT_DIR"].flatMap {
      $0.isEmpty ? nil : $0
    }
    if collected, options.reportFolder == nil, injectedFolder == nil { return nil }
    let base: URL
    if let folder = options.reportFolder {
      base = URL(fileURLWithPath: folder)
    } else if let folder = environment["SCREENLAB_REPORT_DIR"], !folder.isEmpty {
      base = URL(fileURLWithPath: folder)
    } else {
      base = PackageFolders.reportFolder(for: URL(fileURLWithPath: site.path))
    }
    let testFile = URL(fileURLWithPath: site.path).deletingPathExtension().lastPathComponent
    let name = (test.map(fileName) ?? "") + (test == nil ? "" : "-") + "L\(site.line)"
    return base.appendingPathComponent(testFile).appendingPathComponent(name + ".html")
  }

  /// A test's name as a file name: letters, digits, `_` and `-`, the rest dropped
  /// (`counterRecomputes()` gives `counterRecomputes`).
  static func fileName(_ test: String) -> String {
    let kept = test.unicodeScalars.filter {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || $0 == "_" || $0 == "-"
    }
    let name = String(String.UnicodeScalarView(kept))
    return name.isEmpty ? "test" : name
  }

  /// Writes the report of `subject` for `failure` to `url`; the line the message gains.
  static func write(_ subject: FailureSubject, failure: ExpectationFailure, to url: URL)
    -> String
  {
    let language = TestingOptions.current.language
    let recorder = ReportRecorder(
      Report(
        title: "\(failure.assertion) · \(failure.callSite)",
        command: "\(failure.assertion) at \(failure.callSite)", language: language,
        frameRate: .hz60))
    subject.fill(recorder)
    recorder.lines(failure.message.split(separator: "\n").map(String.init))
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(recorder.report.html().utf8).write(to: url, options: .atomic)
      return "report: \(url.path)"
    } catch {
      return "report not written: cannot write \(url.path): \(error.localizedDescription)"
    }
  }
}
