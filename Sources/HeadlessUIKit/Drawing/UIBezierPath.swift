import Runtime

/// A path with line attributes that paints itself into the current context: UIKit's
/// `UIBezierPath`, a wrapper of a `CGMutablePath`.
///
/// Coordinates are UIKit's (y down). The `clockwise` flag of the arc methods is the direction
/// seen on screen, the opposite of Core Graphics' y-up flag, so the path calls
/// `CGMutablePath.addArc(…, clockwise: !clockwise)`: `startAngle: -.pi / 2, endAngle: 0,
/// clockwise: true` goes from the top of the circle to its right through the upper right.
open class UIBezierPath: CustomStringConvertible {
  /// The path (made with the public initializer, so a draw pass counts each new Bézier path
  /// once: `DrawPassTally`).
  var path = CGMutablePath()
  /// The stroke width (1 by default).
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  open var miterLimit: CGFloat = 10
  /// Curve flatness (stored; paths are recorded exactly).
  open var flatness: CGFloat = 0.6
  /// Whether ``fill()`` uses the even-odd rule instead of non-zero winding.
  open var usesEvenOddFillRule = false
  var dashPattern: [CGFloat] = []
  var dashPhase: CGFloat = 0

  /// An empty path.
  public init() {}

  /// A path with the elements of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// A closed rectangle, clockwise on screen from the top-left corner.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rounded rectangle with circular corners of `cornerRadius` (clamped to half the
  /// shorter side). UIKit draws continuous ("squircle") corners; ScreenLab's are circular.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
  }

  /// A rounded rectangle whose `corners` are rounded with `cornerRadii` (elliptical radii
  /// are drawn circular, with the width).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: minX + radius(.topLeft), y: minY))
    addLine(to: CGPoint(x: maxX - radius(.topRight), y: minY))
    corner(
      CGPoint(x: maxX - radius(.topRight), y: minY + radius(.topRight)), radius(.topRight), -.pi / 2
    )
    addLine(to: CGPoint(x: maxX, y: maxY - radius(.bottomRight)))
    corner(
      CGPoint(x: maxX - radius(.bottomRight), y: maxY - radius(.bottomRight)), radius(.bottomRight),
      0)
    addLine(to: CGPoint(x: minX + radius(.bottomLeft), y: maxY))
    corner(
      CGPoint(x: minX + radius(.bottomLeft), y: maxY - radius(.bottomLeft)), radius(.bottomLeft),
      .pi / 2)
    addLine(to: CGPoint(x: minX, y: minY + radius(.topLeft)))
    corner(CGPoint(x: minX + radius(.topLeft), y: minY + radius(.topLeft)), radius(.topLeft), .pi)
    close()
  }

  private func corner(_ center: CGPoint, _ radius: CGFloat, _ start: CGFloat) {
    guard radius > 0 else { return }
    addArc(
      withCenter: center, radius: radius, startAngle: start, endAngle: start + .pi / 2,
      clockwise: true)
  }

  /// An arc of a circle; `clockwise` is the direction on screen (see the type's notes).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  // MARK: - Building

  /// The path as an immutable `CGPath` (setting it replaces the elements).
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(rect: .null) }
    set { path = newValue.mutableCopy() ?? CGMutablePath(elements: []) }
  }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// Adds an arc; `clockwise` is the direction on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = CGMutablePath(elements: []) }
  /// Appends the elements of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  /// A new path with this one's contents reversed: the subpaths in reverse order, each drawn
  /// from its end back to its start through the same segments (a curve's control points
  /// swapped), a closed one still closed; the drawing properties copied (§93).
  @available(iOS 6.0, *)
  open func reversing() -> UIBezierPath {
    let result = carrySettings(
      \.lineWidth, \.lineCapStyle, \.lineJoinStyle, \.miterLimit, \.flatness,
      \.usesEvenOddFillRule, from: self, to: UIBezierPath())
    result.path = CGMutablePath(elements: PathReversal.reversed(path.elements))
    return result
  }

  /// Transforms every point.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(elements: [])
      .appending(path, transform: transform)
  }

  /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0: solid).
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = PointerArguments.values(at: pattern, count: count)
    dashPhase = phase
  }

  // MARK: - Reading

  /// The bounding box of the points, control points included (`CGPath.boundingBox`).
  open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
  /// The end of the last element.
  open var currentPoint: CGPoint { path.currentPoint }
  open var isEmpty: Bool { path.isEmpty }
  /// Whether `point` is inside the path by the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// The SVG path data.
  open var description: String { "UIBezierPath(\(path.svgPathData))" }

  // MARK: - Painting

  /// Fills the path with the context's fill colour (the context's path is kept).
  open func fill() { paint(fill: true) }

  /// Strokes the path with the context's stroke colour and the path's line attributes.
  open func stroke() { paint(fill: false) }

  /// Intersects the current context's clip with the path.
  open func addClip() {
    guard let context = GraphicsContextStack.current.contexts.last else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  private func paint(fill: Bool) {
    guard let context = GraphicsContextStack.current.contexts.last else {
      Runtime.current.record(
        .diagnostic,
        "UIBezierPath.\(fill ? "fill" : "stroke")() with no current context: nothing is drawn "
          + "(draw(_:) called directly?)")
      return
    }
    let previous = context.path
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    if fill {
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    } else {
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.setLineDash(phase: dashPhase, lengths: dashPattern)
      context.strokePath()
    }
    context.restoreGState()
    if let previous { context.addPath(previous) }
  }
}

extension CGMutablePath {
  fileprivate func appending(_ other: CGPath, transform: CGAffineTransform) -> CGMutablePath {
    addPath(other, transform: transform)
    return self
  }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The reversal of a path's elements (``UIBezierPath/reversing()``).
enum PathReversal {
  /// `elements` split into subpaths, the subpaths in reverse order, each reversed.
  static func reversed(_ elements: [PathElement]) -> [PathElement] {
    var subpaths: [(start: CGPoint, segments: [PathElement], closed: Bool)] = []
    var start = CGPoint.zero
    var segments: [PathElement] = []
    var closed = false
    var open = false
    func finish() {
      if open { subpaths.append((start, segments, closed)) }
      segments = []
      closed = false
      open = false
    }
    for element in elements {
      switch element {
      case .moveTo(let point):
        finish()
        start = point
        open = true
      case .closeSubpath:
        open = true
        closed = true
        finish()
      default:
        // A segment right after a close starts a new subpath at the closed one's start.
        open = true
        segments.append(element)
      }
    }
    finish()
    return subpaths.reversed().flatMap { reversed(start: $0.start, $0.segments, closed: $0.closed) }
  }

  private static func reversed(start: CGPoint, _ segments: [PathElement], closed: Bool)
    -> [PathElement]
  {
    let ends = [start] + segments.map { $0.points.last ?? start }
    var result: [PathElement] = [.moveTo(ends[ends.count - 1])]
    for index in segments.indices.reversed() {
      let target = ends[index]
      switch segments[index] {
      case .quadCurveTo(let control, _): result.append(.quadCurveTo(control: control, to: target))
      case .curveTo(let control1, let control2, _):
        result.append(.curveTo(control1: control2, control2: control1, to: target))
      default: result.append(.lineTo(target))
      }
    }
    if closed { result.append(.closeSubpath) }
    return result
  }
}
