// Styles real files name: the hierarchical shape styles past `secondary`, label styles,
// navigation view styles and symbol variants. Kept as data (Docs/Semantics/SwiftUI.md §13.17).

/// A level of the foreground's hierarchy: SwiftUI's `HierarchicalShapeStyle`. `primary` and
/// `secondary` are the colours of ``Color``; the lower levels are kept as this style (not
/// drawn).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  let level: Int
  /// The first level, named on the type (`.primary` in a shape-style context is
  /// ``Color/primary``).
  public static let primary = HierarchicalShapeStyle(level: 1)
  /// The second level, named on the type (`.secondary` in a shape-style context is
  /// ``Color/secondary``).
  public static let secondary = HierarchicalShapeStyle(level: 2)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 3)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 4)
  /// The fifth level.
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static let quinary = HierarchicalShapeStyle(level: 5)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the foreground.
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

nonisolated extension View {
  /// The primary and secondary foreground styles (the first is applied as
  /// `foregroundStyle(_:)`; the second is recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> ModifiedContent<ModifiedContent<Self, _ForegroundStyleModifier<S1>>, _RecordedModifier>
  {
    foregroundStyle(primary).recorded("foregroundStyle.secondary", "\(secondary)")
  }

  /// The primary, secondary and tertiary foreground styles (the first applied, the others
  /// recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<ModifiedContent<Self, _ForegroundStyleModifier<S1>>, _RecordedModifier> {
    foregroundStyle(primary).recorded("foregroundStyle.secondary", "\(secondary) \(tertiary)")
  }

  /// The style of labels in this subtree (recorded: a label lays out its icon and title).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("labelStyle", "\(S.self)")
  }

  /// The style of navigation views in this subtree (recorded).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("navigationViewStyle", "\(S.self)")
  }

  /// The variant of SF Symbols in this subtree (recorded: symbols are not drawn).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("symbolVariant", variant.names.joined(separator: "."))
  }
}

/// A label's appearance (recorded by ``View/labelStyle(_:)``).
public protocol LabelStyle {}

/// The platform's label style.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// The title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A navigation view's appearance (recorded by ``View/navigationViewStyle(_:)``).
public protocol NavigationViewStyle {}

/// The platform's navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One column: a stack of views.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// A variant of SF Symbols: SwiftUI's `SymbolVariants` (kept as data; variants combine, as
/// in `.circle.fill`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  public static let none = SymbolVariants(names: [])
  public static let circle = SymbolVariants(names: ["circle"])
  public static let square = SymbolVariants(names: ["square"])
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  public static let fill = SymbolVariants(names: ["fill"])
  public static let slash = SymbolVariants(names: ["slash"])

  /// This variant in a circle.
  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  /// This variant in a square.
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
  /// This variant filled.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  /// This variant slashed.
  public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
}

extension SwitchToggleStyle {
  /// A switch tinted `tint` (the tint is not drawn).
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use tint(_:) instead.")
  public init(tint: Color) { self.init() }
}

nonisolated extension View {
  /// The style of a paged tab view's index dots (recorded).
  @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
  public func indexViewStyle<S: IndexViewStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("indexViewStyle", "\(S.self)")
  }

  /// The role of the toolbar (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("toolbarRole", role.name)
  }

  /// The font width of this subtree's text (recorded: the metric has one width).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("fontWidth", width.map { "\($0.value)" } ?? "nil")
  }

  /// The shape of this container, for container-relative shapes inside it (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func containerShape<T: Shape>(_ shape: T) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("containerShape", "\(T.self)")
  }

  /// Makes the views of this layout the targets of a scroll view's snapping (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollTargetLayout(isEnabled: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollTargetLayout", "\(isEnabled)")
  }

  /// How a scroll view snaps (recorded: scroll views are scrolled by code headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollTargetBehavior", "\(T.self)")
  }
}

/// The style of a paged tab view's index: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    case automatic, always, interactive, never
  }
  let backgroundDisplayMode: BackgroundDisplayMode
  /// Page dots with `backgroundDisplayMode`.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with `backgroundDisplayMode`.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

/// The role of a toolbar: SwiftUI's `ToolbarRole` (kept as data).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarRole: Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

extension Font {
  /// The width of a font: SwiftUI's `Font.Width` (kept as data).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct Width: Hashable, Sendable {
    /// The width value.
    public var value: CGFloat
    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }
}

/// How a scroll view snaps: SwiftUI's `ScrollTargetBehavior`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {}

/// Snaps to pages.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// Snaps to the views of a scroll target layout.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
}
