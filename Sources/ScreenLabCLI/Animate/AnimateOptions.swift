import ScreenLab

/// The options of `screenlab animate`, typed: what one scalar animation and its sampling
/// look like.
///
/// ``init(_:)`` turns each option's text into a value and rejects bad numbers and unknown
/// names; ``validate()`` checks the options against each other and against the engine (the
/// key, the end of the animation, the number of samples). Both throw ``UsageError``s that
/// quote the bad input.
struct AnimateOptions: Hashable {
  /// The kind of animation and the options only that kind has.
  enum Kind: Hashable {
    /// A `CABasicAnimation`.
    case basic
    /// A `CAKeyframeAnimation`.
    case keyframes(Keyframes)
    /// A `CASpringAnimation` from its physical parameters.
    case spring(SpringParameters)
    /// A `CASpringAnimation(perceptualDuration:bounce:)`.
    case perceptualSpring(duration: Double, bounce: Double)
  }

  /// The values and shape of a keyframe animation.
  struct Keyframes: Hashable {
    var values: [Double]
    var keyTimes: [Double]?
    var timingFunctions: [CAMediaTimingFunctionName]?
    var mode: CAAnimationCalculationMode = .linear
  }

  /// The physical parameters of `--spring`; omitted fields keep Core Animation's defaults.
  struct SpringParameters: Hashable {
    var mass = 1.0
    var stiffness = 100.0
    var damping = 10.0
    var velocity = 0.0
    var allowsOverdamping = false

    static let fields = ["mass", "stiffness", "damping", "velocity"]
  }

  /// A timing function: a named curve or four control points.
  enum Timing: Hashable {
    case named(CAMediaTimingFunctionName)
    case controlPoints(Double, Double, Double, Double)
  }

  /// The output format.
  enum Format: String, CaseIterable, Hashable {
    case text
    case json
    case svg
  }

  var key = "opacity"
  var model: Double?
  var kind = Kind.basic
  var from: Double?
  var to: Double?
  var by: Double?
  /// The basic duration; nil or 0 lets Core Animation substitute its default.
  var duration: Double?
  var timing: Timing?
  var begin: Double?
  var speed = 1.0
  var offset = 0.0
  var repeatCount = 0.0
  var repeatDuration = 0.0
  var autoreverses = false
  var additive = false
  var cumulative = false
  var fill = CAMediaTimingFillMode.removed
  var keep = false
  var fps = 60.0
  var until: Double?
  var at: [Double]?
  var format = Format.text

  /// The options as given, for messages that name them and for the SVG title.
  var given: [ParsedOption] = []

  /// The most samples one run may take.
  static let maximumSamples = 100_000
  /// The highest frame rate accepted.
  static let maximumFPS = 1000.0

  /// The options `animate` declares to the parser.
  static let declarations: [OptionDeclaration] = [
    .value("--key"), .value("--from"), .value("--to"), .value("--by"), .value("--model"),
    .value("--duration"), .value("--timing"), .value("--begin"), .value("--speed"),
    .value("--offset"), .value("--repeat"), .value("--repeat-duration"), .flag("--autoreverses"),
    .flag("--additive"), .flag("--cumulative"), .value("--fill"), .flag("--keep"),
    .value("--keyframes"), .value("--key-times"), .value("--timing-functions"), .value("--mode"),
    .value("--spring"), .flag("--allows-overdamping"), .value("--perceptual-duration"),
    .value("--bounce"), .value("--fps"), .value("--until"), .value("--at"), .value("--format"),
  ]

  /// Numeric key paths of `CALayer` to suggest; any other numeric key path works too.
  static let suggestedKeys = [
    "opacity", "cornerRadius", "borderWidth", "zPosition", "shadowOpacity", "shadowRadius",
    "position.x", "position.y", "bounds.size.width", "bounds.size.height",
    "transform.rotation.z", "transform.scale", "transform.translation.x",
  ]

  static let fillModes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]

  /// Reads every option's value; a later repetition of an option wins.
  ///
  /// - Throws: a ``UsageError`` for a value that is not a number, not finite, out of range,
  ///   or not one of the names the option accepts.
  init(_ options: [ParsedOption]) throws(UsageError) {
    given = options
    let reader = OptionReader(options: options)
    if let key = reader.value("--key") { self.key = key }
    model = try reader.number("--model")
    from = try reader.number("--from")
    to = try reader.number("--to")
    by = try reader.number("--by")
    duration = try reader.number("--duration", atLeast: 0)
    timing = try reader.value("--timing").map { text throws(UsageError) in
      try Self.timing(text, option: "--timing")
    }
    begin = try reader.number("--begin")
    speed = try reader.number("--speed", atLeast: 0, float: true) ?? 1
    offset = try reader.number("--offset") ?? 0
    repeatCount = try reader.repeatCount("--repeat") ?? 0
    repeatDuration = try reader.number("--repeat-duration", atLeast: 0) ?? 0
    autoreverses = reader.flag("--autoreverses")
    additive = reader.flag("--additive")
    cumulative = reader.flag("--cumulative")
    keep = reader.flag("--keep")
    if let text = reader.value("--fill") {
      guard let mode = Self.fillModes.first(where: { $0.rawValue == text }) else {
        throw .unknown("fill mode", text, choices: Self.fillModes.map(\.rawValue), in: ["animate"])
      }
      fill = mode
    }
    fps = try reader.number("--fps", positive: true) ?? 60
    if fps > Self.maximumFPS {
      throw reader.invalid(
        "--fps", "at most \(ScreenValue.number(Self.maximumFPS)) frames per second")
    }
    until = try reader.number("--until", atLeast: 0)
    at = try reader.numbers("--at")
    if let text = reader.value("--format") {
      guard let format = Format(rawValue: text) else {
        throw .unknown(
          "format", text, choices: Format.allCases.map(\.rawValue), in: ["animate"])
      }
      self.format = format
    }
    kind = try Self.kind(reader)
  }

  // MARK: - Reading the kind of animation

  private static func kind(_ reader: OptionReader) throws(UsageError) -> Kind {
    let keyframeOnly = ["--key-times", "--timing-functions", "--mode"]
    let springOnly = ["--allows-overdamping"]
    if let values = try reader.numbers("--keyframes") {
      for other in ["--from", "--to", "--by", "--spring", "--perceptual-duration", "--bounce"] {
        try reader.reject(other, with: "--keyframes")
      }
      for other in springOnly { try reader.require("--spring", for: other) }
      return .keyframes(try keyframes(values, reader))
    }
    for other in keyframeOnly { try reader.require("--keyframes", for: other) }
    if let text = reader.value("--spring") {
      for other in ["--perceptual-duration", "--bounce"] {
        try reader.reject(other, with: "--spring")
      }
      var parameters = try spring(text, reader)
      parameters.allowsOverdamping = reader.flag("--allows-overdamping")
      return .spring(parameters)
    }
    for other in springOnly { try reader.require("--spring", for: other) }
    if let duration = try reader.number("--perceptual-duration", positive: true) {
      let bounce = try reader.number("--bounce") ?? 0
      guard (-1...1).contains(bounce) else {
        throw reader.invalid("--bounce", "must be in [-1, 1]")
      }
      return .perceptualSpring(duration: duration, bounce: bounce)
    }
    try reader.require("--perceptual-duration", for: "--bounce")
    return .basic
  }

  private static func keyframes(_ values: [Double], _ reader: OptionReader) throws(UsageError)
    -> Keyframes
  {
    var frames = Keyframes(values: values)
    if let text = reader.value("--mode") {
      guard let mode = CAAnimationCalculationMode.all.first(where: { $0.rawValue == text }) else {
        throw .unknown(
          "mode", text, choices: CAAnimationCalculationMode.all.map(\.rawValue), in: ["animate"])
      }
      frames.mode = mode
    }
    if let times = try reader.numbers("--key-times") {
      // Core Animation asks one key time per value (n + 1 for discrete also works).
      let allowed = frames.mode == .discrete ? [values.count, values.count + 1] : [values.count]
      guard allowed.contains(times.count) else {
        throw reader.invalid(
          "--key-times",
          "\(times.count) key times for \(values.count) keyframes; give one per keyframe")
      }
      for time in times where !(0...1).contains(time) {
        throw reader.invalid("--key-times", "'\(ScreenValue.number(time))' is not in [0, 1]")
      }
      for (earlier, later) in zip(times, times.dropFirst()) where later < earlier {
        throw reader.invalid(
          "--key-times",
          "key times must not decrease ('\(ScreenValue.number(later))' after "
            + "'\(ScreenValue.number(earlier))')")
      }
      frames.keyTimes = times
    }
    if let text = reader.value("--timing-functions") {
      var names: [CAMediaTimingFunctionName] = []
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let name = CAMediaTimingFunctionName.all.first(where: { $0.rawValue == item }) else {
          throw .unknown(
            "timing function", String(item),
            choices: CAMediaTimingFunctionName.all.map(\.rawValue), in: ["animate"])
        }
        names.append(name)
      }
      guard names.count < values.count else {
        throw reader.invalid(
          "--timing-functions",
          "\(names.count) timing functions for \(values.count) keyframes; "
            + "give at most one per segment (\(values.count - 1))")
      }
      frames.timingFunctions = names
    }
    return frames
  }

  private static func spring(_ text: String, _ reader: OptionReader) throws(UsageError)
    -> SpringParameters
  {
    var parameters = SpringParameters()
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw reader.invalid(
          "--spring",
          "'\(pair)' is not field=value (fields: \(SpringParameters.fields.joined(separator: ", ")))"
        )
      }
      let field = String(parts[0])
      guard SpringParameters.fields.contains(field) else {
        throw .unknown("spring field", field, choices: SpringParameters.fields, in: ["animate"])
      }
      guard let value = OptionReader.parse(String(parts[1])), value.isFinite else {
        throw reader.invalid("--spring", "'\(parts[1])' is not a finite number")
      }
      switch field {
      case "mass":
        guard value > 0 else { throw reader.invalid("--spring", "mass must be positive") }
        parameters.mass = value
      case "stiffness":
        guard value > 0 else { throw reader.invalid("--spring", "stiffness must be positive") }
        parameters.stiffness = value
      case "damping":
        guard value >= 0 else {
          throw reader.invalid("--spring", "damping must not be negative")
        }
        parameters.damping = value
      default:
        parameters.velocity = value
      }
    }
    return parameters
  }

  /// Parses a timing function: a name or `x1,y1,x2,y2` with x1 and x2 in [0, 1].
  static func timing(_ text: String, option: String) throws(UsageError) -> Timing {
    if let name = CAMediaTimingFunctionName.all.first(where: { $0.rawValue == text }) {
      return .named(name)
    }
    guard text.contains(",") else {
      throw .unknown(
        "timing", text, choices: CAMediaTimingFunctionName.all.map(\.rawValue) + ["x1,y1,x2,y2"],
        in: ["animate"])
    }
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func invalid(_ reason: String) -> UsageError {
      UsageError(
        message: "invalid value '\(text)' for '\(option)': \(reason)", command: ["animate"])
    }
    guard items.count == 4 else {
      throw invalid("control points need exactly 4 numbers x1,y1,x2,y2, got \(items.count)")
    }
    var numbers: [Double] = []
    for item in items {
      guard let number = OptionReader.parse(item), number.isFinite else {
        throw invalid("'\(item)' is not a finite number")
      }
      numbers.append(number)
    }
    for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
      throw invalid("\(name) '\(items[index])' must be in [0, 1]")
    }
    return .controlPoints(numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

/// Typed access to the options of one command, with messages that quote the input.
struct OptionReader {
  let options: [ParsedOption]

  /// The last value given for `name`.
  func value(_ name: String) -> String? {
    options.last { $0.name == name }?.value
  }

  func flag(_ name: String) -> Bool { options.contains { $0.name == name } }

  func invalid(_ name: String, _ reason: String) -> UsageError {
    UsageError(
      message: "invalid value '\(value(name) ?? "")' for '\(name)': \(reason)",
      command: ["animate"])
  }

  /// A finite number, optionally bounded below.
  ///
  /// - Parameters:
  ///   - atLeast: the smallest value accepted.
  ///   - positive: whether the value must be greater than 0.
  ///   - float: whether the value must fit a `Float` (Core Animation stores it as one).
  func number(
    _ name: String, atLeast minimum: Double? = nil, positive: Bool = false, float: Bool = false
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
    if float, !Float(number).isFinite { throw invalid(name, "too large") }
    return number
  }

  /// A repeat count: a number at least 0, or `inf` for ever.
  func repeatCount(_ name: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    if text == "inf" { return .infinity }
    guard let number = Self.parse(text) else { throw invalid(name, "not a number or 'inf'") }
    guard number.isFinite, Float(number).isFinite else {
      throw invalid(name, "not a finite number; use 'inf' to repeat for ever")
    }
    guard number >= 0 else { throw invalid(name, "must not be negative") }
    return number
  }

  /// A comma-separated list of finite numbers.
  func numbers(_ name: String) throws(UsageError) -> [Double]? {
    guard let text = value(name) else { return nil }
    var numbers: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Self.parse(String(item)) else {
        throw invalid(name, item.isEmpty ? "empty item" : "'\(item)' is not a number")
      }
      guard number.isFinite else { throw invalid(name, "'\(item)' is not a finite number") }
      numbers.append(number)
    }
    return numbers
  }

  /// Throws when `other` is given together with `option`.
  func reject(_ other: String, with option: String) throws(UsageError) {
    guard flag(other) else { return }
    throw UsageError(
      message: "'\(option)' cannot be combined with '\(other)'", command: ["animate"])
  }

  /// Throws when `option` is given without `required`.
  func require(_ required: String, for option: String) throws(UsageError) {
    guard flag(option), !flag(required) else { return }
    throw UsageError(message: "'\(option)' needs '\(required)'", command: ["animate"])
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
