// `.background(_:in:fillStyle:)`, `.background(_:ignoresSafeAreaEdges:)` with a shape style,
// and the materials (Docs/RealCode.md, "Backgrounds in a shape").

nonisolated extension View {
  /// Fills `shape` with `style` behind the view, in the view's frame: the same as
  /// `.background { shape.fill(style) }` (the shape takes the view's size and is drawn behind
  /// it; it does not change the view's layout).
  @MainActor
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style) }
  }

  /// Fills `shape` with the background style behind the view (the system background, white
  /// in the light appearance).
  @MainActor
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(alignment: .center) { shape.fill(Color.white) }
  }
}

/// A translucent, blurring background: SwiftUI's `Material`. ScreenLab does not blur; a
/// material fills as white at an opacity that grows with its thickness (0.3 for ultra-thin up
/// to 0.9 for ultra-thick, an approximation of the light appearance; Docs/RealCode.md).
public struct Material: ShapeStyle, Hashable, Sendable {
  /// The material's name.
  public let name: String
  /// The opacity of the white it is drawn with (not named `opacity`, which would hide
  /// ``ShapeStyle/opacity(_:)`` from callers).
  let whiteOpacity: Double

  init(name: String, opacity: Double) {
    self.name = name
    self.whiteOpacity = opacity
  }

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's names)
  public static let ultraThinMaterial = Material(name: "ultraThin", opacity: 0.3)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's names)
  public static let thinMaterial = Material(name: "thin", opacity: 0.45)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's names)
  public static let regularMaterial = Material(name: "regular", opacity: 0.6)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's names)
  public static let thickMaterial = Material(name: "thick", opacity: 0.75)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's names)
  public static let ultraThickMaterial = Material(name: "ultraThick", opacity: 0.9)
  public static let bar = Material(name: "bar", opacity: 0.75)
  /// The materials by their own names, as Apple's `Material` declares them (the same values as
  /// the `…Material` names, Docs/Semantics/SwiftUI.md §15.3).
  public static let ultraThin = ultraThinMaterial
  public static let thin = thinMaterial
  public static let regular = regularMaterial
  public static let thick = thickMaterial
  public static let ultraThick = ultraThickMaterial

  /// The colour it is drawn with.
  var color: Color { Color(white: 1, opacity: whiteOpacity) }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

/// A style the painter draws as an approximate colour.
protocol ApproximateColorStyle {
  var approximateColor: Color { get }
}

extension Material: ApproximateColorStyle {
  var approximateColor: Color { color }
}

nonisolated extension View {
  /// Layers `style` in front of the view, filling its frame: the same as
  /// `.overlay { Rectangle().fill(style) }` (it does not change the view's layout; safe areas
  /// are not modelled, so `edges` changes nothing) (Docs/Semantics/SwiftUI.md §13.23).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(alignment: .center) { Rectangle().fill(style) }
  }
}

/// A gradient used as a shape style draws a linear gradient from top to bottom (iOS 16); the
/// painter draws it with its first colour, as ``LinearGradient``.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}

extension Gradient: ApproximateColorStyle {
  var approximateColor: Color { stops.first?.color ?? .clear }
}

/// A gradient as a shape style, whatever its kind: SwiftUI's `AnyGradient` (iOS 16). Drawn, as
/// a ``Gradient`` is, with its first colour (Docs/Semantics/SwiftUI.md §14.7).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
  let gradient: Gradient

  /// The style of `gradient`.
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AnyGradient: ApproximateColorStyle {
  var approximateColor: Color { gradient.approximateColor }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color {
  /// The standard gradient of this colour (a subtle one from the colour): drawn as the colour.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
}
