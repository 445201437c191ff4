// More modifiers of real view files whose effect is text rendering, navigation-bar and
// presentation chrome, menus, haptics or pointer input — none of which is modelled
// headless. Declared with Apple's signatures, availability and deprecation attributes, and
// recorded: layout-transparent, their name and value kept on the graph; menu and swipe-action
// builders are not called, as nothing opens them headless (Docs/Semantics/SwiftUI.md §13.16).

nonisolated extension View {
  /// The smallest scale text may shrink to to fit (recorded: the metric does not shrink text).
  public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("minimumScaleFactor", "\(factor)")
  }

  /// Where text that does not fit is truncated (recorded).
  public func truncationMode(_ mode: Text.TruncationMode)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("truncationMode", "\(mode)")
  }

  /// Whether text may tighten its letter spacing to fit (recorded).
  public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("allowsTightening", "\(flag)")
  }

  /// The spacing between lines of text (recorded: the metric's line height is fixed).
  public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("lineSpacing", "\(lineSpacing)")
  }

  /// Shows text in upper or lower case (recorded: the text's string is kept as written).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("textCase", textCase.map { "\($0)" } ?? "nil")
  }

  /// Whether text can be selected (recorded).
  @available(iOS 15.0, macOS 12.0, *)
  public func textSelection<S: TextSelectability>(_ selectability: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("textSelection", "\(S.allowsSelection)")
  }

  /// The font design of this subtree's text (recorded).
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("fontDesign", design.map { "\($0)" } ?? "nil")
  }

  /// A context menu of the views `menuItems` builds, shown on a long press (recorded: the
  /// builder is not called, nothing opens the menu headless).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("contextMenu", "\(MenuItems.self)")
  }

  /// Swipe actions of a list row (recorded: the builder is not called, nothing swipes
  /// headless).
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("swipeActions", "\(edge) \(allowsFullSwipe)")
  }

  /// Whether a list row's separators show (recorded).
  @available(iOS 15.0, macOS 13.0, *)
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("listRowSeparator", "\(visibility)")
  }

  /// The colour scheme of this subtree: sets the environment's `colorScheme`.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)"
  )
  public func colorScheme(_ colorScheme: ColorScheme)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorScheme>>
  {
    environment(\.colorScheme, colorScheme)
  }

  /// Hides the navigation bar (recorded: no navigation bar headless).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
  public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("navigationBarHidden", "\(hidden)")
  }

  /// Hides the back button (recorded).
  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }

  /// Whether the status bar is hidden (recorded).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
  public func statusBar(hidden: Bool) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("statusBarHidden", "\(hidden)")
  }

  /// A search field bound to `text` in the navigation bar (recorded: the field is not laid
  /// out; the binding is written by code, as a user's typing would).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", prompt?.content ?? "")
  }

  /// A search field with a prompt from a literal (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", prompt.key)
  }

  /// A search field with a prompt from a string (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("searchable", String(prompt))
  }

  /// The background of the bars `bars` (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbarBackground", "\(style)")
  }

  /// Whether the bars' background shows (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbarBackground", "\(visibility)")
  }

  /// The colour scheme of the bars (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbarColorScheme", colorScheme.map { "\($0)" } ?? "nil")
  }

  /// Whether the bars show (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbarVisibility", "\(visibility)")
  }

  /// Keeps a sheet from being swiped away (recorded: nothing swipes headless).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("interactiveDismissDisabled", "\(isDisabled)")
  }

  /// Whether a sheet shows its drag indicator (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func presentationDragIndicator(_ visibility: Visibility)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationDragIndicator", "\(visibility)")
  }

  /// A sheet's corner radius (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationCornerRadius(_ cornerRadius: CGFloat?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationCornerRadius", cornerRadius.map { "\($0)" } ?? "nil")
  }

  /// A sheet's background (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationBackground<S: ShapeStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationBackground", "\(style)")
  }

  /// How prominent a list section's header is (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func headerProminence(_ prominence: Prominence)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("headerProminence", "\(prominence)")
  }

  /// Whether scrolling is disabled in this subtree (recorded: scroll views are scrolled by
  /// code headless).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("scrollDisabled", "\(disabled)")
  }

  /// The action run when a pointer enters or leaves the view (recorded: no pointer headless).
  @available(iOS 13.4, macOS 10.15, *)
  public func onHover(perform action: @escaping (Bool) -> Void)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("onHover")
  }

  /// Marks the view as holding private data (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func privacySensitive(_ sensitive: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("privacySensitive", "\(sensitive)")
  }

  /// The action run when the app is asked to open a URL (recorded: no URL is opened headless).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func onOpenURL(perform action: @escaping (URL) -> Void)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("onOpenURL")
  }

  /// Whether the view can take focus (recorded: focus does not move by itself headless).
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("focusable", "\(isFocusable)")
  }

  /// Isolates the view's geometry from its parent's during animations (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func geometryGroup() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("geometryGroup")
  }

  /// Shows the large content viewer for this view (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityShowsLargeContentViewer")
  }

  /// Plays haptic `feedback` when `trigger` changes (recorded: no haptics headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("sensoryFeedback", feedback.name)
  }

  /// Items in the navigation bar: the form before `toolbar(content:)`. The items are toolbar
  /// items: in the graph, not laid out (Modifiers/ListEditing.swift).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T)
    -> ModifiedContent<Self, _ToolbarModifier<TupleView<(L, T)>>>
  {
    modifier(_ToolbarModifier(items: TupleView((leading, trailing))))
  }

  /// A leading navigation-bar item (a toolbar item, not laid out).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _ToolbarModifier<L>>
  {
    modifier(_ToolbarModifier(items: leading))
  }

  /// A trailing navigation-bar item (a toolbar item, not laid out).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _ToolbarModifier<T>>
  {
    modifier(_ToolbarModifier(items: trailing))
  }
}

extension Text {
  /// Where text that does not fit is cut: SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// A letter case: SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

/// Whether text can be selected: SwiftUI's `TextSelectability`.
@available(iOS 15.0, macOS 12.0, *)
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}

/// Selectable text.
@available(iOS 15.0, macOS 12.0, *)
public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
@available(iOS 15.0, macOS 12.0, *)
public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A horizontal edge: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}

/// A vertical edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement` (kept as data).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A bar: SwiftUI's `ToolbarPlacement` (kept as data).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How prominent a header is: SwiftUI's `Prominence`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// A haptic: SwiftUI's `SensoryFeedback` (kept as data).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of `weight` and `intensity`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
  }

  /// The weight of an impact.
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
}
