import ScreenLab
import ScreenLabReport

/// Typed access to the options of one command, with messages that quote the input.
struct OptionReader {
  let options: [ParsedOption]
  /// The command whose help a usage error points to.
  let command: [String]

  /// The last value given for `name`.
  func value(_ name: String) -> String? {
    options.last { $0.name == name }?.value
  }

  func flag(_ name: String) -> Bool { options.contains { $0.name == name } }

  /// The choice the last value of `name` spells (its raw value, `--format svg`), nil when the
  /// option is not given; a word that spells none is refused with the valid ones, `what`
  /// naming the kind of word in the message (`unknown format 'x'; valid formats: …`).
  func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ what: String)
    throws(UsageError) -> Choice? where Choice.RawValue == String
  {
    guard let text = value(name) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      throw .unknown(what, text, choices: Choice.allCases.map(\.rawValue), in: command)
    }
    return choice
  }

  func invalid(_ name: String, _ reason: String) -> UsageError {
    UsageError(
      message: "invalid value '\(Quote.inline(value(name) ?? ""))' for '\(name)': \(reason)",
      command: command)
  }

  /// Refuses `times` (the values of `name`) where one is smaller than the one before it:
  /// `rule ('0.2' after '0.5')`.
  func requireNonDecreasing(_ name: String, _ times: [Double], _ rule: String)
    throws(UsageError)
  {
    for (earlier, later) in zip(times, times.dropFirst()) where later < earlier {
      throw invalid(
        name,
        "\(rule) ('\(NumberText.text(later))' after '\(NumberText.text(earlier))')")
    }
  }

  /// A finite number, optionally bounded below.
  ///
  /// - Parameters:
  ///   - atLeast: the smallest value accepted.
  ///   - positive: whether the value must be greater than 0.
  ///   - float: the name of the `Float` property the value is stored in (Core Animation's
  ///     `speed`), which must hold it; nil when it is stored as a `Double`.
  func number(
    _ name: String, atLeast minimum: Double? = nil, positive: Bool = false, float: String? = nil
  )
    throws(UsageError) -> Double?
  {
    guard let text = value(name) else { return nil }
    guard let number = Self.parse(text) else { throw invalid(name, "not a number") }
    guard number.isFinite else { throw invalid(name, "not a finite number") }
    if positive, number <= 0 { throw invalid(name, "must be positive") }
    if let minimum, number < minimum {
      throw invalid(
        name, minimum == 0 ? "must not be negative" : "must be at least \(minimum)")
    }
    if let float, let problem = Self.floatProblem(number, storedAs: float) {
      throw invalid(name, problem)
    }
    return number
  }

  /// A repeat count: a number at least 0, or `inf` for ever. Core Animation stores it as a
  /// `Float`.
  func repeatCount(_ name: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    if text == "inf" { return .infinity }
    guard let number = Self.parse(text) else { throw invalid(name, "not a number or 'inf'") }
    guard number.isFinite else {
      throw invalid(name, "not a finite number; use 'inf' to repeat for ever")
    }
    guard number >= 0 else { throw invalid(name, "must not be negative") }
    if let problem = Self.floatProblem(number, storedAs: "repeatCount") {
      throw invalid(name, problem + "; use 'inf' to repeat for ever")
    }
    return number
  }

  /// Why `number` cannot be stored as a `Float` named `what`, or nil when it can: it would
  /// become infinite (above `Float.greatestFiniteMagnitude`) or, not being 0, become 0
  /// (below `Float.leastNonzeroMagnitude`). Docs/CLI.md §3.
  static func floatProblem(_ number: Double, storedAs what: String) -> String? {
    let stored = Float(number)
    if !stored.isFinite {
      return "too large for \(what), which is stored as a Float (at most "
        + "\(Float.greatestFiniteMagnitude) in magnitude)"
    }
    if number != 0, stored == 0 {
      return "too small for \(what), which is stored as a Float: it would become 0 (give 0 or "
        + "at least \(Float.leastNonzeroMagnitude) in magnitude)"
    }
    return nil
  }

  /// A comma-separated list of finite numbers.
  func numbers(_ name: String) throws(UsageError) -> [Double]? {
    guard let text = value(name) else { return nil }
    var numbers: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Self.parse(String(item)) else {
        throw invalid(
          name, item.isEmpty ? "empty item" : "'\(Quote.inline(String(item)))' is not a number")
      }
      guard number.isFinite else {
        throw invalid(name, "'\(Quote.inline(String(item)))' is not a finite number")
      }
      numbers.append(number)
    }
    return numbers
  }

  /// Throws when `other` is given together with `option`.
  func reject(_ other: String, with option: String) throws(UsageError) {
    guard flag(other) else { return }
    throw UsageError(
      message: "'\(option)' cannot be combined with '\(other)'", command: command)
  }

  /// Throws when `option` is given without `required`.
  func require(_ required: String, for option: String) throws(UsageError) {
    guard flag(option), !flag(required) else { return }
    throw UsageError(message: "'\(option)' needs '\(required)'", command: command)
  }

  /// A number written in decimal or exponent notation; nil for anything else.
  static func parse(_ text: String) -> Double? {
    guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return nil }
    let lowered = text.lowercased()
    // `Double(_:)` also reads hexadecimal; a command line means decimal.
    if lowered.contains("0x") { return nil }
    return Double(text)
  }
}
