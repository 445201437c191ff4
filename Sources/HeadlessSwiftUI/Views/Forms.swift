// Containers and controls of settings-style screens: Form, Section, Stepper, Picker, plus
// NavigationView, lazy stacks and button roles (Docs/RealCode.md, "Forms and controls").

/// A form: lays out like a ``List`` (its rows in a vertical stack, filling the space offered).
nonisolated public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The rows.
  public let content: Content

  /// A form of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// A group of rows with an optional header and footer; contributes header, rows and footer
/// to its container in that order, like a `Group`.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  public typealias Body = Never
  public let header: Parent
  public let content: Content
  public let footer: Footer

  /// A section with a header and a footer.
  public init(
    header: Parent, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  /// A section with views for header and footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), footer: footer(), content: content)
  }

  var children: [ChildSlot] {
    [
      ChildSlot(id: .index(0), view: header), ChildSlot(id: .index(1), view: content),
      ChildSlot(id: .index(2), view: footer),
    ]
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }

  /// A section with a header view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled by a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

/// A control with a label and − / + buttons that step a value through a binding
/// (``increment()`` and ``decrement()`` are what its buttons do).
nonisolated public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The label.
  public let label: Label
  let onIncrement: () -> Void
  let onDecrement: () -> Void

  /// A stepper running `onIncrement` and `onDecrement`.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = onIncrement ?? {}
    self.onDecrement = onDecrement ?? {}
  }

  /// A stepper of `value` by `step`, kept in `bounds`.
  @MainActor
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: {
        value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
      },
      onDecrement: {
        value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
      },
      label: label)
  }

  /// What the + button does.
  public func increment() { onIncrement() }
  /// What the − button does.
  public func decrement() { onDecrement() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

extension Stepper where Label == Text {
  /// A stepper titled by a literal or an interpolation, of `value` in `bounds`.
  @MainActor
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled by a string, of `value` in `bounds`.
  @MainActor
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
}

/// A choice among tagged options through a binding; its options (the content, each with
/// ``View/tag(_:)``) are in the graph but not laid out: it lays out as one control.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  public let label: Label
  public let selection: Binding<SelectionValue>
  public let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: label), ChildSlot(id: .index(1), view: content)]
  }
}

extension Picker where Label == Text {
  /// A picker titled by a literal or an interpolation.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled by a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// `.tag(_:)`: the value a picker option stands for, recorded.
nonisolated public struct _TagModifier<Value: Hashable>: ViewModifier {
  public typealias Body = Never
  /// The tag.
  public let tag: Value
}

nonisolated extension View {
  /// Tags this view with `tag` (a picker option's value).
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
    modifier(_TagModifier(tag: tag))
  }
}

/// A button's purpose, recorded on the button.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button with a role, titled by a literal or an interpolation (iOS 15; §16.5).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled by a string.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// The older navigation container; lays out like ``NavigationStack``.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The root view.
  public let content: Content

  /// A navigation view of the view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// A vertical stack built lazily in SwiftUI; here it is the ``VStack`` of the same parameters,
/// which it keeps and lays out as (every row is built: nothing is off screen headless).
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The stack it lays out as.
  let stack: VStack<Content>
  public var alignment: HorizontalAlignment { stack.alignment }
  public var spacing: CGFloat? { stack.spacing }
  public var content: Content { stack.content }

  /// A lazy vertical stack (`pinnedViews` is recorded: nothing scrolls, so no header pins).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }

  var children: [ChildSlot] { stack.children }
}

/// A horizontal stack built lazily in SwiftUI; here it is the ``HStack`` of the same
/// parameters, which it keeps and lays out as.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The stack it lays out as.
  let stack: HStack<Content>
  public var alignment: VerticalAlignment { stack.alignment }
  public var spacing: CGFloat? { stack.spacing }
  public var content: Content { stack.content }

  /// A lazy horizontal stack (`pinnedViews` is recorded: nothing scrolls, so no header pins).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }

  var children: [ChildSlot] { stack.children }
}
