/// An immutable graphics path: a sequence of subpaths made of lines and Bézier curves.
///
/// `CGMutablePath` is the mutable subclass, as in Core Graphics. Because any `CGPath`
/// reference may be a `CGMutablePath`, the class is not `Sendable`; share `elements` (an array
/// of `Sendable` values) across isolation domains instead. Paths compare equal (and hash) by
/// their elements, as `CFEqual` compares paths.
public class CGPath: Hashable, CustomStringConvertible {
  /// The elements, in the path's coordinate space.
  var storage: [PathElement]

  /// Creates a path from its elements (no validation).
  init(elements: [PathElement]) {
    storage = elements
  }

  /// The path's elements in order.
  public var elements: [PathElement] { storage }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }

  /// The point where the next element would start: the last end point, the start of the
  /// subpath after `closeSubpath`, or `.zero` for an empty path (as Apple returns).
  public var currentPoint: CGPoint { pathCurrentPoint ?? .zero }

  /// The current point, or `nil` when the path is empty.
  var pathCurrentPoint: CGPoint? {
    var subpathStart: CGPoint?
    var current: CGPoint?
    for element in storage {
      switch element {
      case .moveTo(let p):
        subpathStart = p
        current = p
      case .closeSubpath:
        current = subpathStart
      default:
        current = element.points.last
      }
    }
    return current
  }

  /// Calls `body` with each element in order (the Swift-friendly form of `applyWithBlock`).
  public func forEachElement(_ body: (PathElement) throws -> Void) rethrows {
    for element in storage {
      try body(element)
    }
  }

  /// Calls `block` with each element as Core Graphics hands it out; the pointer and the points
  /// it refers to are valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: .zero, count: 3)
    for element in storage {
      let type: CGPathElementType
      switch element {
      case .moveTo: type = .moveToPoint
      case .lineTo: type = .addLineToPoint
      case .quadCurveTo: type = .addQuadCurveToPoint
      case .curveTo: type = .addCurveToPoint
      case .closeSubpath: type = .closeSubpath
      }
      for (index, point) in element.points.enumerated() {
        buffer[index] = point
      }
      var record = CGPathElement(type: type, points: buffer)
      withUnsafePointer(to: &record) { block($0) }
    }
  }

  /// Returns an immutable copy (never `nil`; optional as in Apple's API).
  public func copy() -> CGPath? {
    CGPath(elements: storage)
  }

  /// Returns an immutable copy with every point transformed by `transform` (`nil` means none).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(elements: storage.map { $0.applying(t) })
  }

  /// Returns a mutable copy (never `nil`; optional as in Apple's API).
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(elements: storage)
  }

  /// Returns a mutable copy with every point transformed by `transform` (`nil` means none).
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let t = transform?.pointee else { return mutableCopy() }
    return CGMutablePath(elements: storage.map { $0.applying(t) })
  }

  /// Paths are equal when their element sequences are equal.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.storage == rhs.storage
  }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }

  /// The SVG path data, e.g. `CGPath(M0 0 L10 0 Z)`.
  public var description: String { "CGPath(\(svgPathData))" }
}

extension CGPath {
  /// Creates a rectangle path (`addRect`): move to `(minX, minY)`, lines to `(maxX, minY)`,
  /// `(maxX, maxY)`, `(minX, maxY)`, close.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.storage)
  }

  /// Creates an ellipse path inscribed in the rectangle (`addEllipse(in:)`).
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.storage)
  }

  /// Creates a rounded-rectangle path (`addRoundedRect(in:cornerWidth:cornerHeight:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.storage)
  }
}
