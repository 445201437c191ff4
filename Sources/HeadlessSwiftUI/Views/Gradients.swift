// Angular and radial gradients, and the gradient shape-style shorthands
// (`.fill(.angularGradient(…))`, `.foregroundStyle(.linearGradient(…))`).
//
// Like ``LinearGradient`` (Views/Shape+Styling.swift), each is a shape style and a view that
// fills the space it is offered like a colour, hit-testable unless all its colours are clear;
// the SVG painter does not draw gradients (Docs/RealCode.md, "Shapes and gradients").

/// A gradient sweeping around `center` from `startAngle` to `endAngle`.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// The colours.
  public let gradient: Gradient
  /// The centre of the sweep, in the unit square.
  public let center: UnitPoint
  /// Where the sweep starts.
  public let startAngle: Angle
  /// Where it ends.
  public let endAngle: Angle

  /// An angular gradient from `startAngle` to `endAngle` (a full turn by default).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full-turn gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: Angle(radians: angle.radians + 2 * .pi))
  }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius`.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// The colours.
  public let gradient: Gradient
  /// The centre, in the unit square.
  public let center: UnitPoint
  /// The radius of the first colour.
  public let startRadius: CGFloat
  /// The radius of the last colour.
  public let endRadius: CGFloat

  /// A radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient through `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension AngularGradient: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    gradient.fillRole
  }
}

extension RadialGradient: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    gradient.fillRole
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `colors`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `colors`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
