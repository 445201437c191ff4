/// A view that shows text (UIKit's `UILabel`).
///
/// Text is laid out with ``UIFont``'s approximate metrics (no glyphs: ScreenLab has no font
/// files). Drawing records each laid-out line, with its rectangle, in ``drawnLines`` and in
/// the trace (category `draw`); it paints nothing into the context (Docs/RealCode.md, UIKit).
///
/// As in UIKit, changing ``text``, ``font`` or ``numberOfLines`` invalidates the intrinsic
/// content size and requests display; ``textColor`` and ``textAlignment`` request display
/// only. Setting the same text again requests nothing. The content mode is `.redraw` (the
/// text is laid out again when the bounds change), and a label is not opaque and ignores
/// touches by default, as UIKit's.
open class UILabel: UIView {
  private var _text: String?
  private var _font = UIFont.systemFont(ofSize: 17)
  private var _numberOfLines = 1

  /// The lines the last `draw(_:)` laid out, in the label's coordinates.
  public var drawnLines: [(text: String, rect: CGRect)] { drawn.lines }
  /// Held by reference: recording lines is not a change of the label's state (the display
  /// cycle reports stored properties that `draw(_:)` changes).
  private let drawn = DrawnText()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The text; nil and the empty string show nothing.
  open var text: String? {
    get { _text }
    set {
      guard newValue != _text else { return }
      _text = newValue
      contentDidChange(affectsSize: true)
    }
  }

  /// The text with the label's font and colour. Setting it sets ``text`` to its string and
  /// takes the font and colour of its first character when it has them
  /// (Docs/Semantics/UIKit.md §46).
  open var attributedText: NSAttributedString? {
    get {
      guard let _text else { return nil }
      return NSAttributedString(
        string: _text, attributes: [.font: _font, .foregroundColor: textColor as Any])
    }
    set {
      let leading = newValue?.leadingFontAndColor
      if let font = leading?.font { self.font = font }
      if let color = leading?.color { textColor = color }
      text = newValue?.string
    }
  }

  /// The font (17-point system font by default). Never nil: setting nil restores the default.
  // Apple's declared type (`var font: UIFont!`), which code written for UIKit relies on.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! {
    get { _font }
    set {
      let font = newValue ?? UIFont.systemFont(ofSize: 17)
      guard font != _font else { return }
      _font = font
      contentDidChange(affectsSize: true)
    }
  }

  /// The text colour (`.label` by default).
  // Apple's declared type (`var textColor: UIColor!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! = .label {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the text's shadow; nil (no shadow) by default. Recorded: text is not drawn.
  open var shadowColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The offset of the text's shadow; (0, −1) by default, as in UIKit. Recorded.
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet { setNeedsDisplay() }
  }

  /// The horizontal alignment of the lines (`.natural`, left, by default).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { setNeedsDisplay() } }
  }

  /// The maximum number of lines; 0 means as many as needed. Text wraps at word boundaries
  /// when more than one line is allowed.
  open var numberOfLines: Int {
    get { _numberOfLines }
    set {
      guard newValue != _numberOfLines else { return }
      _numberOfLines = newValue
      contentDidChange(affectsSize: true)
    }
  }

  /// How a line that does not fit is shortened (recorded; lines are cut, not ellipsized).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (recorded; ScreenLab does not shrink).
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows Dynamic Type (recorded; the content size never changes).
  open var adjustsFontForContentSizeCategory = false
  /// The highlighted state and its colour (recorded).
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }

  /// The width at which a multi-line label wraps for ``intrinsicContentSize`` (0: no limit).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's size on the lines allowed, wrapped at ``preferredMaxLayoutWidth`` when it is
  /// set; `(0, 0)` without text.
  open override var intrinsicContentSize: CGSize {
    let limit = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    return textSize(width: limit, lines: _numberOfLines)
  }

  /// The text's size when wrapped at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude, lines: _numberOfLines)
  }

  /// The rectangle the text occupies in `bounds`: its laid-out size, vertically centred, as
  /// UILabel places text.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let size = textSize(width: bounds.width, lines: numberOfLines)
    return CGRect(
      x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
      width: min(size.width, bounds.width), height: size.height)
  }

  /// Draws by calling ``drawText(in:)`` with the bounds.
  open override func draw(_ rect: CGRect) {
    if cycle.drawingView === self { DrawPassTally.current?.counts.superCalled = true }
    drawText(in: bounds)
  }

  /// Lays out the text in `rect` and records the lines (see the type's documentation);
  /// overrides can change the rectangle (padding) and call `super`.
  open func drawText(in rect: CGRect) {
    let lines = wrappedLines(width: rect.width, lines: _numberOfLines)
    let lineHeight = _font.lineHeight
    var y = rect.minY + ((rect.height - CGFloat(lines.count) * lineHeight) / 2).rounded(.down)
    var drawn: [(text: String, rect: CGRect)] = []
    for line in lines {
      let width = min(_font.width(of: line), rect.width)
      let x: CGFloat
      switch textAlignment {
      case .center: x = rect.minX + (rect.width - width) / 2
      case .right: x = rect.maxX - width
      default: x = rect.minX
      }
      drawn.append((line, CGRect(x: x, y: y, width: width, height: lineHeight)))
      y += lineHeight
    }
    self.drawn.lines = drawn
    if let tally = DrawPassTally.current {
      for line in drawn {
        tally.counts.textRuns += 1
        tally.drew(area: line.rect)
      }
    }
    if !drawn.isEmpty {
      cycle.runtime.record(
        .draw, "text of \(self): " + drawn.map { "\"\($0.text)\"" }.joined(separator: " / "))
    }
  }

  // MARK: Internals

  private func contentDidChange(affectsSize: Bool) {
    if affectsSize { invalidateIntrinsicContentSize() }
    setNeedsDisplay()
  }

  func textSize(width: CGFloat, lines: Int) -> CGSize {
    let laid = wrappedLines(width: width, lines: lines)
    guard !laid.isEmpty else { return .zero }
    let widest = laid.map { _font.width(of: $0) }.max() ?? 0
    // One line is as wide as its text (UIKit's single-line `sizeThatFits`); wrapped lines
    // fit the width.
    let fitted = lines == 1 ? widest : min(widest, width)
    return CGSize(width: fitted, height: CGFloat(laid.count) * _font.lineHeight)
  }

  /// The lines of the text: explicit newlines, then greedy word wrapping at `width` when
  /// more than one line is allowed; at most `lines` lines (0: no limit).
  func wrappedLines(width: CGFloat, lines limit: Int) -> [String] {
    guard let text = _text, !text.isEmpty else { return [] }
    return _font.wrappedLines(of: text, width: width, lines: limit)
  }
}

extension UIFont {
  /// The lines of `text` in this font: explicit newlines, then greedy word wrapping at
  /// `width` when more than one line is allowed; at most `limit` lines (0: no limit). Labels
  /// and string drawing lay text out with it.
  func wrappedLines(of text: String, width: CGFloat, lines limit: Int) -> [String] {
    var result: [String] = []
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if limit == 1 { return [paragraphs.joined(separator: " ")] }
    for paragraph in paragraphs {
      var line = ""
      for word in paragraph.split(separator: " ").map(String.init) {
        let candidate = line.isEmpty ? word : line + " " + word
        if !line.isEmpty, self.width(of: candidate) > width {
          result.append(line)
          line = word
        } else {
          line = candidate
        }
      }
      result.append(line)
    }
    if limit > 0, result.count > limit { result = Array(result.prefix(limit)) }
    return result
  }
}

/// The horizontal alignment of text (UIKit's `NSTextAlignment`). ScreenLab lays out left to
/// right: `.natural` and `.justified` lines start at the left.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// How a line that does not fit is broken (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// The lines a label drew.
final class DrawnText {
  var lines: [(text: String, rect: CGRect)] = []
}

extension NSAttributedString {
  /// The font and the foreground colour of the first character, those it has: what a label
  /// and a text view take from an attributed text (Docs/Semantics/UIKit.md §46).
  var leadingFontAndColor: (font: UIFont?, color: UIColor?) {
    guard length > 0 else { return (nil, nil) }
    let first = attributes(at: 0, effectiveRange: nil)
    return (first[.font] as? UIFont, first[.foregroundColor] as? UIColor)
  }
}
