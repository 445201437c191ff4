import ScreenLab
import ScreenLabReport

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
  /// The most frames the clock may run through to reach the last `--at` time.
  static let maximumFrames = 1_000_000
  /// The highest frame rate accepted.
  static let maximumFPS = 1000.0

  /// The options `animate` declares to the parser.
  static let declarations: [OptionDeclaration] =
    [
      .value("--key"), .value("--from"), .value("--to"), .value("--by"), .value("--model"),
      .value("--duration"), .value("--timing"), .value("--begin"), .value("--speed"),
      .value("--offset"), .value("--repeat"), .value("--repeat-duration"), .flag("--autoreverses"),
      .flag("--additive"), .flag("--cumulative"), .value("--fill"), .flag("--keep"),
      .value("--keyframes"), .value("--key-times"), .value("--timing-functions"), .value("--mode"),
      .value("--spring"), .flag("--allows-overdamping"), .value("--perceptual-duration"),
      .value("--bounce"), .value("--fps"), .value("--until"), .value("--at"), .value("--format"),
    ] + ReportOptions.declarations

  /// Numeric key paths of `CALayer` to suggest; any other numeric key path works too.
  static let suggestedKeys = [
    "opacity", "cornerRadius", "borderWidth", "zPosition", "shadowOpacity", "shadowRadius",
    "position.x", "position.y", "bounds.size.width", "bounds.size.height",
    "transform.rotation.z", "transform.scale", "transform.translation.x",
  ]

  static let fillModes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]

  /// Reads every option's value (the parser has already refused an option given twice).
  ///
  /// - Throws: a ``UsageError`` for a value that is not a number, not finite, out of range,
  ///   or not one of the names the option accepts.
  init(_ options: [ParsedOption]) throws(UsageError) {
    // The report's files are not the animation's options (nor the plot's title).
    given = options.filter { !ReportOptions.names.contains($0.name) }
    let reader = OptionReader(options: options, command: ["animate"])
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
    speed = try reader.number("--speed", atLeast: 0, float: "speed") ?? 1
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
        "--fps", "at most \(NumberText.text(Self.maximumFPS)) frames per second")
    }
    until = try reader.number("--until", atLeast: 0)
    at = try reader.numbers("--at")
    if let format: Format = try reader.choice("--format", "format") { self.format = format }
    kind = try Self.kind(reader)
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
        message: "invalid value '\(Quote.inline(text))' for '\(option)': \(reason)",
        command: ["animate"])
    }
    guard items.count == 4 else {
      throw invalid("control points need exactly 4 numbers x1,y1,x2,y2, got \(items.count)")
    }
    var numbers: [Double] = []
    for item in items {
      guard let number = OptionReader.parse(item), number.isFinite else {
        throw invalid("'\(Quote.inline(item))' is not a finite number")
      }
      // CAMediaTimingFunction(controlPoints:) takes Floats.
      if let problem = OptionReader.floatProblem(number, storedAs: "a control point") {
        throw invalid("'\(Quote.inline(item))' is \(problem)")
      }
      numbers.append(number)
    }
    for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
      throw invalid("\(name) '\(items[index])' must be in [0, 1]")
    }
    return .controlPoints(numbers[0], numbers[1], numbers[2], numbers[3])
  }
}
