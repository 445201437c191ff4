/// One painting operation recorded by a recording ``CGContext``: a path filled or stroked
/// (or a rectangle cleared) with the graphics state in force when it was painted.
///
/// Points are in the context's base coordinate space (for a view's `draw(_:)`, the view's
/// bounds coordinates): the current transformation matrix has already been applied, and the
/// line width has been scaled by it (by the square root of its determinant's magnitude,
/// exact for rotations and uniform scales).
public struct DrawCommand: Hashable, Sendable, CustomStringConvertible {
  /// What the command paints.
  public enum Operation: Hashable, Sendable {
    /// The path's interior, by the given rule, in ``DrawCommand/color``.
    case fill(CGPathFillRule)
    /// The path's outline in ``DrawCommand/color`` with the command's line attributes.
    case stroke
    /// Transparent pixels over the path (a rectangle): `clear(_:)`.
    case clear
  }

  /// What the command paints.
  public var operation: Operation
  /// The painted path, in base coordinates.
  public var path: [PathElement]
  /// The fill or stroke colour (nil for `clear`).
  public var color: CGColor?
  /// The global alpha (`setAlpha(_:)`), multiplied into the colour's own alpha when shown.
  public var alpha: CGFloat
  /// The stroke width in base coordinates.
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// The dash lengths (empty: solid) in base coordinates, and the phase.
  public var lineDash: [CGFloat]
  public var lineDashPhase: CGFloat
  /// The clipping region in base coordinates, as a rectangle; nil means unclipped.
  public var clip: CGRect?

  /// A command with the default graphics state (black, alpha 1, 1-point butt lines).
  public init(
    operation: Operation, path: [PathElement], color: CGColor? = .black, alpha: CGFloat = 1,
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, lineDash: [CGFloat] = [], lineDashPhase: CGFloat = 0,
    clip: CGRect? = nil
  ) {
    self.operation = operation
    self.path = path
    self.color = color
    self.alpha = alpha
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.lineDash = lineDash
    self.lineDashPhase = lineDashPhase
    self.clip = clip
  }

  /// The path as a `CGPath`.
  public var cgPath: CGPath { CGPath(elements: path) }

  /// One line: `stroke #404040 w=2 M50 10 L90 90 L10 90 Z clip=0 0 100 100`.
  public var description: String {
    var words: [String] = []
    switch operation {
    case .fill(let rule): words.append(rule == .evenOdd ? "fill(evenOdd)" : "fill")
    case .stroke: words.append("stroke")
    case .clear: words.append("clear")
    }
    if let color {
      let (hex, opacity) = color.svgColor
      words.append(opacity < 1 ? "\(hex)/\(svgNumber(opacity))" : hex)
    }
    if alpha != 1 { words.append("alpha=\(svgNumber(alpha))") }
    if operation == .stroke {
      words.append("w=\(svgNumber(lineWidth))")
      if lineCap != .butt { words.append("cap=\(lineCap)") }
      if lineJoin != .miter { words.append("join=\(lineJoin)") }
      if !lineDash.isEmpty {
        words.append("dash=\(lineDash.map(svgNumber).joined(separator: ","))")
      }
    }
    words.append(cgPath.svgPathData)
    if let clip {
      words.append(
        "clip=\([clip.minX, clip.minY, clip.width, clip.height].map(svgNumber).joined(separator: " "))"
      )
    }
    return words.joined(separator: " ")
  }
}
