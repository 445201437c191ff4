/// A control that switches a Boolean through a binding (``ViewHost/toggle(_:)`` flips it).
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never

  /// The switched value.
  public let isOn: Binding<Bool>
  /// The toggle's label.
  public let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

extension Toggle where Label == Text {
  /// A toggle titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled by a string value.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
