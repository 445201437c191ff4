// Filmstrip snapshots: SVG frames and text dumps at virtual times, compared by their text
// (Docs/Testing.md §7).
import Foundation
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import ScreenLabReport

/// When a snapshot assertion writes its reference files (Docs/Testing.md §7.2).
///
/// Set per call (`record:`), else by the environment variable `SCREENLAB_RECORD`
/// (`never`, `missing`, `failed`, `all`), else `missing`. Under `CI=true` a missing reference
/// fails instead of being recorded, whatever the mode.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Never write a reference: a missing one fails.
  case never
  /// Record a reference that does not exist yet (the default); compare the others.
  case missing
  /// Also overwrite a reference that differs (the assertion still fails once, with the diff).
  case failed
  /// Write every reference (a differing one still fails once, with the diff).
  case all
}

/// What one snapshot assertion did.
public struct SnapshotResult: Sendable, Hashable {
  /// How it ended.
  public enum Outcome: String, Sendable, Hashable {
    /// Every frame's text equals its reference.
    case matched
    /// References were written where none existed, and nothing else differed.
    case recorded
    /// The assertion failed (a difference, a missing reference that could not be recorded,
    /// bad times or a bad `SCREENLAB_RECORD`).
    case failed
  }

  public let outcome: Outcome
  /// The folder of the reference files (`…/__Snapshots__/<TestFile>`).
  public let directory: String
  /// The reference base name (`<test>` or `<test>-<name>`): frame n is `<base>.<n>.txt|.svg`.
  public let baseName: String
  /// The frames' texts, as compared.
  public let texts: [String]

  public init(outcome: Outcome, directory: String, baseName: String, texts: [String]) {
    self.outcome = outcome
    self.directory = directory
    self.baseName = baseName
    self.texts = texts
  }
}

/// Renders `host` at each of `times` (seconds after now on its virtual clock) as an SVG frame
/// and a text dump (`SnapshotDump.text(of:)`), and compares every dump with
/// `__Snapshots__/<Target>/<TestFile>/<test>.<n>.txt` in the `Tests` folder of the calling
/// file's package, or
/// `__Snapshots__/<TestFile>/…` beside it when that folder exists (Docs/Testing.md §7.1).
///
/// Writes follow the ``RecordMode``. On a difference the message shows a line diff
/// (`-` reference, `+` measured) and the new frame is written beside the reference as
/// `<test>.<n>.new.svg` (with `.new.txt`) for a person to look at; a later match removes them.
/// The clock is left at the last time.
///
/// - Parameters:
///   - times: ascending, finite, not negative (`[0, 0.1, 0.25, 1.0]`).
///   - name: tells apart several snapshots in one test (`<test>-<name>.<n>`).
///   - record: the mode for this call (overrides `SCREENLAB_RECORD`).
@discardableResult
@MainActor
public func assertSnapshot<Content: View>(
  of host: ViewHost<Content>, at times: [Double] = [0], named name: String? = nil,
  record: RecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
  filmstrip(
    runtime: host.runtime, times: times, name: name, record: record,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    function: function
  ) {
    host.settle()
    return (host.svg(), SnapshotDump.text(of: host))
  }
}

/// Renders `view` (its layer tree, `SVGRenderer.render(_:background:)`) at each of `times`;
/// see the host form of `assertSnapshot(of:at:named:record:fileID:filePath:function:line:column:)`.
@discardableResult
@MainActor
public func assertSnapshot(
  of view: UIView, at times: [Double] = [0], named name: String? = nil,
  record: RecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
  filmstrip(
    runtime: view.layer.runtime, times: times, name: name, record: record,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    function: function
  ) { (SVGRenderer.render(view), SnapshotDump.text(of: view)) }
}

/// Renders `layer` and its sublayers (`SVGRenderer.render(layer:background:)`) at each of
/// `times`; see the host form.
@discardableResult
@MainActor
public func assertSnapshot(
  of layer: CALayer, at times: [Double] = [0], named name: String? = nil,
  record: RecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
  filmstrip(
    runtime: layer.runtime, times: times, name: name, record: record,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    function: function
  ) { (SVGRenderer.render(layer: layer), SnapshotDump.text(of: layer)) }
}

// MARK: - The filmstrip

/// The reference files of one snapshot.
struct SnapshotFiles {
  let directory: URL
  let baseName: String

  init(filePath: String, function: String, name: String?) {
    let file = URL(fileURLWithPath: filePath)
    if let folder = TestingOptions.current.snapshotFolder {
      directory = URL(fileURLWithPath: folder).appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    } else {
      directory = PackageFolders.snapshotDirectory(for: file)
    }
    let test = String(function.prefix { $0 != "(" })
    baseName = Self.sanitized(test) + (name.map { "-" + Self.sanitized($0) } ?? "")
  }

  func url(_ frame: Int, _ suffix: String) -> URL {
    directory.appendingPathComponent("\(baseName).\(frame).\(suffix)")
  }

  /// Letters, digits, `_` and `-` kept; anything else (a space, a slash) becomes `_`.
  static func sanitized(_ text: String) -> String {
    let kept = text.map { character -> Character in
      character.isASCII && (character.isLetter || character.isNumber || character == "-")
        ? character : "_"
    }
    return kept.isEmpty ? "_" : String(kept)
  }
}

/// The record mode and CI flag from the call and the environment, or the message for a bad
/// `SCREENLAB_RECORD`.
func resolveRecordMode(_ record: RecordMode?, environment: [String: String]) -> (
  mode: RecordMode, isCI: Bool, error: String?
) {
  let ci = environment["CI"].map { ["true", "1", "yes"].contains($0.lowercased()) } ?? false
  if let record { return (record, ci, nil) }
  guard let value = environment["SCREENLAB_RECORD"], !value.isEmpty else {
    return (.missing, ci, nil)
  }
  guard let mode = RecordMode(rawValue: value.lowercased()) else {
    let names = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    return (
      .never, ci,
      "assertSnapshot: SCREENLAB_RECORD='\(value)' is not a record mode (expected one of "
        + "\(names)); nothing was written"
    )
  }
  return (mode, ci, nil)
}

@MainActor
func filmstrip(
  runtime: Runtime, times: [Double], name: String?, record: RecordMode?, site: CallSite,
  function: String, render: () -> (svg: String, text: String)
) -> SnapshotResult {
  let files = SnapshotFiles(filePath: site.path, function: function, name: name)
  var painted: [Report.Frame] = []
  func fail(_ message: String, texts: [String] = []) -> SnapshotResult {
    recordFailure(
      "assertSnapshot", message, at: site, subject: .runtime(runtime, frames: painted))
    return SnapshotResult(
      outcome: .failed, directory: files.directory.path, baseName: files.baseName, texts: texts)
  }
  let listed = "[" + times.map { ScreenValue.number($0) }.joined(separator: ", ") + "]"
  guard !times.isEmpty else { return fail("assertSnapshot: no times given; nothing rendered") }
  if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) {
    return fail(
      "assertSnapshot: time \(ScreenValue.number(bad)) in \(listed) is not a finite number "
        + "of seconds from now, 0 or more; nothing rendered")
  }
  if zip(times, times.dropFirst()).contains(where: { $0 >= $1 }) {
    return fail(
      "assertSnapshot: times \(listed) are not strictly ascending; nothing rendered")
  }
  let resolved = resolveRecordMode(record, environment: TestingOptions.current.effectiveEnvironment)
  if let error = resolved.error { return fail(error) }
  let mode = resolved.mode

  // Render the frames.
  let start = runtime.now
  var frames: [(svg: String, text: String)] = []
  for time in times {
    let target = start + time
    // What the screen shows at a time is the state its turn committed: finish the turn in
    // progress (the writes and animations of the caller's code) before the first frame.
    runtime.advance(to: max(target, runtime.now))
    let (svg, dump) = render()
    frames.append((svg, "t=\(ScreenValue.number(time))\n" + dump + "\n"))
    painted.append(Report.Frame(time: runtime.now, turn: runtime.turnCount, svg: svg))
  }
  let texts = frames.map(\.text)

  // Compare each frame with its reference.
  let manager = FileManager.default
  var problems: [String] = []
  var recorded = false
  var writeError: String?
  func write(_ text: String, to url: URL) {
    do {
      try manager.createDirectory(at: files.directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      writeError = writeError ?? "cannot write \(url.path): \(error.localizedDescription)"
    }
  }
  let count = frames.count
  for (offset, frame) in frames.enumerated() {
    let n = offset + 1
    let reference = files.url(n, "txt")
    let newSVG = files.url(n, "new.svg")
    let newText = files.url(n, "new.txt")
    let heading = "frame \(n) of \(count) (t=\(ScreenValue.number(times[offset])))"
    guard let data = manager.contents(atPath: reference.path) else {
      if mode == .never || resolved.isCI {
        write(frame.svg, to: newSVG)
        write(frame.text, to: newText)
        let why =
          mode == .never
          ? "record mode never" : "CI=true: a missing reference fails instead of being recorded"
        problems += [
          "\(heading) has no reference (\(why))",
          "  reference: \(reference.path)", "  new frame: \(newSVG.path)",
        ]
      } else {
        write(frame.text, to: reference)
        write(frame.svg, to: files.url(n, "svg"))
        recorded = true
      }
      continue
    }
    let old = String(decoding: data, as: UTF8.self)
    if old == frame.text {
      if mode == .all { write(frame.svg, to: files.url(n, "svg")) }
      try? manager.removeItem(at: newSVG)
      try? manager.removeItem(at: newText)
      continue
    }
    let diff = contextDiff(LineDiff.lines(expected: old, measured: frame.text))
    if mode == .failed || mode == .all {
      write(frame.text, to: reference)
      write(frame.svg, to: files.url(n, "svg"))
      try? manager.removeItem(at: newSVG)
      try? manager.removeItem(at: newText)
      problems += ["\(heading) differs from its reference (re-recorded, record mode \(mode))"]
      problems += ["  reference: \(reference.path)"]
    } else {
      write(frame.svg, to: newSVG)
      write(frame.text, to: newText)
      problems += [
        "\(heading) differs from its reference",
        "  reference: \(reference.path)", "  new frame: \(newSVG.path)",
      ]
    }
    problems += diff.map { "  " + $0 }
  }
  if let writeError { problems.append(writeError) }
  guard problems.isEmpty else {
    let failing = problems.filter { $0.hasPrefix("frame ") }.count
    let summary =
      failing == 0
      ? "assertSnapshot: the files of \(files.baseName) could not be written"
      : "assertSnapshot: \(failing) of \(count) frame\(count == 1 ? "" : "s") of "
        + "\(files.baseName) failed"
    return fail(([summary] + problems).joined(separator: "\n  "), texts: texts)
  }
  if recorded {
    print("assertSnapshot: recorded \(files.baseName) (\(count) frames) in \(files.directory.path)")
  }
  return SnapshotResult(
    outcome: recorded ? .recorded : .matched, directory: files.directory.path,
    baseName: files.baseName, texts: texts)
}

/// The changed lines of a diff with two lines of context around each change; `…` marks
/// the lines left out.
func contextDiff(_ lines: [String], context: Int = 2) -> [String] {
  let changed = lines.indices.filter { !lines[$0].hasPrefix("  ") }
  var keep = Set<Int>()
  for index in changed {
    for near in max(0, index - context)...min(lines.count - 1, index + context) {
      keep.insert(near)
    }
  }
  var result: [String] = []
  var skipped = false
  for index in lines.indices {
    if keep.contains(index) {
      result.append(lines[index])
      skipped = false
    } else if !skipped {
      result.append("…")
      skipped = true
    }
  }
  return result
}
