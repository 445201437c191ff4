import Foundation

/// What a text field asks and tells about editing (UIKit's `UITextFieldDelegate`); every
/// method is optional (Docs/Semantics/UIKit.md §30).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (true by default).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field became the first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the characters in `range` (UTF-16 offsets into the current text) may be replaced
  /// by `string` (true by default); false leaves the text as it was and sends no event.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether editing may end (true by default).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field resigned first responder: the edit is over.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The caret moved: after each edit, the caret is at its end.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// The return key was pressed (true by default); whatever it returns, the field then sends
  /// `.editingDidEndOnExit` and stays the first responder until code resigns it.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line editable text (UIKit's `UITextField`), edited headlessly by ``insertText(_:)``,
/// ``deleteBackward()`` and ``replace(_:with:)`` (the keyboard's calls) while it is the first
/// responder (Docs/Semantics/UIKit.md §30).
///
/// Sequence, as UIKit's: ``becomeFirstResponder()`` asks
/// `textFieldShouldBeginEditing(_:)`, then calls `textFieldDidBeginEditing(_:)` and sends
/// `.editingDidBegin`; each keyboard edit asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then changes ``text`` and sends
/// `.editingChanged`; ``resignFirstResponder()`` asks `textFieldShouldEndEditing(_:)`, then
/// calls `textFieldDidEndEditing(_:)` and sends `.editingDidEnd`. After each accepted edit
/// `textFieldDidChangeSelection(_:)` runs, then `.editingChanged` is sent. Writing ``text`` in code
/// asks nothing and sends nothing. A tap (touch up inside) begins editing.
///
/// The text is not rendered (the field draws nothing; Docs/Semantics/UIKit.md §30).
open class UITextField: UIControl {
  /// Asked and told about editing; not retained (`weak`, as UIKit's).
  open weak var delegate: (any UITextFieldDelegate)?
  /// The shown text ("" when nil is set, as UIKit's getter returns an empty string).
  open var text: String? {
    get { _text }
    set { _text = newValue ?? "" }
  }
  private var _text = ""
  /// The text shown while ``text`` is empty.
  open var placeholder: String?
  /// The border drawn around the text (UIKit's `UITextField.BorderStyle`; recorded).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }
  /// When an overlay view shows (UIKit's `UITextField.ViewMode`; recorded).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }
  /// The border style (`.none` by default; recorded, not drawn).
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows (`.never` by default; recorded).
  open var clearButtonMode: ViewMode = .never
  /// The font of the text (17-point system font by default; recorded).
  open var font: UIFont? = UIFont.systemFont(ofSize: 17)
  /// The text colour (`.label` by default; recorded).
  open var textColor: UIColor? = .label
  /// The text's alignment (`.natural` by default; recorded).
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the text is hidden as typed (recorded).
  open var isSecureTextEntry = false
  /// Whether the field is the first responder (editing).
  public private(set) var isEditing = false

  // MARK: Kept settings (Docs/Semantics/UIKit.md §46)

  /// The placeholder with attributes; setting it sets ``placeholder`` to its string.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } }
    set {
      placeholder = newValue?.string
      placeholderAttributes =
        newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
    }
  }
  private var placeholderAttributes: [NSAttributedString.Key: Any] = [:]
  /// The text with the field's font and colour; setting it sets ``text`` to its string.
  open var attributedText: NSAttributedString? {
    get {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font { attributes[.font] = font }
      if let textColor { attributes[.foregroundColor] = textColor }
      return NSAttributedString(string: _text, attributes: attributes)
    }
    set { _text = newValue?.string ?? "" }
  }
  /// A view at the left of the text, shown per ``leftViewMode``.
  open var leftView: UIView?
  /// When ``leftView`` shows (`.never` by default).
  open var leftViewMode: ViewMode = .never
  /// A view at the right of the text, shown per ``rightViewMode``.
  open var rightView: UIView?
  /// When ``rightView`` shows (`.never` by default).
  open var rightViewMode: ViewMode = .never

  /// The view shown instead of the system keyboard while the field is first responder: read-write
  /// here, where `UIResponder`'s is read-only (Docs/Semantics/UIKit.md §89); nil by default,
  /// and nothing is shown headless.
  open override var inputView: UIView? {
    get { assignedInputView }
    set { assignedInputView = newValue }
  }
  private var assignedInputView: UIView?

  /// The view shown above the keyboard while the field is first responder: read-write here, where
  /// `UIResponder`'s is read-only (Docs/Semantics/UIKit.md §89); nil by default, and nothing is
  /// shown headless.
  open override var inputAccessoryView: UIView? {
    get { assignedInputAccessoryView }
    set { assignedInputAccessoryView = newValue }
  }
  private var assignedInputAccessoryView: UIView?
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

  /// The rectangle of the text in `bounds`: the bounds less the left and right views that
  /// show when not editing (§46).
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    overlayInset(bounds, editing: false)
  }

  /// The rectangle of the text while editing: the bounds less the left and right views that
  /// show while editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    overlayInset(bounds, editing: true)
  }

  /// The rectangle of the placeholder: the same as ``textRect(forBounds:)``.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  private func overlayInset(_ bounds: CGRect, editing: Bool) -> CGRect {
    func shows(_ mode: ViewMode) -> Bool {
      switch mode {
      case .never: false
      case .always: true
      case .whileEditing: editing
      case .unlessEditing: !editing
      }
    }
    var rect = bounds
    if let leftView, shows(leftViewMode) {
      rect.origin.x += leftView.frame.width
      rect.size.width -= leftView.frame.width
    }
    if let rightView, shows(rightViewMode) { rect.size.width -= rightView.frame.width }
    rect.size.width = max(0, rect.size.width)
    return rect
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether the field is the first responder.
  open override var isFirstResponder: Bool { isEditing }

  /// An enabled field accepts first-responder status.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing unless the delegate refuses; true when the field is editing afterwards.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    cycle.runtime.record(.input, "UIKit: \(Self.self) began editing")
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing unless the delegate refuses; true when the field is no longer editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    guard
      FirstResponder.of(cycle.runtime).forcing || delegate?.textFieldShouldEndEditing(self) ?? true
    else { return false }
    super.resignFirstResponder()
    isEditing = false
    cycle.runtime.record(.input, "UIKit: \(Self.self) ended editing")
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `string` at the end of the text (the keyboard's `insertText(_:)`); `"\n"` is the
  /// return key: it asks `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`.
  open func insertText(_ string: String) {
    guard isEditing else { return }
    if string == "\n" {
      _ = delegate?.textFieldShouldReturn(self)
      sendActions(for: .editingDidEndOnExit)
      return
    }
    replace(NSRange(location: (_text as NSString).length, length: 0), with: string)
  }

  /// Deletes the last character (the keyboard's `deleteBackward()`).
  open func deleteBackward() {
    guard isEditing, !_text.isEmpty, let last = _text.indices.last else { return }
    let range = NSRange(last..<_text.endIndex, in: _text)
    replace(range, with: "")
  }

  /// Replaces the UTF-16 `range` of the text with `string`, asking the delegate first.
  ///
  /// - Precondition: `range` lies inside the text.
  open func replace(_ range: NSRange, with string: String) {
    guard isEditing else { return }
    let length = (_text as NSString).length
    precondition(
      range.location >= 0 && range.length >= 0 && range.location + range.length <= length,
      "UITextField: range \(range.location)+\(range.length) is outside the text (length "
        + "\(length))")
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    else { return }
    _text = (_text as NSString).replacingCharacters(in: range, with: string)
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
  }

  override func touchUpInsideDidSend(_ event: UIEvent?) {
    becomeFirstResponder()
  }
}
