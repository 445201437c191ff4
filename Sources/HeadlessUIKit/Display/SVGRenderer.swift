/// Renders a view tree as it is on screen now to SVG: ScreenLab's picture of a window.
///
/// Each layer is drawn with its presentation values at the runtime's current time (the model
/// values before its first commit): position, bounds, anchor point and the affine part of
/// the transform as an SVG transform; opacity as group opacity (Core Animation composites a
/// layer and its sublayers as a group); background colour and corner radius as a rounded
/// rect; the view's last display list (what its `draw(_:)` recorded, in bounds coordinates);
/// a `CAShapeLayer`'s path (filled whole, stroked between `strokeStart` and `strokeEnd`);
/// sublayers in `zPosition` order, clipped when `masksToBounds`; the border on top. Hidden
/// layers are skipped. Not drawn: shadows, masks, gradients, contents images, 3-D.
@MainActor
public enum SVGRenderer {
  /// The SVG document of `view` and its subtree, `view`'s bounds as the canvas.
  ///
  /// - Parameter background: painted under everything (nil: transparent).
  public static func render(_ view: UIView, background: CGColor? = nil) -> String {
    let size = view.bounds.size
    var writer = SVGWriter(size: size, background: background)
    write(view.layer, isRoot: true, into: &writer)
    return writer.document
  }

  /// The SVG document of `layer` and its sublayers, `layer`'s presented bounds as the canvas
  /// (a layer that no view owns, such as a progress ring's shape layer).
  ///
  /// - Parameter background: painted under everything (nil: transparent).
  public static func render(layer: CALayer, background: CGColor? = nil) -> String {
    var writer = SVGWriter(
      size: (layer.presentation() ?? layer).bounds.size, background: background)
    write(layer, isRoot: true, into: &writer)
    return writer.document
  }

  private static func write(_ model: CALayer, isRoot: Bool, into writer: inout SVGWriter) {
    let layer = model.presentation() ?? model
    guard !layer.isHidden else { return }
    let bounds = layer.bounds
    var attributes: [String] = []
    var transforms: [String] = []
    if !isRoot {
      let anchor = layer.anchorPoint
      transforms.append(translate(layer.position.x, layer.position.y))
      let t = CATransform3DGetAffineTransform(layer.transform)
      if !t.isIdentity {
        transforms.append(
          "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGWriter.number($0) }.joined(separator: " ")))"
        )
      }
      transforms.append(
        translate(
          -(bounds.origin.x + anchor.x * bounds.width),
          -(bounds.origin.y + anchor.y * bounds.height)))
    } else {
      transforms.append(translate(-bounds.origin.x, -bounds.origin.y))
    }
    let transform = transforms.filter { !$0.isEmpty }.joined(separator: " ")
    if !transform.isEmpty { attributes.append("transform=\"\(transform)\"") }
    if layer.opacity < 1 {
      attributes.append("opacity=\"\(SVGWriter.number(CGFloat(max(0, layer.opacity))))\"")
    }
    writer.open(attributes.joined(separator: " "))
    let radius = max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2))
    if let background = layer.backgroundColor {
      writer.element(
        SVGWriter.rectElement(bounds, rx: radius, extra: SVGWriter.paint("fill", background)))
    }
    if let view = model.delegate as? UIView, let record = view.lastDrawRecord {
      record.displayList.writeSVG(into: &writer)
    }
    if let shape = layer as? CAShapeLayer { writeShape(shape, into: &writer) }
    let sublayers = (model.sublayers ?? []).enumerated()
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map(\.element)
    if !sublayers.isEmpty {
      let clips = layer.masksToBounds
      if clips { writer.open(writer.clipAttribute(bounds, rx: radius)) }
      for sublayer in sublayers { write(sublayer, isRoot: false, into: &writer) }
      if clips { writer.close() }
    }
    if layer.borderWidth > 0, let color = layer.borderColor {
      let inset = layer.borderWidth / 2
      writer.element(
        SVGWriter.rectElement(
          bounds.insetBy(dx: inset, dy: inset), rx: max(0, radius - inset),
          extra:
            "fill=\"none\" \(SVGWriter.paint("stroke", color)) "
            + "stroke-width=\"\(SVGWriter.number(layer.borderWidth))\""))
    }
    writer.close()
  }

  private static func writeShape(_ shape: CAShapeLayer, into writer: inout SVGWriter) {
    guard let path = shape.path, !path.isEmpty else { return }
    if let fill = shape.fillColor {
      let rule = shape.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
      writer.element("<path d=\"\(path.svgPathData)\" \(SVGWriter.paint("fill", fill))\(rule)/>")
    }
    guard let stroke = shape.strokeColor, shape.lineWidth > 0 else { return }
    let trimmed = path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
    guard !trimmed.isEmpty else { return }
    var text =
      "<path d=\"\(trimmed.svgPathData)\" fill=\"none\" \(SVGWriter.paint("stroke", stroke))"
      + " stroke-width=\"\(SVGWriter.number(shape.lineWidth))\""
    if shape.lineCap != .butt { text += " stroke-linecap=\"\(shape.lineCap.rawValue)\"" }
    if shape.lineJoin != .miter { text += " stroke-linejoin=\"\(shape.lineJoin.rawValue)\"" }
    writer.element(text + "/>")
  }

  private static func translate(_ x: CGFloat, _ y: CGFloat) -> String {
    guard x != 0 || y != 0 else { return "" }
    return "translate(\(SVGWriter.number(x)) \(SVGWriter.number(y)))"
  }
}
