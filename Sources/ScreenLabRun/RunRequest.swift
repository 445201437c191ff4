import Foundation
import Measure

/// What `screenlab run` asks of the program it compiled: which view to host, the steps to run
/// on it in order, the output language and whether to paint the screen (Docs/Run.md §4).
///
/// The CLI encodes it as JSON and passes it as the program's one argument; the program
/// answers with a ``RunResult`` as JSON on standard output.
public struct RunRequest: Codable, Hashable, Sendable {
  /// The candidate to host (`--view`); nil hosts every screen (Docs/Run.md §3).
  public var view: String?
  /// The steps, in the order they were given.
  public var steps: [RunStep]
  /// `tr` or `en`.
  public var language: String
  /// Whether to paint each hosted screen as SVG (`--svg`).
  public var svg: Bool
  /// Where the program writes its ``RunResult`` (nil: standard output). A file keeps the
  /// result apart from what the hosted code prints.
  public var resultPath: String?
  /// The command line a report names (`--report`, `--trace`); nil records no report. When
  /// set and one view is hosted, the driver records that run and hands back the page and the
  /// trace in ``RunResult/report`` and ``RunResult/trace`` (Docs/Run.md §9).
  public var reportCommand: String?

  public init(
    view: String? = nil, steps: [RunStep] = [], language: Language = .tr, svg: Bool = false,
    resultPath: String? = nil, reportCommand: String? = nil
  ) {
    self.resultPath = resultPath
    self.reportCommand = reportCommand
    self.view = view
    self.steps = steps
    self.language = language.rawValue
    self.svg = svg
  }

  /// The output language (Turkish unless `en`).
  public var outputLanguage: Language { Language(rawValue: language) ?? .tr }
}

/// One step of a run: what a user does, or the clock moving (Docs/Run.md §4).
public enum RunStep: Codable, Hashable, Sendable {
  /// `--tap LABEL`: the control (button, tappable view; UIKit: button or label) whose text is
  /// `LABEL`.
  case tap(String)
  /// `--toggle LABEL`: the toggle whose label is `LABEL`.
  case toggle(String)
  /// `--drag FROM:TO`: a finger from one place to another in 0.25 s, sampled at 240 Hz.
  case drag(from: RunPlace, to: RunPlace)
  /// `--advance SECONDS`: the virtual clock moves on; main-queue blocks, timers and display
  /// links due in that time run.
  case advance(Double)
  /// `--refresh`: pulls to refresh the first `List` or `ScrollView` that has a refresh action
  /// (SwiftUI's `refreshable(action:)`; Docs/Semantics/SwiftUI.md §12.4). The handler starts
  /// in the next turn; what it writes after a sleep lands in a later `--advance`.
  case refresh

  /// The option that gives this step.
  public var option: String {
    switch self {
    case .tap: return "--tap"
    case .toggle: return "--toggle"
    case .drag: return "--drag"
    case .advance: return "--advance"
    case .refresh: return "--refresh"
    }
  }

  /// Reads the value of `option` (`--tap`, `--toggle`, `--drag`, `--advance`; `--refresh`
  /// takes none).
  ///
  /// - Throws: a ``RunStepError`` saying what is wrong with the value.
  public static func parse(option: String, value: String) throws(RunStepError) -> RunStep {
    switch option {
    case "--tap", "--toggle":
      guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw RunStepError(option: option, value: value, reason: "expected a LABEL")
      }
      return option == "--tap" ? .tap(value) : .toggle(value)
    case "--advance":
      guard let seconds = RunPlace.number(value), seconds >= 0 else {
        throw RunStepError(
          option: option, value: value, reason: "expected a number of seconds, 0 or more")
      }
      guard seconds <= 3600 else {
        throw RunStepError(option: option, value: value, reason: "at most 3600 seconds")
      }
      return .advance(seconds)
    case "--refresh":
      return .refresh
    case "--drag":
      guard let colon = value.lastIndex(of: ":") else {
        throw RunStepError(
          option: option, value: value,
          reason: "expected FROM:TO, each a point X,Y or a view name; TO may be +DX,DY")
      }
      let fromText = String(value[..<colon])
      let toText = String(value[value.index(after: colon)...])
      guard let from = RunPlace.parse(fromText, relative: false) else {
        throw RunStepError(
          option: option, value: value,
          reason: "FROM '\(fromText)' is not a point X,Y or a view name")
      }
      guard let to = RunPlace.parse(toText, relative: true) else {
        throw RunStepError(
          option: option, value: value,
          reason: "TO '\(toText)' is not a point X,Y, an offset +DX,DY or a view name")
      }
      return .drag(from: from, to: to)
    default:
      throw RunStepError(option: option, value: value, reason: "not a step option")
    }
  }
}

/// Why a step's value was refused.
public struct RunStepError: Error, Hashable, Sendable {
  public let option: String
  public let value: String
  public let reason: String
}

/// Where a drag starts or ends: a point in the window, a view (its centre), or, for the end,
/// an offset from the start.
public enum RunPlace: Codable, Hashable, Sendable {
  case point(x: Double, y: Double)
  case view(String)
  case offset(dx: Double, dy: Double)

  /// Where this place is: a point as given, an offset from `start` (nil without one), a view
  /// where `locate` finds it.
  func point(start: CGPoint?, locate: (String) -> CGPoint?) -> CGPoint? {
    switch self {
    case .point(let x, let y): return CGPoint(x: x, y: y)
    case .offset(let dx, let dy):
      guard let start else { return nil }
      return CGPoint(x: start.x + dx, y: start.y + dy)
    case .view(let name): return locate(name)
    }
  }

  /// `X,Y`, `+DX,DY` (when `relative`) or a view name; nil otherwise.
  static func parse(_ text: String, relative: Bool) -> RunPlace? {
    var body = Substring(text)
    let isOffset = body.hasPrefix("+")
    if isOffset {
      guard relative else { return nil }
      body = body.dropFirst()
    }
    let parts = body.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 2, let x = number(String(parts[0])), let y = number(String(parts[1])) {
      guard abs(x) <= 100_000, abs(y) <= 100_000 else { return nil }
      return isOffset ? .offset(dx: x, dy: y) : .point(x: x, y: y)
    }
    guard !isOffset, !text.isEmpty,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "." }),
      text.first?.isNumber == false
    else { return nil }
    return .view(text)
  }

  /// A finite decimal number (`1`, `-0.5`, `2e-3`); no hexadecimal, `nan` or `inf`.
  static func number(_ text: String) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text),
      value.isFinite
    else { return nil }
    return value == 0 ? 0 : value
  }
}
