// SwiftUI's keyboard modifiers that take UIKit's text input traits. On iOS, SwiftUI declares
// them with UIKit's types (`UIKeyboardType`, `UITextAutocapitalizationType`,
// `UITextContentType`); here they meet in
// this module. There is no keyboard headless: each is recorded on the graph, name and value,
// and is layout-transparent (Docs/Semantics/SwiftUI.md §13.19).

nonisolated extension View {
  /// The kind of keyboard a text field in this view shows (recorded: no keyboard headless).
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("keyboardType", "\(type)")
  }

  /// Which letters a text field in this view capitalizes as typed (recorded: no keyboard
  /// headless).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)"
  )
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func autocapitalization(_ style: UITextAutocapitalizationType)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("autocapitalization", "\(style)")
  }

  /// What a text field in this view holds, for the keyboard's autofill (recorded: no keyboard
  /// headless); nil records no content type.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func textContentType(_ textContentType: UITextContentType?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("textContentType", textContentType?.rawValue ?? "nil")
  }
}

extension TextInputAutocapitalization {
  /// The behaviour of UIKit's `type`: `.none` is ``never``, `.words` ``words``, `.sentences`
  /// ``sentences``, `.allCharacters` ``characters``.
  @available(iOS 15.0, tvOS 15.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}
