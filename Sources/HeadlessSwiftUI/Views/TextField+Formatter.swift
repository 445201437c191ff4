import Foundation

// Text fields over a value converted by a Foundation `Formatter` (iOS 13; with a prompt,
// iOS 15; Docs/Semantics/SwiftUI.md §17.3). The field shows `formatter.string(for:)` of the
// value; text typed into it is converted back by the formatter, and text it cannot convert
// leaves the value as it was. SwiftUI commits a non-string value when editing ends (Return);
// typing headless is typing and committing at once, as with the format-style fields (§13.8).

extension TextField {
  /// A text field titled by a literal, editing `value` through `formatter`.
  @MainActor
  public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter) {
    self.init(titleKey, text: Self.converted(value, formatter))
  }

  /// A text field titled by a string, editing `value` through `formatter`.
  @MainActor
  public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter) {
    self.init(title, text: Self.converted(value, formatter))
  }

  /// A text field titled by a literal with a prompt (the placeholder shown), editing `value`
  /// through `formatter`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<T>(
    _ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter, prompt: Text?
  ) {
    self.init(titleKey, text: Self.converted(value, formatter), prompt: prompt)
  }

  /// A text field titled by a string with a prompt, editing `value` through `formatter`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<S: StringProtocol, T>(
    _ title: S, value: Binding<T>, formatter: Formatter, prompt: Text?
  ) {
    self.init(title, text: Self.converted(value, formatter), prompt: prompt)
  }

  /// A text field with a label view (not kept, as in the other label forms) and a prompt,
  /// editing `value` through `formatter`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<T, L: View>(
    value: Binding<T>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> L
  ) {
    self.init(prompt?.content ?? "", text: Self.converted(value, formatter))
  }

  /// A text field titled by a literal, editing `value` through `formatter`, with
  /// `onEditingChanged` and `onCommit` (not called headless: nothing takes focus and no Return
  /// key is pressed).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @MainActor
  public init<T>(
    _ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, value: value, formatter: formatter)
  }

  /// A text field titled by a string, editing `value` through `formatter`, with
  /// `onEditingChanged` and `onCommit` (not called headless).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @MainActor
  public init<S: StringProtocol, T>(
    _ title: S, value: Binding<T>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, value: value, formatter: formatter)
  }

  /// The text of `value` through `formatter`, and back.
  @MainActor
  static func converted<T>(_ value: Binding<T>, _ formatter: Formatter) -> Binding<String> {
    Binding(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { text in
        if let parsed: T = formatterValue(of: text, formatter) { value.wrappedValue = parsed }
      })
  }
}

/// `text` converted by `formatter` into a `T`, or nil when the formatter cannot convert it or
/// gives another type. Apple's formatters convert through `getObjectValue(_:for:errorDescription:)`,
/// which the toolchain's Foundation keeps internal on this platform; the two formatters text
/// fields take in practice are asked directly: a number formatter's `number(from:)`, as the
/// numeric type the binding holds, and a date formatter's `date(from:)`. Another formatter
/// leaves the value unchanged.
func formatterValue<T>(of text: String, _ formatter: Formatter) -> T? {
  if let numbers = formatter as? NumberFormatter {
    guard let number = numbers.number(from: text) else { return nil }
    return numericValue(number)
  }
  if let dates = formatter as? DateFormatter {
    guard let date = dates.date(from: text) else { return nil }
    return date as? T ?? Optional(date) as? T
  }
  return nil
}

/// `number` as the numeric type `T` (or an optional of it). A number with a fractional part
/// is no integer (Foundation's bridging refuses a lossy conversion too).
private func numericValue<T>(_ number: NSNumber) -> T? {
  var candidates: [Any] = [
    number.doubleValue, number.floatValue, CGFloat(number.doubleValue), number.decimalValue,
    number,
  ]
  if number.doubleValue.rounded(.towardZero) == number.doubleValue {
    candidates += [
      number.intValue, number.int64Value, number.int32Value, number.int16Value,
      number.int8Value, number.uintValue, number.uint64Value, number.uint32Value,
      number.uint16Value, number.uint8Value,
    ]
  }
  for candidate in candidates {
    if let value = candidate as? T { return value }
  }
  return nil
}
