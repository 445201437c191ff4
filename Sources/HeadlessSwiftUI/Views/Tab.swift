// The tab of an iOS 18 tab view, `Tab`, with its default label (Docs/Semantics/SwiftUI.md
// §17.6). Apple declares `Tab` as tab content that only a `TabView` takes; here it is a view
// whose tag is its value — what `.tag(_:)` gives the tabs of the older form — so that a tab view
// finds, selects and shows it as one of its tabs.

/// The label of a tab made from a title and an image: SwiftUI's `DefaultTabLabel`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct DefaultTabLabel: View {
  let title: String
  let image: Image

  public var body: some View {
    Label {
      Text(verbatim: title)
    } icon: {
      image
    }
  }
}

/// One tab of a tab view: its content, its label in the tab bar, and the value a selection
/// binding chooses it by: SwiftUI's `Tab`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, TagLookup {
  /// The value that selects the tab (nil for a tab of a tab view without selection).
  let value: Value?
  let content: Content
  let label: Label

  /// The content, with the label as its tab bar item (recorded: the tab bar is not laid out).
  @MainActor public var body: some View { content.tabItem { label } }

  var tagValue: AnyHashable? { value.map { AnyHashable($0) } }

  /// A tab selected by `value`, labelled by a view.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value`, titled by a literal with a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey.key, Image(systemName: systemImage), value, content())
  }

  /// A tab selected by `value`, titled by a string with a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(String(title), Image(systemName: systemImage), value, content())
  }

  /// A tab selected by `value`, titled by a literal with an image from the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey.key, Image(image), value, content())
  }

  /// A tab selected by `value`, titled by a string with an image from the asset catalog.
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(String(title), Image(image), value, content())
  }

  init(_ title: String, _ image: Image, _ value: Value?, _ content: Content) {
    self.value = value
    self.content = content
    self.label = DefaultTabLabel(title: title, image: image)
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab of a tab view without selection, titled by a literal with a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey.key, Image(systemName: systemImage), nil, content())
  }

  /// A tab of a tab view without selection, titled by a string with a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(String(title), Image(systemName: systemImage), nil, content())
  }

  /// A tab of a tab view without selection, titled by a literal with an asset image.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(titleKey.key, Image(image), nil, content())
  }

  /// A tab of a tab view without selection, titled by a string with an asset image.
  public init<S: StringProtocol>(
    _ title: S, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(String(title), Image(image), nil, content())
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never {
  /// A tab of a tab view without selection, labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.content = content()
    self.label = label()
  }
}
