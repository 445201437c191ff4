import Foundation

// A scrollable, multi-line, editable text (UIKit's `UITextView`), its delegate and its text
// container, headless (Docs/Semantics/UIKit.md §48).

/// What a text view asks and tells about editing (UIKit's `UITextViewDelegate`, which refines
/// the scroll view's delegate); every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true by default).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end (true by default).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view became the first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// The text view resigned first responder.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the UTF-16 `range` of the text may be replaced by `text` (true by default).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text (not sent for changes made in code).
  func textViewDidChange(_ textView: UITextView)
  /// The selection moved: after each edit, the caret is at the end of the inserted text.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The area a text view lays its text out in (UIKit's `NSTextContainer`): the padding at each
/// end of a line and the line limit.
@preconcurrency @MainActor
open class NSTextContainer {
  /// The container's size (zero: as large as the text view's inset bounds).
  open var size: CGSize
  /// The space at each end of a line (5 points by default).
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines shown (0, the default: no limit).
  open var maximumNumberOfLines = 0
  /// How the last line breaks when the limit cuts the text.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Whether the width follows the text view's width (true for a text view's container).
  open var widthTracksTextView = true
  /// The layout manager the container belongs to (Text Kit, TextKit.swift): nil until one adds
  /// it.
  open internal(set) weak var layoutManager: NSLayoutManager?

  /// A container of `size`.
  public init(size: CGSize) { self.size = size }

  /// A container without size.
  public convenience init() { self.init(size: .zero) }
}

/// Scrollable, multi-line text, editable by default (UIKit's `UITextView`). The text is laid
/// out as a label's is (word wrapping at the inset width, §7) and recorded when drawn; editing
/// follows the text field's sequence (§30) with the text view's delegate
/// (Docs/Semantics/UIKit.md §48).
open class UITextView: UIScrollView {
  private let content = UILabel()
  private var _text = ""
  /// The text container (5 points of padding at each end of a line).
  public let textContainer: NSTextContainer
  /// Whether the user can edit the text (true by default).
  open var isEditable = true
  /// Whether the user can select the text (true by default).
  open var isSelectable = true

  /// The view shown instead of the system keyboard while the text view is first responder: read-write
  /// here, where `UIResponder`'s is read-only (Docs/Semantics/UIKit.md §89); nil by default,
  /// and nothing is shown headless.
  open override var inputView: UIView? {
    get { assignedInputView }
    set { assignedInputView = newValue }
  }
  private var assignedInputView: UIView?

  /// The view shown above the keyboard while the text view is first responder: read-write here, where
  /// `UIResponder`'s is read-only (Docs/Semantics/UIKit.md §89); nil by default, and nothing is
  /// shown headless.
  open override var inputAccessoryView: UIView? {
    get { assignedInputAccessoryView }
    set { assignedInputAccessoryView = newValue }
  }
  private var assignedInputAccessoryView: UIView?
  /// The space between the bounds and the text container (8 points above and below).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { setNeedsLayout() }
  }
  /// Whether the view is the first responder (editing).
  public private(set) var isEditing = false
  /// The keyboard (kept; there is no keyboard headless).
  open var keyboardType: UIKeyboardType = .default
  /// What the text is, for autofill (kept; nil by default).
  // Apple's declared type (`var textContentType: UITextContentType!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType!
  /// The return key's title (kept).
  open var returnKeyType: UIReturnKeyType = .default
  /// Autocorrection (kept).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Autocapitalization (kept; `.sentences` by default).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Spell checking (kept).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard's look (kept).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The kinds of data shown as links (none by default; kept, nothing is detected; §97).
  open var dataDetectorTypes: UIDataDetectorTypes = []

  /// A text view laying its text out in `textContainer` (a new one when nil).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer()
    super.init(frame: frame)
    setUp()
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  public required init?(coder: NSCoder) {
    textContainer = NSTextContainer()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    content.numberOfLines = 0
    content.font = UIFont.systemFont(ofSize: 12)
    addSubview(content)
  }

  /// The text ("" when nil is set).
  // Apple's declared type (`var text: String!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! {
    get { _text }
    set {
      _text = newValue ?? ""
      content.text = _text
      setNeedsLayout()
    }
  }

  /// The text's font (12-point system font by default, as UIKit's text view).
  open var font: UIFont? {
    get { content.font }
    set { content.font = newValue }
  }

  /// The text colour.
  open var textColor: UIColor? {
    get { content.textColor }
    set { content.textColor = newValue }
  }

  /// The text's alignment.
  open var textAlignment: NSTextAlignment {
    get { content.textAlignment }
    set { content.textAlignment = newValue }
  }

  /// The text with the view's font and colour; setting it sets ``text`` and takes the font
  /// and colour of its first character when it has them.
  // Apple's declared type (`var attributedText: NSAttributedString!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var attributedText: NSAttributedString! {
    get {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font { attributes[.font] = font }
      if let textColor { attributes[.foregroundColor] = textColor }
      return NSAttributedString(string: _text, attributes: attributes)
    }
    set {
      let leading = newValue?.leadingFontAndColor
      if let font = leading?.font { self.font = font }
      if let color = leading?.color { textColor = color }
      text = newValue?.string
    }
  }

  /// The size that shows all the text at `size.width`: that width, and the wrapped text's
  /// height plus the insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    return CGSize(width: width, height: textHeight(width: width))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let inner = innerWidth(bounds.width)
    let height = textHeight(width: bounds.width)
    content.frame = CGRect(
      x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
      width: inner, height: height - textContainerInset.top - textContainerInset.bottom)
    contentSize = CGSize(width: bounds.width, height: height)
  }

  private func innerWidth(_ width: CGFloat) -> CGFloat {
    max(
      0,
      width - textContainerInset.left - textContainerInset.right - 2
        * textContainer.lineFragmentPadding)
  }

  private func textHeight(width: CGFloat) -> CGFloat {
    let lines = content.sizeThatFits(CGSize(width: max(innerWidth(width), 1), height: 0))
    let lineHeight = (font ?? UIFont.systemFont(ofSize: 12)).lineHeight
    // An empty text view still has the height of one line.
    return max(lines.height, lineHeight) + textContainerInset.top + textContainerInset.bottom
  }

  /// Scrolls the least that shows the line ending `range` (the text up to the range's end,
  /// wrapped, gives its bottom), within the content (§97).
  open func scrollRangeToVisible(_ range: NSRange) {
    layoutIfNeeded()
    let end = min(max(0, range.location + range.length), (_text as NSString).length)
    let measure = UILabel()
    measure.font = font
    measure.numberOfLines = 0
    measure.text = (_text as NSString).substring(to: end)
    let inner = max(innerWidth(bounds.width), 1)
    let lineHeight = (font ?? UIFont.systemFont(ofSize: 12)).lineHeight
    let wrapped = max(measure.sizeThatFits(CGSize(width: inner, height: 0)).height, lineHeight)
    let bottom = textContainerInset.top + wrapped
    let top = bottom - lineHeight
    var y = contentOffset.y
    if top < y {
      y = top
    } else if bottom > y + bounds.height {
      y = bottom - bounds.height
    }
    let highest = max(0, contentSize.height - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, 0), highest))
  }

  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Whether the view is the first responder.
  open override var isFirstResponder: Bool { isEditing }

  /// An editable or selectable text view accepts first-responder status.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Starts editing (an editable view, unless the delegate refuses); true when editing
  /// afterwards.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard isEditable, textDelegate?.textViewShouldBeginEditing(self) ?? true else {
      return false
    }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    cycle.runtime.record(.input, "UIKit: \(Self.self) began editing")
    textDelegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Ends editing unless the delegate refuses; true when no longer editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    guard
      FirstResponder.of(cycle.runtime).forcing
        || textDelegate?.textViewShouldEndEditing(self) ?? true
    else { return false }
    super.resignFirstResponder()
    isEditing = false
    cycle.runtime.record(.input, "UIKit: \(Self.self) ended editing")
    textDelegate?.textViewDidEndEditing(self)
    return true
  }

  /// Types `string` at the end of the text (the keyboard's `insertText(_:)`; `"\n"` is a new
  /// line).
  open func insertText(_ string: String) {
    replace(NSRange(location: (_text as NSString).length, length: 0), with: string)
  }

  /// Deletes the last character (the keyboard's `deleteBackward()`).
  open func deleteBackward() {
    guard let last = _text.indices.last else { return }
    replace(NSRange(last..<_text.endIndex, in: _text), with: "")
  }

  /// Replaces the UTF-16 `range` of the text with `string` while editing, asking the
  /// delegate first; then the delegate hears `textViewDidChangeSelection(_:)` and
  /// `textViewDidChange(_:)`. A range outside the text changes nothing and is recorded as a
  /// diagnostic.
  open func replace(_ range: NSRange, with string: String) {
    guard isEditing else { return }
    let length = (_text as NSString).length
    guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
      cycle.runtime.record(
        .diagnostic,
        "UITextView.replace: range \(range.location)+\(range.length) is outside the text "
          + "(length \(length)); nothing is changed")
      return
    }
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    else { return }
    text = (_text as NSString).replacingCharacters(in: range, with: string)
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    becomeFirstResponder()
  }
}
