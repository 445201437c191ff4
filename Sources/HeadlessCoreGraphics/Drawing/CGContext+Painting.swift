// Painting: each call records a DrawCommand with the graphics state in force and consumes the
// current path, as Core Graphics does.

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
  /// Strokes the current path with the stroke colour and line attributes, then clears it.
  public func strokePath() {
    record(.stroke, currentPath.elements)
    beginPath()
  }

  /// Fills the current path with the fill colour by `rule`, then clears it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    record(.fill(rule), currentPath.elements)
    beginPath()
  }

  /// Paints the current path as `mode` says (fill first, then stroke), then clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let elements = currentPath.elements
    switch mode {
    case .fill: record(.fill(.winding), elements)
    case .eoFill: record(.fill(.evenOdd), elements)
    case .stroke: record(.stroke, elements)
    case .fillStroke:
      record(.fill(.winding), elements)
      record(.stroke, elements)
    case .eoFillStroke:
      record(.fill(.evenOdd), elements)
      record(.stroke, elements)
    }
    beginPath()
  }

  /// Fills `rect` with the fill colour; the current path is left alone.
  public func fill(_ rect: CGRect) { record(.fill(.winding), rectElements(rect)) }

  /// Fills each of `rects`.
  public func fill(_ rects: [CGRect]) {
    record(.fill(.winding), rects.flatMap { rectElements($0) })
  }

  /// Strokes the outline of `rect`.
  public func stroke(_ rect: CGRect) { record(.stroke, rectElements(rect)) }

  /// Strokes the outline of `rect` with `width` (the state's line width is unchanged).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let saved = state.lineWidth
    state.lineWidth = width
    record(.stroke, rectElements(rect))
    state.lineWidth = saved
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) { record(.fill(.winding), ellipseElements(rect)) }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) { record(.stroke, ellipseElements(rect)) }

  /// Strokes segments between pairs of points: (0,1), (2,3), …; a final odd point is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    let path = CGMutablePath()
    var index = 0
    while index + 1 < points.count {
      path.move(to: points[index], transform: state.ctm)
      path.addLine(to: points[index + 1], transform: state.ctm)
      index += 2
    }
    record(.stroke, path.elements)
  }

  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) { record(.clear, rectElements(rect)) }

  // MARK: - Recording

  private func rectElements(_ rect: CGRect) -> [PathElement] {
    let path = CGMutablePath()
    path.addRect(rect, transform: state.ctm)
    return path.elements
  }

  private func ellipseElements(_ rect: CGRect) -> [PathElement] {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: state.ctm)
    return path.elements
  }

  private func record(_ operation: DrawCommand.Operation, _ elements: [PathElement]) {
    guard !elements.isEmpty else { return }
    let ctm = state.ctm
    let scale = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
    let color: CGColor?
    switch operation {
    case .fill: color = state.fillColor
    case .stroke: color = state.strokeColor
    case .clear: color = nil
    }
    displayList.append(
      DrawCommand(
        operation: operation, path: elements, color: color, alpha: state.alpha,
        lineWidth: state.lineWidth * scale, lineCap: state.lineCap, lineJoin: state.lineJoin,
        miterLimit: state.miterLimit, lineDash: state.lineDash.map { $0 * scale },
        lineDashPhase: state.lineDashPhase * scale, clip: state.clip))
  }
}
