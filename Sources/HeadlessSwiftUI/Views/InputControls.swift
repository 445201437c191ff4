/// A text input bound to a string (``ViewHost/type(_:into:)`` types into it).
nonisolated public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  /// The placeholder.
  public let title: String
  /// The edited text.
  public let text: Binding<String>

  /// A text field with a placeholder from a literal.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = titleKey.key
    self.text = text
  }

  /// A text field with a placeholder from a string value.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
}

/// A control choosing a value in a range through a binding.
nonisolated public struct Slider: View, PrimitiveView {
  public typealias Body = Never
  /// The chosen value.
  public let value: Binding<Double>
  /// The allowed range.
  public let bounds: ClosedRange<Double>

  /// A slider over `bounds`.
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1) {
    self.value = value
    self.bounds = bounds
  }
}

/// A title with an icon: SwiftUI's `Label`. Its children are the icon, then the title.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The title view.
  public let titleView: Title
  /// The icon view.
  public let iconView: Icon

  /// A label built from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    titleView = title()
    iconView = icon()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(id: .index(0), view: iconView),
      ChildSlot(id: .index(1), view: titleView),
    ]
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
  }
}

/// A progress indicator, kept as data.
nonisolated public struct ProgressView: View, PrimitiveView {
  public typealias Body = Never
  /// The completed amount, or `nil` for an indeterminate indicator.
  public let value: Double?
  /// The total.
  public let total: Double

  /// An indeterminate progress indicator.
  public init() {
    value = nil
    total = 1
  }

  /// A determinate progress indicator.
  public init(value: Double?, total: Double = 1) {
    self.value = value
    self.total = total
  }

  /// The title shown with the indicator (recorded, not laid out).
  public internal(set) var title: String?

  /// An indeterminate progress indicator with a title.
  public init<S: StringProtocol>(_ title: S) {
    self.init()
    self.title = String(title)
  }

  /// A determinate progress indicator with a title.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value.map { Double($0) }, total: Double(total))
    self.title = String(title)
  }
}
