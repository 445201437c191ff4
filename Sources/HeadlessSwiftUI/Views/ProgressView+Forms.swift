import Foundation

// The initializers of `ProgressView` that label the indicator with views, take any
// floating-point value, follow a Foundation `Progress` or a date interval (iOS 14–16;
// Docs/Semantics/SwiftUI.md §17.2). The indicator itself is the same leaf as in the plain forms:
// a label that is a `Text` is recorded as the title, no label is laid out, and the
// current-value label is not kept.

extension ProgressView {
  /// An indeterminate indicator with a label view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<Label: View>(@ViewBuilder label: () -> Label) {
    self.init()
    title = Self.titleText(label())
  }

  /// A determinate indicator over any floating-point value.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value.map { Double($0) }, total: Double(total))
  }

  /// A determinate indicator with a label view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<V: BinaryFloatingPoint, Label: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total)
    title = Self.titleText(label())
  }

  /// A determinate indicator with a label view and a view for its current value (not kept).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, total: total, label: label)
  }

  /// A determinate indicator titled by a literal, over any floating-point value.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total)
    title = titleKey.key
  }

  /// An indicator following `progress`: its completed fraction, or indeterminate while the
  /// progress is. The fraction is read when the view is made (SwiftUI observes the progress
  /// and redraws as it advances; here a later change shows once the view is made again).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ progress: Progress) {
    self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted, total: 1)
  }

  /// An indicator of the time through `timerInterval`. SwiftUI advances it live from the
  /// device clock; as `Text(timerInterval:)` here, it shows the interval's start: full when it
  /// counts down, empty when it counts up.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(value: countsDown ? 1.0 : 0.0, total: 1.0)
  }

  /// A timer indicator with a label view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Label: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(timerInterval: timerInterval, countsDown: countsDown)
    title = Self.titleText(label())
  }

  /// A timer indicator with a label view and a view for its current value (not kept).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Label: View, CurrentValueLabel: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label)
  }

  /// The text of a label that is a `Text`, else nil.
  static func titleText<Label: View>(_ label: Label) -> String? { (label as? Text)?.content }
}
