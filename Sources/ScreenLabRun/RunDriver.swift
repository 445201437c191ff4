import Foundation
import Measure
import Runtime
import ScreenLabReport

/// One view `screenlab run` can host: a SwiftUI view (a type with `init()`, or a preview
/// provider's `previews`), a UIKit view (`init(frame:)` or `init()`) or view controller
/// (`init()`), and how to make it (Docs/Run.md §3).
public struct RunCandidate {
  /// The type's name as written in the sources.
  public let name: String
  /// Whether it is hosted when no `--view` is given: a screen, which no other candidate's
  /// body uses.
  public let isScreen: Bool
  /// What `screenlab run` synthesized to make it (arguments, an injected environment object),
  /// as the generated call, or nil when the sources' own code makes it (Docs/Run.md §3).
  public let synthesized: String?
  /// Hosts the view and runs the request's steps; a recorder, when given, is attached to the
  /// runtime before the first step and finished while the runtime is alive.
  let host: (RunRequest, ReportRecorder?) -> HostedRun

  init(
    name: String, isScreen: Bool, synthesized: String? = nil,
    host: @escaping (RunRequest, ReportRecorder?) -> HostedRun
  ) {
    self.name = name
    self.isScreen = isScreen
    self.synthesized = synthesized
    self.host = host
  }

  /// Hosts it, the hosted run noting what was synthesized (`sentezlendi: …`, `synthesized:
  /// …`).
  func hosted(_ request: RunRequest, _ recorder: ReportRecorder?) -> HostedRun {
    var run = host(request, recorder)
    if let synthesized {
      run.note = (request.outputLanguage == .tr ? "sentezlendi: " : "synthesized: ") + synthesized
    }
    return run
  }
}

/// The driver of programs `screenlab run` compiles: hosts the candidates the request asks
/// for, runs its steps, and reports what they did (Docs/Run.md §4).
///
/// The program's generated `main.swift` lists the candidates found in the user's sources and
/// calls ``main(_:registerSelectors:)``; tests call ``run(_:request:)`` directly.
public enum RunDriver {
  /// Hosts the candidates `request` names (`view`), or every screen, each in a fresh runtime,
  /// and runs the request's steps on it.
  public static func run(_ candidates: [RunCandidate], request: RunRequest) -> RunResult {
    var result = RunResult(candidates: candidates.map(\.name))
    let chosen: [RunCandidate]
    if let name = request.view {
      guard let candidate = candidates.first(where: { $0.name == name }) else {
        let names = candidates.isEmpty ? "none" : candidates.map(\.name).joined(separator: ", ")
        result.error =
          "no view '\(name)' to host in the sources; views that can be hosted: \(names)"
        return result
      }
      chosen = [candidate]
    } else {
      let screens = candidates.filter(\.isScreen)
      chosen = screens.isEmpty ? candidates : screens
    }
    if chosen.isEmpty {
      result.error =
        "nothing to host: no View with init(), PreviewProvider, or UIView/UIViewController "
        + "subclass with init(frame:) or init() in the sources"
      return result
    }
    guard let command = request.reportCommand, chosen.count == 1 else {
      result.hosted = chosen.map { $0.hosted(request, nil) }
      return result
    }
    let language = request.outputLanguage
    let recorder = ReportRecorder(
      Report(title: chosen[0].name, command: command, language: language, frameRate: .hz60))
    result.hosted = [chosen[0].hosted(request, recorder)]
    recorder.lines(result.textLines())
    result.report = recorder.report.html()
    result.trace = recorder.report.chromeTrace()
    return result
  }

  /// The compiled program's entry point: reads the ``RunRequest`` JSON from the first
  /// argument, registers the selector table, runs, and writes the ``RunResult`` as JSON to the
  /// request's `resultPath` (standard output without one). Exits 0 when the result was
  /// written, 70 (`EX_SOFTWARE`) when the request was unreadable or the result unwritable.
  public static func main(_ candidates: [RunCandidate], registerSelectors: () -> Void) -> Never {
    registerSelectors()
    let arguments = CommandLine.arguments
    guard arguments.count == 2, let data = arguments[1].data(using: .utf8),
      let request = try? JSONDecoder().decode(RunRequest.self, from: data)
    else {
      FileHandle.standardError.write(Data("error: expected one RunRequest JSON argument\n".utf8))
      exit(70)
    }
    let result = run(candidates, request: request)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let json = try? encoder.encode(result) else { exit(70) }
    if let path = request.resultPath {
      do {
        try json.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        FileHandle.standardError.write(Data("error: cannot write the result to \(path)\n".utf8))
        exit(70)
      }
    } else {
      FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
    exit(0)
  }

  /// The step label: the control's text folded to lower-case ASCII words joined by `-`
  /// (`Etkin` gives `etkin`, `Ayrıntı` gives `ayrinti`), then what happened, in the output
  /// language: `etkin-degisti` / `etkin-changed` for a toggle, `-dokunuldu` / `-tapped` for a
  /// tap; `surukleme-suruyor` / `drag-ongoing` and `surukleme-bitti` / `drag-ended` for the two
  /// parts of a drag; `ilerle-0.5s` / `advance-0.5s` for the clock; `yenile` / `refresh` for a
  /// pull to refresh (Docs/Run.md §4).
  public static func label(for step: RunStep, language: Language, part: Int = 0) -> String {
    let turkish = language == .tr
    switch step {
    case .tap(let text): return slug(text) + (turkish ? "-dokunuldu" : "-tapped")
    case .toggle(let text): return slug(text) + (turkish ? "-degisti" : "-changed")
    case .drag:
      if part == 0 { return turkish ? "surukleme-suruyor" : "drag-ongoing" }
      return turkish ? "surukleme-bitti" : "drag-ended"
    case .advance(let seconds):
      return (turkish ? "ilerle-" : "advance-") + number(seconds) + "s"
    case .refresh: return turkish ? "yenile" : "refresh"
    }
  }

  /// The value that gave `step`, as written on the command line.
  static func value(of step: RunStep) -> String {
    switch step {
    case .tap(let text), .toggle(let text): return text
    case .advance(let seconds): return number(seconds)
    case .drag(let from, let to): return place(from) + ":" + place(to)
    case .refresh: return ""
    }
  }

  static func place(_ place: RunPlace) -> String {
    switch place {
    case .point(let x, let y): return number(x) + "," + number(y)
    case .offset(let dx, let dy): return "+" + number(dx) + "," + number(dy)
    case .view(let name): return name
    }
  }

  /// At most six decimals, no trailing zeros (the lessons' numbers).
  static func number(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `text` as lower-case ASCII words joined by `-`; Turkish letters fold to their base
  /// letter; `x` when nothing is left.
  static func slug(_ text: String) -> String {
    let folds: [Character: String] = [
      "ı": "i", "İ": "i", "ş": "s", "Ş": "s", "ğ": "g", "Ğ": "g", "ü": "u", "Ü": "u", "ö": "o",
      "Ö": "o", "ç": "c", "Ç": "c",
    ]
    var result = ""
    var pendingDash = false
    for character in text {
      let folded =
        folds[character]
        ?? String(character).folding(options: [.diacriticInsensitive], locale: nil).lowercased()
      for scalar in folded.unicodeScalars {
        if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
          if pendingDash, !result.isEmpty { result += "-" }
          pendingDash = false
          result.unicodeScalars.append(scalar)
        } else {
          pendingDash = true
        }
      }
    }
    return result.isEmpty ? "x" : result
  }

  /// What the runtime's trace says went wrong (its diagnostics), as text lines.
  static func diagnostics(_ runtime: Runtime) -> [String] {
    runtime.trace.events(.diagnostic).map(\.message)
  }
}
