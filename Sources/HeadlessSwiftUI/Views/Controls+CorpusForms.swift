// Initializer forms of the controls that real view files use and Apple still compiles: the
// deprecated `onEditingChanged`/`onCommit` text fields, text fields over a formatted value,
// the unbounded and closure-driven steppers, the older picker form and sliders over any
// floating-point type (Docs/Semantics/SwiftUI.md §13.8).

private let textFieldRenameMessage =
  "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."

extension TextField {
  /// A text field with `onEditingChanged` and `onCommit`. Headless nothing takes focus and no
  /// Return key is pressed, so neither closure is called (typing edits the text as in the
  /// other forms).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text)
  }

  /// A text field with `onEditingChanged` (not called headless: nothing takes focus).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T>")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use FocusState<T>")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(titleKey, text: text)
  }

  /// A text field titled by a string, with `onEditingChanged` and `onCommit` (not called
  /// headless).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use View.onSubmit(of:_:)")
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text)
  }

  /// A text field titled by a string, with `onEditingChanged` (not called headless).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T>")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use FocusState<T>")
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title, text: text)
  }

  /// A text field editing `value` through `format`: it shows `format.format(value)`, and
  /// text typed into it is parsed with the format's parse strategy; text that does not parse
  /// leaves the value as it was. Typing headless is typing and committing at once.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(titleKey, text: Self.formatted(value, format))
  }

  /// A text field titled by a string, editing `value` through `format`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title, text: Self.formatted(value, format))
  }

  @MainActor
  static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    Binding(
      get: { format.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
  }
}

extension Stepper where Label == Text {
  /// A stepper titled by a literal or an interpolation, running `onIncrement` and
  /// `onDecrement` (`onEditingChanged` is not called headless).
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
  }

  /// A stepper titled by a string, running `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }

  /// An unbounded stepper of `value` by `step`, titled by a literal or an interpolation.
  @MainActor
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// An unbounded stepper of `value` by `step`, titled by a string.
  @MainActor
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }
}

extension Stepper {
  /// An unbounded stepper of `value` by `step`.
  @MainActor
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      label: label)
  }
}

extension Picker {
  /// A picker whose label is a view given first: the form before iOS 14's
  /// `init(selection:content:label:)`.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)"
  )
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Slider {
  /// A slider over `bounds` of any floating-point value (`CGFloat`, `Float`): the value is
  /// converted to and from `Double` (`onEditingChanged` is not called headless: nothing
  /// drags a slider).
  @MainActor
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: Self.converted(value, step: nil, in: bounds), in: Self.converted(bounds))
  }

  /// A slider over `bounds` whose values are multiples of `step` from the lower bound: a
  /// value written through it is rounded to the nearest step and kept in `bounds`.
  @MainActor
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: Self.converted(value, step: step, in: bounds), in: Self.converted(bounds))
  }

  /// A slider with a label (the label is not laid out: a slider lays out as one control).
  @MainActor
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> L
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds)
  }

  /// A stepped slider with a label (not laid out).
  @MainActor
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> L
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step)
  }

  /// A slider with a label and the labels of its ends (not laid out).
  @MainActor
  public init<V: BinaryFloatingPoint, L: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> L, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds)
  }

  /// A stepped slider with a label and the labels of its ends (not laid out).
  @MainActor
  public init<V: BinaryFloatingPoint, L: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> L, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step)
  }

  /// The iOS 13 form of the end labels: values given before the label.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @MainActor
  public init<V: BinaryFloatingPoint, L: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> L
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds)
  }

  static func converted<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>) -> ClosedRange<Double> {
    Double(bounds.lowerBound)...Double(bounds.upperBound)
  }

  @MainActor
  static func converted<V: BinaryFloatingPoint>(
    _ value: Binding<V>, step: V.Stride?, in bounds: ClosedRange<V>
  ) -> Binding<Double> where V.Stride: BinaryFloatingPoint {
    Binding(
      get: { Double(value.wrappedValue) },
      set: { newValue in
        var written = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
          let steps = (Double(written) - Double(bounds.lowerBound)) / Double(step)
          written = min(bounds.lowerBound + V(steps.rounded()) * V(step), bounds.upperBound)
        }
        value.wrappedValue = written
      })
  }
}
