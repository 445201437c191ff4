// The keyboard settings of text views and fields (UIKit's `UITextInputTraits` types). There
// is no keyboard headless: the settings are kept for code to read (Docs/Semantics/UIKit.md §46).

/// The kind of keyboard shown (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the return key (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether typing is autocorrected (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Which letters are capitalized as typed (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
  public static var alert: UIKeyboardAppearance { .dark }
}

extension NSAttributedString {
  /// The size of the text on one line in the font of its first character (17-point system by
  /// default), as ``NSString/size(withAttributes:)``.
  public func size() -> CGSize {
    guard length > 0 else { return .zero }
    let font = attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    return (string as NSString).size(withAttributes: font.map { [.font: $0] })
  }
}

/// What a text field's or text view's text is, for the keyboard's autofill (UIKit's
/// `UITextContentType`; kept, there is no keyboard headless).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("given-name")
  public static let familyName = UITextContentType("family-name")
  public static let nickname = UITextContentType("nickname")
  public static let organizationName = UITextContentType("organization")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let addressCity = UITextContentType("address-level2")
  public static let postalCode = UITextContentType("postal-code")
  public static let countryName = UITextContentType("country-name")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The kinds of data a text view shows as links (UIKit's `UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  @available(iOS 4.0, *)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  @available(iOS 4.0, *)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  @available(iOS 10.0, *)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  @available(iOS 10.0, *)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  @available(iOS 10.0, *)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  @available(iOS 16.0, *)
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  @available(iOS 16.0, *)
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
