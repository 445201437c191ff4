import HeadlessCoreGraphics

/// An outline of lines and curves: SwiftUI's `Path`, a value type over a Core Graphics path
/// (copied on write). It is a ``Shape`` whose outline is itself whatever the rectangle.
///
/// Angles follow SwiftUI: `addArc(center:radius:startAngle:endAngle:clockwise:)` passes the
/// flag to Core Graphics unchanged, so on the y-down screen `clockwise: true` sweeps
/// counter-clockwise, as Apple's documentation of the method warns
/// (Docs/RealCode.md, "Shapes and paths").
nonisolated public struct Path: Shape, PrimitiveView, Equatable, CustomStringConvertible {
  public typealias Body = Never
  private var storage: CGMutablePath

  /// An empty path.
  public init() { storage = CGMutablePath() }

  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// The rectangle `rect`.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// A copy of `path`.
  public init(_ path: CGPath) {
    storage = path.mutableCopy() ?? CGMutablePath()
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// The rectangle `rect` with circular corners of `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// The rectangle `rect` with elliptical corners of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  private mutating func unique() -> CGMutablePath {
    if !isKnownUniquelyReferenced(&storage) {
      storage = storage.mutableCopy() ?? CGMutablePath()
    }
    return storage
  }

  /// The path as Core Graphics'.
  public var cgPath: CGPath { storage.copy() ?? storage }
  /// Whether nothing was added.
  public var isEmpty: Bool { storage.isEmpty }
  /// The smallest rectangle holding every point, control points excluded.
  public var boundingRect: CGRect { storage.boundingBoxOfPath }
  /// The last point added.
  public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }
  /// The outline in SVG path syntax.
  public var description: String { storage.svgPathData }

  public func path(in rect: CGRect) -> Path { self }

  /// Whether `point` is inside the path (non-zero winding unless `eoFill`).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    storage.contains(point, using: eoFill ? .evenOdd : .winding)
  }

  public mutating func move(to point: CGPoint) { unique().move(to: point) }
  public mutating func addLine(to point: CGPoint) { unique().addLine(to: point) }
  public mutating func addLines(_ points: [CGPoint]) { unique().addLines(between: points) }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    unique().addQuadCurve(to: end, control: control)
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    unique().addCurve(to: end, control1: control1, control2: control2)
  }
  public mutating func closeSubpath() { unique().closeSubpath() }
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    unique().addRect(rect, transform: transform)
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    unique().addRects(rects, transform: transform)
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    unique().addEllipse(in: rect, transform: transform)
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular,
    transform: CGAffineTransform = .identity
  ) {
    unique().addRoundedRect(
      in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height,
      transform: transform)
  }
  /// A circular arc; `clockwise` as in Core Graphics (above).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    unique().addArc(
      center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
      endAngle: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
  }
  /// An arc of `delta` from `startAngle` around `center`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    unique().addRelativeArc(
      center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
      delta: CGFloat(delta.radians), transform: transform)
  }
  /// The arc tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    unique().addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    unique().addPath(path.storage, transform: transform)
  }

  /// The path moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var copy = Path()
    copy.addPath(self, transform: transform)
    return copy
  }

  /// The path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

extension Path: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension Path: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    shapeElement(self, frame, paint)
  }
}

/// An ellipse inscribed in its frame.
nonisolated public struct Ellipse: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Ellipse: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension Ellipse: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    shapeElement(self, frame, paint)
  }
}

extension Rectangle {
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(cornerRadius, min(rect.width, rect.height) / 2))
  }
}

extension Capsule {
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

extension Circle {
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension _TrimmedShape {
  /// The whole shape's outline: the trim is recorded, not applied (Docs/RealCode.md).
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

nonisolated extension Shape {
  /// A shape of one's own shows as its `_ShapeView`.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// The view of a shape of one's own: it takes the whole proposal (10 points in a dimension
/// proposed `nil`, like the built-in shapes), hit-tests as its frame, and is drawn by the SVG
/// painter as its `path(in:)` for its frame, filled or stroked by the modifier around the
/// shape (Docs/RealCode.md, "Shapes and paths").
nonisolated public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  public typealias Body = Never
  /// The shape.
  public let shape: Content
}

extension _ShapeView: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension _ShapeView: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    shapeElement(shape, frame, paint)
  }
}

/// A shape drawn inside its owning user view: its fill is on the view around that one.
protocol OwnedShape {}
extension _ShapeView: OwnedShape {}

/// An SVG `<path>` of `shape`'s outline for `frame` (computed in the shape's own coordinates,
/// then moved to the frame).
func shapeElement<S: Shape>(_ shape: S, _ frame: CGRect, _ paint: String) -> String {
  let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
  let placed = local.offsetBy(dx: frame.minX, dy: frame.minY)
  return "<path d=\"\(placed.description)\" \(paint)/>"
}
