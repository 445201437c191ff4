// Navigation links, alerts, dismissal, focus, lazy grids and more recorded modifiers
// (Docs/RealCode.md).

/// A link that pushes `destination`: it lays out as its label; tapped by its text
/// (``ViewHost/tap(_:)``) inside a ``NavigationStack`` or ``NavigationView``, the container
/// shows the destination in place of its root (Docs/Semantics/SwiftUI.md §3.6).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The label.
  public let label: Label
  /// The view the link would push (none for a link that presents a value).
  let linkDestination: Destination?
  /// The value a value-presenting link appends to the stack's path (Views/NavigationPath.swift).
  let presentedValue: AnyHashable?
  /// What a binding-driven link writes as it pushes (Views/NavigationLink+Deprecated.swift).
  var activation: (@MainActor () -> Void)?

  /// The view the link would push.
  public var destination: Destination {
    guard let linkDestination else { fatalError("a link that presents a value has no view") }
    return linkDestination
  }

  /// A link with a label view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.linkDestination = destination
    self.presentedValue = nil
    self.label = label()
  }

  /// A link with a destination built by a closure.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: label)] }
}

extension NavigationLink where Label == Text {
  /// A link titled by a string.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled by a string, with a destination built by a closure.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

/// Dismisses the presentation the view is in: SwiftUI's `DismissAction`. Inside a sheet's
/// content it sets the sheet's binding to false; elsewhere it does nothing (no navigation
/// stack to pop headless).
public struct DismissAction: @MainActor Equatable {
  let isPresented: Binding<Bool>?

  /// Dismisses.
  @MainActor
  public func callAsFunction() { isPresented?.wrappedValue = false }

  /// Equal when both dismiss the same presentation (the same binding location), so a sheet's
  /// content does not see a new environment on every update of its presenter.
  @MainActor
  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    switch (lhs.isPresented, rhs.isPresented) {
    case (nil, nil): return true
    case (let left?, let right?): return left.location.isSame(as: right.location)
    default: return false
    }
  }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(isPresented: nil) }
}

extension EnvironmentValues {
  /// The action that dismisses the current presentation.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

nonisolated extension View {
  /// An alert titled `title` presented while `isPresented` is true, with its `actions`
  /// (buttons): presented like a sheet — its title and actions are children while presented,
  /// laid out in the window (Docs/RealCode.md, "sheet").
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    let title = String(title)
    return sheet(isPresented: isPresented) {
      VStack {
        Text(title)
        actions()
      }
    }
  }

  /// An alert with a message.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    let title = String(title)
    return sheet(isPresented: isPresented) {
      VStack {
        Text(title)
        message()
        actions()
      }
    }
  }

  /// A confirmation dialog, presented like an alert.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions)
  }
}

/// Focus owned by a view: SwiftUI's `@FocusState`. Headless nothing takes focus by itself;
/// the value changes when code writes it, and it invalidates like `@State` (it is kept in a
/// `State`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// An unfocused focus state: `false` for a Boolean, `nil` for an optional (the two kinds
  /// SwiftUI offers). Unconstrained so a view holding one keeps its no-argument initializer.
  public init() {
    guard let unfocused = (Value.self as? FocusDefault.Type)?.unfocused as? Value else {
      fatalError("FocusState<\(Value.self)>: the value must be Bool or an Optional")
    }
    state = State(wrappedValue: unfocused)
  }

  /// The focused value (`nil` or `false`: nothing focused).
  @MainActor
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for ``View/focused(_:equals:)``.
  @MainActor
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to a focus state.
  @propertyWrapper
  public struct Binding {
    let base: HeadlessSwiftUI.Binding<Value>

    /// The focused value.
    @MainActor
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}

/// The unfocused value of a focus state's type.
protocol FocusDefault {
  static var unfocused: Any { get }
}

extension Bool: FocusDefault {
  static var unfocused: Any { false }
}

extension Optional: FocusDefault {
  static var unfocused: Any { Optional<Wrapped>.none as Any }
}

nonisolated extension View {
  /// Binds this view's focus to `binding` (recorded: focus does not move by itself headless).
  public func focused(_ binding: FocusState<Bool>.Binding)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focused")
  }

  /// Binds this view's focus to `binding` being `value` (recorded).
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focused", "\(value)")
  }

  /// The action on the keyboard's return key (recorded: no keyboard headless).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("onSubmit")
  }

  /// The label of the keyboard's return key (recorded).
  public func submitLabel(_ label: SubmitLabel) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("submitLabel", "\(label)")
  }

  /// How the navigation title shows (recorded: no navigation bar headless).
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("navigationBarTitleDisplayMode", "\(mode)")
  }

  /// The tint of controls in this subtree (recorded, not drawn).
  public func tint(_ tint: Color?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("tint", tint.map(\.componentDescription) ?? "nil")
  }

  /// The tint of controls in this subtree as any shape style (a gradient, a material), as
  /// iOS 16 takes it: recorded, not drawn. As Apple's controls that cannot draw the style
  /// approximate it (a gradient by its first stop's colour), a style with an approximate
  /// colour is recorded as that colour; a colour as the `Color` form records it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _RecordedModifier> {
    let color = (tint as? Color) ?? (tint as? any ApproximateColorStyle)?.approximateColor
    return recorded(
      "tint", color?.componentDescription ?? tint.map { "\(type(of: $0))" } ?? "nil")
  }

  /// The size of controls in this subtree (recorded; controls keep their sizes).
  public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("controlSize", "\(size)")
  }

  /// Hides controls' labels (recorded; toggles and pickers do not lay out labels anyway).
  public func labelsHidden() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("labelsHidden")
  }

  /// The heights a sheet can rest at (recorded: sheets fill the window).
  public func presentationDetents(_ detents: Set<PresentationDetent>)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationDetents", "\(detents.count)")
  }

  /// A list row's background (recorded: rows have no background headless).
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("listRowBackground")
  }

  /// A list row's insets (recorded: rows have no insets headless).
  public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("listRowInsets")
  }

  /// Whether a scroll view's background shows (recorded).
  public func scrollContentBackground(_ visibility: Visibility)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollContentBackground", "\(visibility)")
  }
}

/// Shown, hidden, or the system's choice.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label.
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// Namespace of navigation bar values.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// The size class of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  /// A fraction of the window's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
}

/// A column of a lazy grid.
public struct GridItem: Hashable, Sendable {
  /// How a column is sized.
  public enum Size: Hashable, Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  /// A column.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid of rows of its children, `columns` wide: SwiftUI's `LazyVGrid` (Docs/RealCode.md,
/// "LazyVGrid"). Every cell is built.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let columns: [GridItem]
  public let alignment: HorizontalAlignment
  public let spacing: CGFloat?
  public let content: Content

  /// A grid (`pinnedViews` is recorded: nothing scrolls, so no header pins).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}
