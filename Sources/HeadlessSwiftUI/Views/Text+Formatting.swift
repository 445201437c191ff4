import Foundation

// Text styles by name, formatted text and bordered strokes (Docs/RealCode.md, "Round 6").

extension Font {
  /// A text style, SwiftUI's `Font.TextStyle`, with the sizes of the `.large` content size
  /// (the same as ``Font/body``, ``Font/title``, …).
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    var size: Double {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline, .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }
  }

  /// The system font of a text style, with a design and a weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(name: style.rawValue, size: style.size, weight: weight, design: design)
  }
}

extension Text {
  /// `value` formatted by `format` (Foundation's formatting, in the process's locale).
  public init<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(value))
  }

  /// How ``Text/init(_:style:)`` shows a date.
  public enum DateStyle: Hashable, Sendable {
    case time, date, relative, offset, timer
  }

  /// `date` in `style`: the time as `HH:mm` and the date as `yyyy-MM-dd`, in UTC with the
  /// POSIX locale, so the text is the same on every machine (SwiftUI uses the user's locale,
  /// time zone and the live clock; `relative`, `offset` and `timer` count from the virtual
  /// clock's zero here, as seconds).
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch style {
    case .time:
      formatter.dateFormat = "HH:mm"
      self.init(verbatim: formatter.string(from: date))
    case .date:
      formatter.dateFormat = "yyyy-MM-dd"
      self.init(verbatim: formatter.string(from: date))
    case .relative, .offset, .timer:
      self.init(verbatim: "\(Int(date.timeIntervalSinceReferenceDate))s")
    }
  }
}

nonisolated extension Shape {
  /// Strokes the outline inside the shape's frame, `lineWidth` wide: laid out and recorded like
  /// ``stroke(_:lineWidth:)`` (the painter centres the line on the outline; SwiftUI insets it
  /// by half the width).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    stroke(content, lineWidth: lineWidth)
  }

  /// Strokes the outline inside the frame as `style` says (its line width is recorded).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  )
    -> some View
  {
    stroke(content, lineWidth: style.lineWidth)
  }

  /// Strokes the outline inside the frame in the foreground colour.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    stroke(lineWidth: lineWidth)
  }
}

nonisolated extension View {
  /// Accessibility traits (recorded: no accessibility tree headless).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityAddTraits", "\(traits.rawValue)")
  }
}

/// Accessibility traits, recorded.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isImage = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
}
