import Foundation

// Views real files use that are compositions of views ScreenLab has: `Menu`, `GroupBox`,
// `LabeledContent`, `ContentUnavailableView`, and `TextEditor` (Docs/Semantics/SwiftUI.md
// §13.17).

/// A button that shows a menu of actions: SwiftUI's `Menu` (iOS 14). Its label is laid out;
/// its items are in the graph but not laid out (as toolbar items are), so a test taps an item
/// directly, as a user would after opening the menu.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The menu's label.
  public let label: Label
  /// The menu's items.
  public let content: Content

  /// A menu of the items `content` builds, labelled by the views `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: label.modifier(_ToolbarModifier(items: content)))]
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
extension Menu where Label == Text {
  /// A menu titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled by a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A box around a group of views with an optional label: SwiftUI's `GroupBox` (iOS 14). Laid
/// out as its label above its content, leading-aligned, padded by the default padding (the
/// rounded background is not drawn).
@available(iOS 14.0, macOS 10.15, *)
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content

  /// A group box of the views `content` builds, labelled by the views `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0),
        view: VStack(alignment: .leading) {
          label
          content
        }.padding())
    ]
  }
}

@available(iOS 14.0, macOS 10.15, *)
extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

@available(iOS 14.0, macOS 10.15, *)
extension GroupBox where Label == Text {
  /// A group box titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group box titled by a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A label next to a value: SwiftUI's `LabeledContent` (iOS 16), laid out as an `HStack` of
/// the label, a spacer and the content.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content

  /// Labelled content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0),
        view: HStack {
          label
          Spacer()
          content
        })
    ]
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text {
  /// Content titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Content titled by a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// A string value titled by a literal or an interpolation.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A string value titled by a string.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

/// A view for an empty state: SwiftUI's `ContentUnavailableView` (iOS 17), laid out as a
/// `VStack` of its label, its description and its actions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View, PrimitiveView
{
  public typealias Body = Never
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty-state view of a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0),
        view: VStack {
          label
          description
          actions
        })
    ]
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty-state view titled by a literal, with a system image and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
  }

  /// An empty-state view titled by a string, with a system image and a description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
  }
}

/// A multi-line text editor bound to a string: SwiftUI's `TextEditor` (iOS 14). It takes the
/// space offered, like a shape; its text is edited through its binding (no keyboard headless).
@available(iOS 14.0, macOS 11.0, *)
nonisolated public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  /// The edited text.
  public let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

nonisolated extension View {
  /// Hides the view: it keeps its place in the layout, is not seen (opacity 0) and takes no
  /// touches, as Apple documents ("Hidden views are invisible and can't receive or respond to
  /// interactions. However, they do remain in the view hierarchy and affect layout.").
  public func hidden() -> ModifiedContent<
    ModifiedContent<Self, _OpacityEffect>, _AllowsHitTestingModifier
  > {
    opacity(0).allowsHitTesting(false)
  }
}

extension Image {
  /// An image from the asset catalog of `bundle` that accessibility ignores (kept as data, as
  /// `Image(_:bundle:)`).
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

  /// An image from the asset catalog of `bundle` with `label` for accessibility (kept as
  /// data, as `Image(_:bundle:)`; no accessibility tree headless).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }
}
