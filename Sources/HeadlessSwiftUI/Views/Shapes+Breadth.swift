// `InsettableShape`, `ContainerRelativeShape` and `UnevenRoundedRectangle` (iOS 13–17), with
// their static members on `Shape` (Docs/Semantics/SwiftUI.md §14.7).

/// A shape that can be inset to give a smaller shape: SwiftUI's `InsettableShape` (iOS 13).
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount on every side: its outline is the base shape's for the frame
/// made smaller by `amount` on each edge (SwiftUI's built-in shapes' `_Inset` types).
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape {
  /// The shape inset.
  public let base: Base
  /// The inset on each side.
  public let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

extension Rectangle: InsettableShape {
  /// The rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Circle: InsettableShape {
  /// The circle inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Ellipse: InsettableShape {
  /// The ellipse inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Capsule: InsettableShape {
  /// The capsule inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
    _InsetShape(base: self, amount: amount)
  }
}

/// The shape of the container the view is in, inset to the view's frame: SwiftUI's
/// `ContainerRelativeShape` (iOS 14). Without a container shape — `containerShape(_:)` is
/// recorded, and no widget or app icon frames the view headless — it is a rectangle, as Apple
/// documents for that case.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ContainerRelativeShape: InsettableShape {
  /// The container's shape.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(base: self, amount: amount)
  }
}

/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii` (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RectangleCornerRadii: Equatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Radii for each corner.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners have different radii: SwiftUI's `UnevenRoundedRectangle`
/// (iOS 16). Each radius is limited to half the shorter side; corners are circular arcs (the
/// `.continuous` style is drawn circular too).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    let topLeading = min(cornerRadii.topLeading, limit)
    let topTrailing = min(cornerRadii.topTrailing, limit)
    let bottomTrailing = min(cornerRadii.bottomTrailing, limit)
    let bottomLeading = min(cornerRadii.bottomLeading, limit)
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
    path.addArc(
      tangent1End: CGPoint(x: rect.maxX, y: rect.minY),
      tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: topTrailing)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
    path.addArc(
      tangent1End: CGPoint(x: rect.maxX, y: rect.maxY),
      tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: bottomTrailing)
    path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
    path.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.maxY),
      tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bottomLeading)
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
    path.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.minY),
      tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: topLeading)
    path.closeSubpath()
    return path
  }

  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// The container's shape (``ContainerRelativeShape``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner (``UnevenRoundedRectangle``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with `cornerRadii`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
