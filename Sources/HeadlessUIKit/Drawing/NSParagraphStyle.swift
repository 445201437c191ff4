import Foundation

// Paragraph attributes of attributed text (UIKit's `NSParagraphStyle`,
// `NSMutableParagraphStyle`) and the empty attributed string Apple's Foundation makes with
// `init()` (Docs/Semantics/UIKit.md §46). The values are kept for the `.paragraphStyle`
// attribute; ScreenLab's text layout does not read them.

/// The writing direction of a paragraph (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// A paragraph's spacing, indents, alignment and line breaking (UIKit's `NSParagraphStyle`),
/// read-only; ``NSMutableParagraphStyle`` sets them. Every value starts at Apple's default:
/// zero spacings and indents, `.natural` alignment, `.byWordWrapping`, no line height limits.
open class NSParagraphStyle: CustomStringConvertible {
  var values = Values()

  struct Values: Equatable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var alignment: NSTextAlignment = .natural
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var hyphenationFactor: Float = 0
    var baseWritingDirection: NSWritingDirection = .natural
  }

  public init() {}

  /// A style with every default (a new one each time; the styles are values to copy).
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  open var lineSpacing: CGFloat { values.lineSpacing }
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  open var alignment: NSTextAlignment { values.alignment }
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  open var headIndent: CGFloat { values.headIndent }
  open var tailIndent: CGFloat { values.tailIndent }
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  open var hyphenationFactor: Float { values.hyphenationFactor }
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }

  /// An immutable copy.
  open func copy() -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy.
  open func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  public var description: String {
    "<\(Self.self) alignment \(values.alignment) lineSpacing \(values.lineSpacing) "
      + "headIndent \(values.headIndent) firstLineHeadIndent \(values.firstLineHeadIndent)>"
  }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }

  /// Takes every value of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    values = other.values
  }
}

extension NSAttributedString {
  /// An empty attributed string, as Apple's Foundation makes with `init()` (NSObject's
  /// initializer; swift-corelibs-foundation declares only `init(string:)` and the others, so
  /// `NSMutableAttributedString()` would not compile). The parameter only stands in for
  /// `init()`: an extension cannot re-declare NSObject's initializer.
  public convenience init(_ empty: Void = ()) {
    self.init(string: "")
  }
}
