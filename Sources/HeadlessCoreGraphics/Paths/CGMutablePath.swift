/// A mutable graphics path.
///
/// Every `add…` method takes a `transform` applied to the points before they are stored.
/// Drawing elements need a current point: `addLine`, `addQuadCurve` and `addCurve` on an empty
/// path are ignored (Apple logs "no current point" and ignores them too). After
/// `closeSubpath()` the current point is the subpath's start, and a drawing element continues
/// from there. Coordinates are stored as given, including non-finite ones.
public final class CGMutablePath: CGPath {
  /// Creates an empty path (counted by the draw pass running on this thread, if any:
  /// `DrawPassTally`).
  public init() {
    super.init(elements: [])
    DrawPassTally.current?.created(self)
  }

  /// Creates a path holding `elements` (not counted by a draw pass: the framework's own paths).
  override package init(elements: [PathElement]) {
    super.init(elements: elements)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    storage.append(.moveTo(point.applying(transform)))
  }

  /// Adds a straight line from the current point to `point`; ignored without a current point.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard !storage.isEmpty else { return }
    storage.append(.lineTo(point.applying(transform)))
  }

  /// Moves to the first point and adds lines through the others (nothing for an empty array).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() {
      addLine(to: point, transform: transform)
    }
  }

  /// Adds a quadratic Bézier curve from the current point; ignored without a current point.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard !storage.isEmpty else { return }
    storage.append(.quadCurveTo(control: control.applying(transform), to: end.applying(transform)))
  }

  /// Adds a cubic Bézier curve from the current point; ignored without a current point.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard !storage.isEmpty else { return }
    storage.append(
      .curveTo(
        control1: control1.applying(transform), control2: control2.applying(transform),
        to: end.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start; ignored on an empty path or
  /// right after another `closeSubpath()`.
  public func closeSubpath() {
    guard let last = storage.last, last != .closeSubpath else { return }
    storage.append(.closeSubpath)
  }

  /// Appends the elements of `path`, each point transformed by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    storage.append(contentsOf: path.storage.map { $0.applying(transform) })
  }

  /// Appends a cubic Bézier segment given in user space, for the shape builders.
  func appendCurve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, _ t: CGAffineTransform) {
    storage.append(
      .curveTo(control1: c1.applying(t), control2: c2.applying(t), to: end.applying(t)))
  }
}
