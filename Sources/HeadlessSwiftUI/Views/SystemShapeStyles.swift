// The system's semantic shape styles: the background, the foreground, selections, fills,
// separators, placeholders and links (Docs/Semantics/SwiftUI.md §15.12). Each is drawn with
// the colour UIKit gives the matching system colour in the light appearance (no dark mode is
// modelled).

/// The background of the context: SwiftUI's `BackgroundStyle` (iOS 15), drawn white (the
/// system background in the light appearance).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  /// The background style.
  public init() {}
}

/// The foreground of the context: SwiftUI's `ForegroundStyle` (iOS 15), drawn as the primary
/// colour.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  /// The foreground style.
  public init() {}
}

/// The colour of selected content: SwiftUI's `SelectionShapeStyle` (iOS 15), drawn with the
/// accent colour.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SelectionShapeStyle: ShapeStyle, Hashable, Sendable {
  /// The selection style.
  public init() {}
}

/// The fill of controls and thin overlays: SwiftUI's `FillShapeStyle` (iOS 17), drawn as
/// UIKit's system fill (grey 120, 120, 128 at 0.2).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
  /// The fill style.
  public init() {}
}

/// The colour of separators: SwiftUI's `SeparatorShapeStyle` (iOS 17), drawn as UIKit's
/// separator colour (60, 60, 67 at 0.29).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
  /// The separator style.
  public init() {}
}

/// The colour of placeholder text: SwiftUI's `PlaceholderTextShapeStyle` (iOS 17), drawn as
/// UIKit's placeholder text colour (60, 60, 67 at 0.3).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, Sendable {
  /// The placeholder style.
  public init() {}
}

/// The colour of links: SwiftUI's `LinkShapeStyle` (iOS 17), drawn as UIKit's link colour
/// (system blue, 0, 122, 255).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinkShapeStyle: ShapeStyle, Hashable, Sendable {
  /// The link style.
  public init() {}
}

extension BackgroundStyle: ApproximateColorStyle {
  var approximateColor: Color { .white }
}

extension ForegroundStyle: ApproximateColorStyle {
  var approximateColor: Color { .primary }
}

extension SelectionShapeStyle: ApproximateColorStyle {
  var approximateColor: Color { .accentColor }
}

extension FillShapeStyle: ApproximateColorStyle {
  var approximateColor: Color {
    Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
  }
}

extension SeparatorShapeStyle: ApproximateColorStyle {
  var approximateColor: Color {
    Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
  }
}

extension PlaceholderTextShapeStyle: ApproximateColorStyle {
  var approximateColor: Color {
    Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
  }
}

extension LinkShapeStyle: ApproximateColorStyle {
  var approximateColor: Color { Color(red: 0, green: 122 / 255, blue: 1) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  /// The context's background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  /// The context's foreground.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == SelectionShapeStyle {
  /// The colour of selected content.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The separator colour.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The placeholder text colour.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == LinkShapeStyle {
  /// The link colour.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

nonisolated extension View {
  /// Fills the background with `style`, as ``background(_:)`` with a style; safe areas are
  /// not modelled, so `edges` changes nothing. (Apple gives `edges` the default `.all`; here
  /// the label must be written, because a defaulted second parameter would make
  /// `background(Color.red)` ambiguous with the view form `background(_:alignment:)`.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set)
    -> ModifiedContent<Self, _BackgroundStyleModifier<S>>
  {
    background(style)
  }
}
