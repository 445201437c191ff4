/// A control that opens a URL: SwiftUI's `Link` (iOS 14). Its child is a button with the
/// link's label, so it lays out and is tapped like one; headless there is no browser or
/// other app to open, so a tap opens nothing (Docs/Semantics/SwiftUI.md §13.10).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Link<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The URL the link opens.
  public let destination: URL
  /// The link's label.
  public let label: Label

  /// A link to `destination` labelled by the views `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: Button(action: {}) { label })]
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  /// A link titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled by a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
