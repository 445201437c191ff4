// Control initializers, navigation-bar spellings and modifiers of iOS 13–18 that ordinary apps
// use, beside the forms of §13.8 (Docs/Semantics/SwiftUI.md §14.9).

extension TextField {
  /// A text field with a placeholder from a literal, growing along `axis` (the field is laid out
  /// on one line here, as every text field is).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// A text field with a placeholder from a string, growing along `axis`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  /// A text field titled by a literal with a prompt (the prompt is the placeholder shown).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(prompt.map { LocalizedStringKey($0.content) } ?? titleKey, text: text)
  }

  /// A text field titled by a string with a prompt.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(prompt?.content ?? String(title), text: text)
  }

  /// A text field titled by a literal with a prompt, growing along `axis`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey, text: text, prompt: prompt)
  }

  /// A text field titled by a string with a prompt, growing along `axis`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
  }

  /// A text field with a label view and a prompt (the prompt is the placeholder; the label,
  /// which iOS does not show in a plain field, is not kept).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(prompt?.content ?? "", text: text)
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// A toggle labelled by a literal and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle labelled by a string and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a literal title and an image from the asset catalog.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a string title and an image from the asset catalog.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Image {
  /// A system symbol drawn for `variableValue` (0…1; kept as the symbol: symbols are not drawn).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
}

/// How a navigation split view's columns show: SwiftUI's `NavigationSplitViewVisibility`
/// (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  let name: String
  /// The system's choice.
  public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
  /// Every column.
  public static var all: NavigationSplitViewVisibility { .init(name: "all") }
  /// The content and detail columns.
  public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
  /// The detail column only.
  public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// A two- or three-column navigation container: SwiftUI's `NavigationSplitView` (iOS 16). In a
/// compact width — the modelled iPhone — it collapses into one stack whose root is the sidebar
/// (Apple: "In narrow size classes, like on iPhone … the navigation split view collapses into a
/// single stack"): links in it push as in a ``NavigationStack`` (§3.6, §14.8). The content and
/// detail columns show only when a link pushes them (a sidebar `List`'s selection is not
/// modelled).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// A three-column split view whose column visibility is bound to `columnVisibility` (not
  /// written: the compact stack has one column).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A two-column split view whose column visibility is bound to `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

extension NavigationSplitView: NodeChildrenProviding, NavigationContainer {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] { navigationChildren(in: node, root: sidebar) }
}

/// A style of navigation split views: SwiftUI's `NavigationSplitViewStyle` (iOS 16), recorded.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol NavigationSplitViewStyle {}

/// A split view style, kept by name.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _NamedNavigationSplitViewStyle: NavigationSplitViewStyle {
  let name: String
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == _NamedNavigationSplitViewStyle {
  /// The system's choice.
  public static var automatic: Self { .init(name: "automatic") }
  /// The detail column shrinks to show the leading columns.
  public static var balanced: Self { .init(name: "balanced") }
  /// The detail column keeps its size.
  public static var prominentDetail: Self { .init(name: "prominentDetail") }
}

/// A style of forms: SwiftUI's `FormStyle` (iOS 16), recorded.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol FormStyle {}

/// A form style, kept by name.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _NamedFormStyle: FormStyle {
  let name: String
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == _NamedFormStyle {
  /// The context's style.
  public static var automatic: Self { .init(name: "automatic") }
  /// Grouped sections.
  public static var grouped: Self { .init(name: "grouped") }
  /// Labels and controls in columns.
  public static var columns: Self { .init(name: "columns") }
}

/// The tint of the context as a shape style: SwiftUI's `TintShapeStyle` (iOS 15), drawn with
/// the accent colour (the environment's tint is recorded, not kept).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle, Sendable {
  /// The tint style.
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TintShapeStyle: ApproximateColorStyle {
  var approximateColor: Color { .accentColor }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  /// The context's tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

nonisolated extension View {
  /// The navigation title from a `Text` (deprecated; kept as `navigationTitle(_:)`).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
    modifier(_NavigationTitleModifier(title: title.content))
  }

  /// The navigation title from a literal (deprecated).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ titleKey: LocalizedStringKey)
    -> ModifiedContent<Self, _NavigationTitleModifier>
  {
    modifier(_NavigationTitleModifier(title: titleKey.key))
  }

  /// The navigation title from a string (deprecated).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle<S: StringProtocol>(_ title: S)
    -> ModifiedContent<Self, _NavigationTitleModifier>
  {
    modifier(_NavigationTitleModifier(title: String(title)))
  }

  /// The navigation title from a `Text`, shown as `displayMode` (deprecated; the mode is
  /// recorded).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The navigation title from a literal, shown as `displayMode` (deprecated).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// The navigation title from a string, shown as `displayMode` (deprecated).
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The style of navigation split views in this subtree (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded(
      "navigationSplitViewStyle", (style as? _NamedNavigationSplitViewStyle)?.name ?? "\(S.self)")
  }

  /// The width of this split view column (recorded: one column shows).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func navigationSplitViewColumnWidth(_ width: CGFloat)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("navigationSplitViewColumnWidth", "\(width)")
  }

  /// The width range of this split view column (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("navigationSplitViewColumnWidth", "\(ideal)")
  }

  /// The style of forms in this subtree (recorded: a form lays out its rows in a column).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("formStyle", (style as? _NamedFormStyle)?.name ?? "\(S.self)")
  }

  /// Haptic feedback when `trigger` changes and `condition` holds for the old and new values
  /// (recorded: no haptics headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("sensoryFeedback", feedback.name)
  }

  /// Haptic feedback that `feedback` chooses when `trigger` changes (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("sensoryFeedback", "")
  }

  /// A search field whose presentation is bound to `isPresented` (recorded: no search field is
  /// shown headless, so neither binding is written).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", prompt?.content ?? "")
  }

  /// A search field with a literal prompt, its presentation bound to `isPresented` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", prompt.key)
  }

  /// A search field with a string prompt, its presentation bound to `isPresented` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", String(prompt))
  }

  /// Runs `action` with `transform` of the view's geometry when a layout first finds it and
  /// each time it changes: a `GeometryReader` behind the view, of the view's size (layout is on
  /// demand here, so the action runs in the update after a layout).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    background {
      GeometryReader { proxy in
        Color.clear.onChange(of: transform(proxy), initial: true) { _, newValue in
          action(newValue)
        }
      }
    }
  }

  /// Runs `action` with the old and new `transform` of the view's geometry when it changes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  @MainActor
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background {
      GeometryReader { proxy in
        Color.clear.onChange(of: transform(proxy), initial: true) { oldValue, newValue in
          action(oldValue, newValue)
        }
      }
    }
  }
}
