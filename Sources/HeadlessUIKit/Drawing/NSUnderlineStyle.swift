// The style of a line under or through attributed text (UIKit's `NSUnderlineStyle`, the value
// of `NSAttributedString.Key.underlineStyle` and `.strikethroughStyle`). Kept as data: the
// headless text is not drawn.

/// How a line under or through text is drawn: a style (single, thick, double), a pattern (solid,
/// dot, dash, dash-dot, dash-dot-dot) and whether it runs under words only. The raw values are
/// UIKit's, so a style read from an attributed string keeps its meaning.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the pattern bits all clear).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A dash followed by two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Under words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
