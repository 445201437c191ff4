/// A drawing destination that records what is painted instead of producing pixels: Core
/// Graphics' `CGContext`, headless.
///
/// The context keeps Core Graphics' graphics state (fill and stroke colours, line width, cap,
/// join, miter limit, dash, alpha, the current transformation matrix and the clip) with
/// ``saveGState()`` / ``restoreGState()``, and a current path built in user space and stored
/// in base space (each point is transformed by the CTM when it is added, as in Core Graphics).
/// Every painting call (``strokePath()``, ``fillPath(using:)``, `fill(_:)`, …) appends a
/// ``DrawCommand`` to ``displayList`` and, like Core Graphics, consumes the current path.
///
/// The defaults are Core Graphics' for a new context: black fill and stroke, a 1-point line,
/// butt caps, miter joins, miter limit 10, alpha 1.
public final class CGContext {
  struct GraphicsState {
    var fillColor: CGColor = .black
    var strokeColor: CGColor = .black
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var lineDash: [CGFloat] = []
    var lineDashPhase: CGFloat = 0
    var alpha: CGFloat = 1
    var ctm: CGAffineTransform = .identity
    var clip: CGRect?
  }

  var state = GraphicsState()
  var savedStates: [GraphicsState] = []
  /// The current path, in base coordinates.
  var currentPath = CGMutablePath(elements: [])

  /// What has been painted so far, oldest first.
  public internal(set) var displayList = DisplayList()

  /// A bitmap context's layout; nil for a recording context (CGContext+Bitmap.swift).
  var bitmap: BitmapLayout?
  /// A bitmap context's pixel memory: the caller's, or ``ownedBitmap``'s.
  var bitmapData: UnsafeMutableRawPointer?
  /// The memory a bitmap context made for itself.
  var ownedBitmap: BitmapStorage?

  /// A recording context whose clip starts as `clip` (nil: unclipped).
  ///
  /// UIKit creates the context of a `draw(_:)` clipped to the rectangle being redrawn.
  public init(recordingWithClip clip: CGRect? = nil) {
    state.clip = clip
  }

  // MARK: - Graphics state

  /// Pushes a copy of the graphics state (not the path) onto the state stack.
  public func saveGState() { savedStates.append(state) }

  /// Restores the most recently saved graphics state; with none saved it does nothing (Core
  /// Graphics logs an unbalanced restore and ignores it).
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
  }

  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }
  /// Sets the line width in user space (negative widths are stored as given, as in Core
  /// Graphics, and paint nothing).
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
  /// Sets the dash pattern (user-space lengths); an empty array draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.lineDash = lengths
    state.lineDashPhase = phase
  }
  /// Sets the global alpha, clamped to 0…1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

  // MARK: - Transformation

  /// The current transformation matrix: user space to base space.
  public var ctm: CGAffineTransform { state.ctm }

  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = state.ctm.translatedBy(x: tx, y: ty)
  }
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.ctm = state.ctm.scaledBy(x: sx, y: sy)
  }
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
  /// Makes `transform` apply before the current CTM.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  // MARK: - Clipping

  /// Intersects the clip with `rect` (in user space; the clip is kept as the bounding box of
  /// the transformed rectangle).
  public func clip(to rect: CGRect) { intersectClip(with: rect.applying(state.ctm)) }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    guard let first = rects.first else { return }
    intersectClip(with: rects.dropFirst().reduce(first) { $0.union($1) }.applying(state.ctm))
  }

  /// Intersects the clip with the current path and consumes the path.
  ///
  /// ScreenLab keeps clips as rectangles: a non-rectangular path clips to its bounding box
  /// (the only approximation of this context).
  public func clip(using rule: CGPathFillRule = .winding) {
    if !currentPath.isEmpty { intersectClip(with: currentPath.boundingBoxOfPath) }
    beginPath()
  }

  /// The clip in user space; `.infinite` when unclipped.
  public var boundingBoxOfClipPath: CGRect {
    guard let clip = state.clip else { return .infinite }
    return clip.applying(state.ctm.inverted())
  }

  private func intersectClip(with rect: CGRect) {
    state.clip = state.clip.map { $0.intersection(rect) } ?? rect
  }

  // MARK: - Path construction

  /// Discards the current path.
  public func beginPath() { currentPath = CGMutablePath(elements: []) }

  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: state.ctm)
  }

  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
  }

  /// Adds an arc; `clockwise` is in Core Graphics' y-up sense (see `CGMutablePath.addArc`):
  /// in a UIKit (y-down) context, `clockwise: true` sweeps counter-clockwise on screen.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.ctm)
  }

  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
  }

  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point in user space (`.zero` for an empty path).
  public var currentPointOfPath: CGPoint {
    currentPath.currentPoint.applying(state.ctm.inverted())
  }

  /// The bounding box of the current path in user space.
  public var boundingBoxOfPath: CGRect {
    guard !currentPath.isEmpty else { return .null }
    return currentPath.boundingBoxOfPath.applying(state.ctm.inverted())
  }

  /// A copy of the current path in user space, or nil when it is empty.
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    return currentPath.copy(using: [state.ctm.inverted()])
  }
}
