import Foundation

// UIKit's additions to attributed-string keys and to NSString for measuring and drawing text
// (Docs/RealCode.md, "Text drawing"). Metrics are UIFont's approximate ones; drawing records
// the text in the trace, no glyphs are painted.

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

extension NSString {
  /// The size of the string on one line in the attributes' font (17-point system by default):
  /// ``UIFont/width(of:)`` by ``UIFont/lineHeight``.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = (attributes?[.font] as? UIFont) ?? UIFont.frameworkDefault
    return CGSize(width: font.width(of: self as String), height: font.lineHeight)
  }

  /// Draws the string with its top-leading corner at `point`: recorded in the trace (`draw`
  /// events), not painted.
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    if let tally = DrawPassTally.current {
      tally.counts.textRuns += 1
      tally.drew(area: CGRect(origin: point, size: size(withAttributes: attributes)))
    }
    Runtime.current.record(
      .draw, "draw text \"\(self as String)\" at (\(point.x), \(point.y))")
  }

  /// Draws the string in `rect`: recorded in the trace, not painted.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    if let tally = DrawPassTally.current {
      tally.counts.textRuns += 1
      tally.drew(area: rect)
    }
    Runtime.current.record(.draw, "draw text \"\(self as String)\" in \(rect)")
  }
}
