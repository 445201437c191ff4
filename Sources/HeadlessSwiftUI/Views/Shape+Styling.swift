// Shape and style API real view files use: stroke styles, trimmed shapes, continuous
// corners, gradients and more unit points (Docs/RealCode.md, "Shapes and gradients").

/// How a stroke is drawn, kept as data.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The corner style of a rounded rectangle (kept as data: drawn as circular corners).
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

extension RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius` in `style` (the style is not drawn:
  /// continuous corners are drawn circular).
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
    self.init(cornerRadius: cornerRadius)
  }
}

nonisolated extension Shape {
  /// Strokes the shape's outline with `style` as `strokeStyle` says (its line width is
  /// recorded; cap, join and dash are not drawn).
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
    modifier(_FillModifier(style: style, lineWidth: strokeStyle.lineWidth))
  }

  /// Strokes the shape's outline in the foreground colour.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    modifier(_FillModifier(style: Color.primary, lineWidth: lineWidth))
  }

  /// Strokes the shape's outline in the foreground colour as `strokeStyle` says.
  public func stroke(style strokeStyle: StrokeStyle) -> some View {
    modifier(_FillModifier(style: Color.primary, lineWidth: strokeStyle.lineWidth))
  }

  /// The part of the outline from `startFraction` to `endFraction` (0...1), as a shape.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TrimmedShape<Self>
  {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}

/// A trimmed shape: it lays out and hit-tests as its whole shape; the trim fractions are
/// recorded, not drawn (Docs/RealCode.md).
nonisolated public struct _TrimmedShape<Base: Shape>: Shape, PrimitiveView {
  public typealias Body = Never
  /// The shape trimmed.
  public let shape: Base
  /// The start of the kept part of the outline, 0...1.
  public let from: CGFloat
  /// The end of the kept part of the outline, 0...1.
  public let to: CGFloat
}

extension _TrimmedShape: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension UnitPoint {
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
}

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
  /// One colour at a location (0...1).
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A linear gradient: a shape style, and a view that fills the space it is offered like a
/// colour (drawn with its first colour; Docs/RealCode.md).
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// The colours.
  public let gradient: Gradient
  /// Where the gradient starts, in the unit square.
  public let startPoint: UnitPoint
  /// Where it ends.
  public let endPoint: UnitPoint

  /// A linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient through `colors`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    gradient.fillRole
  }
}

extension Gradient {
  /// The layout role of a view that fills its space with this gradient (linear, radial,
  /// angular or elliptical): it takes hits where any of its stops is visible.
  var fillRole: LayoutRole {
    .leaf(.fill(hitTestable: stops.contains { $0.color.alpha > 0 }))
  }
}
