// Modifiers the public corpus of real view files uses whose effect is platform chrome,
// drawing or accessibility that this headless framework does not model. Each has Apple's
// signature, availability and deprecation attribute, and is recorded like the modifiers of
// RecordedModifiers.swift: layout-transparent, its name and value kept on the graph
// (Docs/Semantics/SwiftUI.md §13.5).

nonisolated extension View {
  /// A border of `content` and `width` around the view's frame: an overlay that takes no room
  /// (recorded; not drawn).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("border", "\(content) \(width)")
  }

  /// The accent colour of this subtree (recorded).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accentColor", accentColor.map { "\($0)" } ?? "nil")
  }

  /// The help text (a tooltip on macOS, an accessibility hint on iOS): recorded.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("help", textKey.key)
  }

  /// The help text, from a `Text` (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func help(_ text: Text) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("help", text.content)
  }

  /// The help text, from a string (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("help", String(text))
  }

  /// How SF Symbols in this subtree render (recorded: symbols are not drawn headless).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("symbolRenderingMode", mode.map { $0.name } ?? "nil")
  }

  /// The shape of bordered buttons in this subtree (recorded: system button styles are not
  /// drawn).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func buttonBorderShape(_ shape: ButtonBorderShape)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("buttonBorderShape", shape.name)
  }

  /// The name Xcode shows for a preview (previews are not run: recorded).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("previewDisplayName", value ?? "nil")
  }

  /// Whether scroll views in this subtree show their indicators (recorded: indicators are
  /// not drawn).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("scrollIndicators", visibility.name)
  }

  /// The background style of this subtree's system views (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func backgroundStyle<S: ShapeStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("backgroundStyle", "\(style)")
  }

  /// Turns autocorrection off (no keyboard headless: recorded).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)"
  )
  public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("autocorrectionDisabled", disable.map { "\($0)" } ?? "nil")
  }

  /// How a text change animates (recorded: a text's content is not interpolated headless).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func contentTransition(_ transition: ContentTransition)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("contentTransition", transition.name)
  }
}

/// How SF Symbols render: SwiftUI's `SymbolRenderingMode` (kept as data).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Layers of one colour at different opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers of the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// The shape of a bordered button: SwiftUI's `ButtonBorderShape` (kept as data).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  /// The style's own shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle with the system's radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius: \(radius))")
  }
  /// A circle.
  @available(iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0, *)
  public static let circle = ButtonBorderShape(name: "circle")
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility` (kept as data).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform shows them anyway.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a view's content changes: SwiftUI's `ContentTransition` (kept as data).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition: Equatable, Sendable {
  let name: String
  /// No transition.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated between the two contents.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits roll, up or (with `countsDown`) down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText(countsDown: \(countsDown))")
  }
  /// Digits roll in the direction of the change of `value`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(value))")
  }
}
