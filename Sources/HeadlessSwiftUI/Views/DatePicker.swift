/// A control that picks a date through a binding: SwiftUI's `DatePicker`. Like ``Toggle``, it
/// is one control in the layout and its label is a child that is not laid out
/// (simplification); ``ViewHost/write(_:_:in:)`` or the binding's owner changes the date
/// (Docs/Semantics/SwiftUI.md §13.10).
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The picked date.
  public let selection: Binding<Date>
  /// The dates that can be picked (all when nil).
  public let range: ClosedRange<Date>?
  /// What the picker edits.
  public let displayedComponents: DatePickerComponents
  /// The label.
  public let label: Label

  /// A date picker with a label view.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    range = nil
    self.displayedComponents = displayedComponents
    self.label = label()
  }

  /// A date picker in `range`, with a label view.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = range
    self.displayedComponents = displayedComponents
    self.label = label()
  }

  /// A date picker from `range`'s start, with a label view.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// A date picker up to `range`'s end, with a label view.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker in `range`, titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker in `range`, titled by a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker from `range`'s start, titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker up to `range`'s end, titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }
}

/// What a date picker edits: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date picker's appearance (recorded by ``View/datePickerStyle(_:)``).
public protocol DatePickerStyle {}

/// The platform's date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact date picker (a button that shows the date).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// The style of date pickers in this subtree (recorded).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("datePickerStyle", "\(S.self)")
  }
}

extension DatePicker: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.toggle) }
}

/// A control that picks a colour through a binding: SwiftUI's `ColorPicker` (iOS 14). Like
/// ``Toggle``, one control in the layout with its label a child that is not laid out; the
/// colour changes through its binding (no colour panel headless; Docs/Semantics/SwiftUI.md
/// §13.10).
@available(iOS 14.0, macOS 11.0, *)
nonisolated public struct ColorPicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The picked colour.
  public let selection: Binding<Color>
  /// Whether the picker offers an opacity.
  public let supportsOpacity: Bool
  /// The label.
  public let label: Label

  /// A colour picker with a label view.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

@available(iOS 14.0, macOS 11.0, *)
extension ColorPicker where Label == Text {
  /// A colour picker titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled by a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.toggle) }
}
