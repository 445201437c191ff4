import Foundation

// UIKit's extended string drawing: measuring and drawing with options, for plain strings with
// attributes and for attributed strings (Docs/Semantics/UIKit.md §90). Metrics are UIFont's
// approximate ones (one advance per character, `lineHeight` per line); drawing records the
// lines in the trace, no glyphs are painted.

/// How a string is measured and drawn (UIKit's `NSStringDrawingOptions`).
@available(iOS 6.0, *)
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The origin given is the top-left corner of the first line, and the text wraps at the
  /// width given; without it the text is one line and the origin is its baseline's.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line heights include the font's leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds rather than typographic bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// The last line that fits ends with an ellipsis when the text does not fit.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement or a drawing of a string did (UIKit's `NSStringDrawingContext`): the
/// scale it used and the rectangle the text occupied.
@available(iOS 6.0, *)
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may shrink to, to fit; 0 (no shrinking) by default.
  /// ScreenLab never shrinks text (``actualScaleFactor`` stays 1).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale of the last measurement or drawing: 1.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the text occupied in the last measurement or drawing; zero before.
  open internal(set) var totalBounds: CGRect = .zero

  override public init() { super.init() }
}

/// One string laid out for measuring or drawing: its lines and their bounding rectangle.
struct StringLayout {
  var lines: [String]
  var font: UIFont
  /// Relative to the origin given: the top-left corner of the first line with
  /// `usesLineFragmentOrigin`, its baseline otherwise.
  var rect: CGRect

  /// Lays out `text` in `font` within `size` (Docs/Semantics/UIKit.md §90): with
  /// `usesLineFragmentOrigin`, wrapped at the width and cut to the lines the height holds (at
  /// least one); otherwise one line above its baseline. A zero or negative dimension does not
  /// limit.
  init(_ text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions) {
    self.font = font
    guard !text.isEmpty else {
      lines = []
      rect = .zero
      return
    }
    let lineHeight = font.lineHeight
    if options.contains(.usesLineFragmentOrigin) {
      let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
      var lines = font.wrappedLines(of: text, width: width, lines: 0)
      let capacity = (size.height / lineHeight).rounded(.down)
      if size.height > 0, capacity < CGFloat(lines.count) {
        lines = Array(lines.prefix(max(1, Int(capacity))))
      }
      self.lines = lines
      let widest = lines.map { font.width(of: $0) }.max() ?? 0
      rect = CGRect(
        x: 0, y: 0, width: min(widest, width), height: CGFloat(lines.count) * lineHeight)
    } else {
      let line = font.wrappedLines(of: text, width: .greatestFiniteMagnitude, lines: 1)[0]
      lines = [line]
      rect = CGRect(
        x: 0, y: -font.ascender, width: font.width(of: line),
        height: font.ascender - font.descender)
    }
  }

  /// Records the drawing of the lines from `origin` (the top-left corner of the first line
  /// with `usesLineFragmentOrigin`, its baseline otherwise) through NSString's drawing.
  func draw(at origin: CGPoint, options: NSStringDrawingOptions) {
    let top = options.contains(.usesLineFragmentOrigin) ? origin.y : origin.y - font.ascender
    for (index, line) in lines.enumerated() {
      let point = CGPoint(x: origin.x, y: top + CGFloat(index) * font.lineHeight)
      (line as NSString).draw(at: point, withAttributes: [.font: font])
    }
  }
}

extension NSString {
  /// The rectangle the string occupies when drawn with `options` within `size` (UIKit's
  /// `boundingRect(with:options:attributes:context:)`); `context` receives it as its
  /// `totalBounds`.
  @available(iOS 7.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let layout = StringLayout(
      self as String, font: (attributes?[.font] as? UIFont) ?? UIFont.frameworkDefault,
      size: size, options: options)
    context?.totalBounds = layout.rect
    context?.actualScaleFactor = 1
    return layout.rect
  }

  /// Draws the string in `rect` with `options`: recorded in the trace, not painted.
  @available(iOS 7.0, *)
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    let layout = StringLayout(
      self as String, font: (attributes?[.font] as? UIFont) ?? UIFont.frameworkDefault,
      size: rect.size, options: options)
    context?.totalBounds = layout.rect.offsetBy(dx: rect.minX, dy: rect.minY)
    context?.actualScaleFactor = 1
    layout.draw(at: rect.origin, options: options)
  }
}

extension NSAttributedString {
  /// The font the string is laid out in: its first character's, or the 17-point system font
  /// (a label's rule, Docs/Semantics/UIKit.md §46; `size()`, in UITextInputTraits.swift, too).
  var layoutFont: UIFont { leadingFontAndColor.font ?? UIFont.frameworkDefault }

  /// Draws the string on one line with its top-left corner at `point`: recorded, not painted.
  @available(iOS 6.0, *)
  public func draw(at point: CGPoint) {
    guard length > 0 else { return }
    (string as NSString).draw(at: point, withAttributes: [.font: layoutFont])
  }

  /// Draws the string wrapped in `rect`: recorded, not painted.
  @available(iOS 6.0, *)
  public func draw(in rect: CGRect) {
    draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
  }

  /// The rectangle the string occupies when drawn with `options` within `size`; `context`
  /// receives it as its `totalBounds`.
  @available(iOS 6.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let layout = StringLayout(string, font: layoutFont, size: size, options: options)
    context?.totalBounds = layout.rect
    context?.actualScaleFactor = 1
    return layout.rect
  }

  /// Draws the string in `rect` with `options`: recorded in the trace, not painted.
  @available(iOS 6.0, *)
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    let layout = StringLayout(string, font: layoutFont, size: rect.size, options: options)
    context?.totalBounds = layout.rect.offsetBy(dx: rect.minX, dy: rect.minY)
    context?.actualScaleFactor = 1
    layout.draw(at: rect.origin, options: options)
  }
}
