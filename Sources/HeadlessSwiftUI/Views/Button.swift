/// A control that performs an action when tapped (``ViewHost/tap(_:)`` taps it by title).
nonisolated public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never

  /// The action run on tap.
  public let action: () -> Void
  /// The button's label.
  public let label: Label
  /// The button's role, recorded (``ButtonRole``).
  public internal(set) var role: ButtonRole? = nil

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

extension Button where Label == Text {
  /// A button titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled by a string value.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// A button titled by a string with a system symbol (iOS 17).
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }
}
