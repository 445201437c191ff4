/// The fixed text metric of the layout pass: every character (grapheme cluster) is
/// ``characterWidth`` points wide and every line ``lineHeight`` points tall, whatever the font.
///
/// A `Text` is as wide as its longest line (lines split at `"\n"`) and as tall as its lines;
/// an empty text measures 0 × 0. Text never wraps: proposed less width than its natural width,
/// it takes the proposed width (it truncates) and keeps its height. The metric is a documented
/// simplification so frames are exact and reproducible on any machine.
public enum TextMetric {
  /// The width of one character: 8 points.
  public static let characterWidth: CGFloat = 8
  /// The height of one line: 17 points (the body style's line height).
  public static let lineHeight: CGFloat = 17

  /// The natural size of `string` under the metric.
  public static func size(of string: String) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: CGFloat(longest) * characterWidth, height: CGFloat(lines.count) * lineHeight)
  }
}

/// The fixed lengths of the layout pass.
public enum LayoutMetric {
  /// The default window: 390 × 844 points (an iPhone 14/15 in portrait; safe areas ignored).
  public static let defaultWindow = CGSize(width: 390, height: 844)
  /// The spacing between adjacent children of a stack without explicit spacing: 8 points
  /// (SwiftUI's is per pair of views; one value here, a simplification).
  public static let defaultSpacing: CGFloat = 8
  /// The padding per edge of `.padding()` without a length: 16 points.
  public static let defaultPadding: CGFloat = 16
  /// A `Spacer`'s minimum length along its stack's axis without `minLength`: 8 points.
  public static let spacerMinLength: CGFloat = 8
  /// The ideal size of shapes and colours (proposed `nil`): 10 × 10 points, as SwiftUI.
  public static let shapeIdealLength: CGFloat = 10
}
