import HeadlessQuartzCore

/// How the CLI, the lessons and the report write a number (Docs/CLI.md §3).
///
/// Below 10¹⁵ in magnitude: at most six decimals, no trailing zeros (`1`, `0.5`,
/// `-0.333333`), exactly as ``ScreenValue/number(_:)`` writes it for the lessons. From 10¹⁵
/// on, where six decimals would be a long run of digits that are not really there (and where,
/// from about 1.8e302, scaling by 10⁶ overflows), the shortest text that reads back as the
/// same `Double`: Swift's `description`, e.g. `1e+39`, `1.7976931348623157e+308`. Both forms
/// are valid JSON numbers. Non-finite values are `nan`, `inf` and `-inf` in text; JSON writes
/// them as `null` (``json(_:)``).
package enum NumberText {
  /// The magnitude from which numbers are written in their shortest round-trip form.
  package static let roundTripThreshold = 1e15

  package static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    guard abs(value) < roundTripThreshold else { return value.description }
    return ScreenValue.number(value)
  }

  /// The number as a JSON value: `null` when it is not finite, which JSON cannot write.
  package static func json(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return text(value)
  }
}
