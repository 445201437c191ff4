// SwiftUI's conversions between a text line style and UIKit's `NSUnderlineStyle`
// (Docs/Semantics/SwiftUICompatibility.md C.13).

extension Text.LineStyle {
  /// The line style of `nsUnderlineStyle`, or nil when it holds a style a `Text.LineStyle`
  /// cannot express: anything but one thin line (thick, double, none), or lines under words
  /// only. The pattern bits give the pattern; the colour is the text's.
  public init?(nsUnderlineStyle: NSUnderlineStyle) {
    let patternBits = nsUnderlineStyle.rawValue & 0x0F00
    guard nsUnderlineStyle.rawValue & ~0x0F00 == NSUnderlineStyle.single.rawValue,
      let pattern = Self.patterns.first(where: { $0.bits.rawValue == patternBits })?.pattern
    else { return nil }
    self.init(pattern: pattern)
  }

  /// Each pattern with its `NSUnderlineStyle` bits.
  static let patterns: [(pattern: Pattern, bits: NSUnderlineStyle)] = [
    (.solid, .patternSolid), (.dot, .patternDot), (.dash, .patternDash),
    (.dashDot, .patternDashDot), (.dashDotDot, .patternDashDotDot),
  ]
}

extension NSUnderlineStyle {
  /// One thin line in the pattern of `lineStyle` (its colour is not part of an
  /// `NSUnderlineStyle`).
  public init(_ lineStyle: Text.LineStyle) {
    let bits =
      Text.LineStyle.patterns.first(where: { $0.pattern == lineStyle.pattern })?.bits ?? []
    self = NSUnderlineStyle.single.union(bits)
  }
}
