import ScreenLab
import ScreenLabReport

// Reading which animation `animate` builds: basic, keyframes or spring, with the options only
// that kind accepts.

extension AnimateOptions {
  static func kind(_ reader: OptionReader) throws(UsageError) -> Kind {
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
        throw reader.invalid("--key-times", "'\(NumberText.text(time))' is not in [0, 1]")
      }
      try reader.requireNonDecreasing("--key-times", times, "key times must not decrease")
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
    var given = Set<String>()
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw reader.invalid(
          "--spring",
          "'\(Quote.inline(String(pair)))' is not field=value (fields: \(SpringParameters.fields.joined(separator: ", ")))"
        )
      }
      let field = String(parts[0])
      guard SpringParameters.fields.contains(field) else {
        throw .unknown("spring field", field, choices: SpringParameters.fields, in: ["animate"])
      }
      // As an option may be given once (Docs/CLI.md §2), so may a field: no silent last one.
      guard given.insert(field).inserted else {
        throw reader.invalid("--spring", "field '\(field)' given more than once; give it once")
      }
      guard let value = OptionReader.parse(String(parts[1])), value.isFinite else {
        throw reader.invalid(
          "--spring", "'\(Quote.inline(String(parts[1])))' is not a finite number")
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
}
