/// Paints one layout pass into an SVG document: ScreenLab's picture of a SwiftUI screen
/// (Docs/Semantics/SwiftUI.md §3.2).
///
/// The nodes are visited in the pass's placement order (`LayoutEngine.placementOrder`),
/// which is SwiftUI's painting order: later siblings and a `ZStack`'s later children in
/// front, backgrounds behind and overlays in front of their view. Effects that apply to a
/// subtree open an SVG group closed after the subtree's last node. What each node draws is in
/// ``ViewHost/svg(background:)``.
@MainActor
struct LayoutPainter {
  private let engine: LayoutEngine
  private let graph: ViewGraph
  private var writer: SVGWriter
  /// The nodes whose group is open, outermost first.
  private var openGroups: [GraphNode] = []

  /// A painter of `engine`'s last pass over `graph` into a `window`-sized document.
  init(engine: LayoutEngine, graph: ViewGraph, window: CGSize, background: CGColor?) {
    self.engine = engine
    self.graph = graph
    writer = SVGWriter(size: window, background: background)
  }

  /// Paints every placed node, back to front, and returns the document.
  mutating func paint() -> String {
    for node in engine.placementOrder {
      while let group = openGroups.last, !node.hasAncestor(group) {
        writer.close()
        openGroups.removeLast()
      }
      guard let frame = engine.frames[ObjectIdentifier(node)] else { continue }
      if let attributes = groupAttributes(node, frame) {
        writer.open(attributes)
        openGroups.append(node)
      }
      if let attributes = transitionAttributes(node, frame) {
        writer.open(attributes)
        openGroups.append(node)
      }
      draw(node, frame)
    }
    for _ in openGroups { writer.close() }
    openGroups = []
    return writer.document
  }

  // MARK: - Groups

  /// The attributes of the group `node` opens around its subtree, or nil when it opens none.
  ///
  /// Opacity is group opacity (SwiftUI composites the subtree, then fades it). Offsets are
  /// in the frames at their model values; a running offset animation adds the difference to
  /// its presented value. Scale and rotation turn about their anchor in the node's frame.
  private mutating func groupAttributes(_ node: GraphNode, _ frame: CGRect) -> String? {
    guard let modifier = node.cast(ModifierCarrier.self)?.anyModifier else { return nil }
    let number = SVGWriter.number
    switch modifier {
    case let effect as _OpacityEffect:
      let opacity = number(CGFloat(max(0, presented(node, "opacity")?.first ?? effect.opacity)))
      guard opacity != "1" else { return nil }
      return "opacity=\"\(opacity)\""
    case let effect as _OffsetEffect:
      guard let value = presented(node, "offset"), value.count == 2 else { return nil }
      let dx = number(CGFloat(value[0]) - effect.offset.width)
      let dy = number(CGFloat(value[1]) - effect.offset.height)
      guard dx != "0" || dy != "0" else { return nil }
      return "transform=\"translate(\(dx) \(dy))\""
    case let effect as _ScaleEffect:
      let value =
        presented(node, "scale") ?? [effect.scale.width, effect.scale.height].map(Double.init)
      guard value.count == 2 else { return nil }
      let (sx, sy) = (number(CGFloat(value[0])), number(CGFloat(value[1])))
      guard sx != "1" || sy != "1" else { return nil }
      let anchor = anchorPoint(effect.anchor, frame)
      return
        "transform=\"translate(\(number(anchor.x)) \(number(anchor.y))) scale(\(sx) \(sy)) "
        + "translate(\(number(-anchor.x)) \(number(-anchor.y)))\""
    case let effect as _RotationEffect:
      let radians = presented(node, "rotation")?.first ?? effect.angle.radians
      let degrees = number(CGFloat(radians * 180 / .pi))
      guard degrees != "0" else { return nil }
      let anchor = anchorPoint(effect.anchor, frame)
      return "transform=\"rotate(\(degrees) \(number(anchor.x)) \(number(anchor.y)))\""
    case let effect as _CornerRadiusModifier:
      guard effect.radius > 0 else { return nil }
      return writer.clipAttribute(frame, rx: min(effect.radius, min(frame.width, frame.height) / 2))
    default:
      return nil
    }
  }

  /// The group of the built-in transition values presented now on `node` or on the
  /// layout-transparent ancestors between it and its placed parent (a `.transition` is one):
  /// `transition.opacity` as group opacity; `transition.offset` in points and
  /// `transition.move` in units of `frame`'s size as a translation; `transition.scale` about
  /// the anchor of the transition's `scale` (the frame's centre by default;
  /// Docs/Semantics/SwiftUI.md §11.4).
  private func transitionAttributes(_ node: GraphNode, _ frame: CGRect) -> String? {
    var values: [String: [Double]] = [:]
    var scaleAnchor = UnitPoint.center
    var current: GraphNode? = node
    while let step = current {
      for key in step.presentation.keys where key.hasPrefix("transition.") && values[key] == nil {
        values[key] = presented(step, key)
        if key == "transition.scale" { scaleAnchor = Self.scaleAnchor(of: step) }
      }
      guard let parent = step.parent, engine.frames[ObjectIdentifier(parent)] == nil else { break }
      current = parent
    }
    guard !values.isEmpty else { return nil }
    let number = SVGWriter.number
    var parts: [String] = []
    if let opacity = values["transition.opacity"]?.first {
      let text = number(CGFloat(max(0, opacity)))
      if text != "1" { parts.append("opacity=\"\(text)\"") }
    }
    var dx = 0.0
    var dy = 0.0
    if let offset = values["transition.offset"], offset.count == 2 {
      dx += offset[0]
      dy += offset[1]
    }
    if let move = values["transition.move"], move.count == 2 {
      dx += move[0] * Double(frame.width)
      dy += move[1] * Double(frame.height)
    }
    var transforms: [String] = []
    if number(CGFloat(dx)) != "0" || number(CGFloat(dy)) != "0" {
      transforms.append("translate(\(number(CGFloat(dx))) \(number(CGFloat(dy))))")
    }
    if let scale = values["transition.scale"], scale.count == 2 {
      let (sx, sy) = (number(CGFloat(scale[0])), number(CGFloat(scale[1])))
      if sx != "1" || sy != "1" {
        let anchor = anchorPoint(scaleAnchor, frame)
        let (cx, cy) = (number(anchor.x), number(anchor.y))
        let (mx, my) = (number(-anchor.x), number(-anchor.y))
        transforms.append("translate(\(cx) \(cy)) scale(\(sx) \(sy)) translate(\(mx) \(my))")
      }
    }
    if !transforms.isEmpty { parts.append("transform=\"\(transforms.joined(separator: " "))\"") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The anchor of the `scale` effect `holder` (a `.transition`) presents: its removal's while
  /// the view leaves, its insertion's otherwise.
  private static func scaleAnchor(of holder: GraphNode) -> UnitPoint {
    guard let modifier = holder.modifierCarrier?.anyModifier as? _TransitionModifier else {
      return .center
    }
    let effects = holder.isRemoved ? modifier.transition.removal : modifier.transition.insertion
    return effects.first { $0.name == "scale" }?.anchor ?? .center
  }

  private func anchorPoint(_ anchor: UnitPoint, _ frame: CGRect) -> CGPoint {
    CGPoint(
      x: frame.minX + CGFloat(anchor.x) * frame.width,
      y: frame.minY + CGFloat(anchor.y) * frame.height)
  }

  // MARK: - Drawing

  private mutating func draw(_ node: GraphNode, _ frame: CGRect) {
    if let style = node.cast(ModifierCarrier.self)?.anyModifier as? BackgroundStyleDrawing {
      if let color = presentedColor(node, "background") ?? style.styleColor { fill(frame, color) }
      return
    }
    guard !node.isOptional else { return }
    switch node.view {
    case let color as Color:
      fill(frame, color)
    case let shape as PaintedShape:
      drawShape(shape, node, frame)
    case let text as Text:
      drawText(text.content, in: frame, color: text.textColor ?? foreground(of: node))
    case let image as Image:
      drawImagePlaceholder(image, node, frame)
    case is Divider:
      fill(frame, Self.separator)
    case let toggle as SwitchDrawing
    where !((node.view as? StyledControl)?.isStyled(in: node) ?? false):
      drawSwitch(isOn: toggle.isOnForDrawing, node, frame)
    default:
      break
    }
  }

  /// The separator colour of dividers (light appearance).
  static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
  /// A switch's track when on (system green) and off (light grey).
  static let switchOn = Color.green
  static let switchOff = Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255)

  private mutating func fill(_ rect: CGRect, _ color: Color, rx: CGFloat = 0) {
    guard color.alpha > 0 else { return }
    writer.element(
      SVGWriter.rectElement(rect, rx: rx, extra: SVGWriter.paint("fill", color.cgColor)))
  }

  /// A shape filled with the `.fill` around it, stroked with the `.stroke` around it, or else
  /// filled with the foreground style.
  private mutating func drawShape(_ shape: PaintedShape, _ node: GraphNode, _ frame: CGRect) {
    // A shape of one's own is drawn under its user view, whose parent holds the fill.
    let holder = node.view is OwnedShape ? node.parent?.parent : node.parent
    let fill = holder?.cast(ModifierCarrier.self)?.anyModifier as? FillDrawing
    let color = fill.map { $0.styleColor ?? .primary } ?? foreground(of: node)
    let paint: String
    if let lineWidth = fill?.strokeWidth {
      paint =
        "fill=\"none\" \(SVGWriter.paint("stroke", color.cgColor)) "
        + "stroke-width=\"\(SVGWriter.number(lineWidth))\""
    } else {
      guard color.alpha > 0 else { return }
      paint = SVGWriter.paint("fill", color.cgColor)
    }
    writer.element(shape.svgElement(in: frame, paint: paint))
  }

  private mutating func drawImagePlaceholder(_ image: Image, _ node: GraphNode, _ frame: CGRect) {
    let color = foreground(of: node)
    let kind = image.isSystemSymbol ? "symbol" : "image"
    let outline = SVGWriter.rectElement(
      frame.insetBy(dx: 0.5, dy: 0.5), rx: 3,
      extra: "fill=\"none\" \(SVGWriter.paint("stroke", color.cgColor)) stroke-width=\"1\"")
    writer.element(
      outline.dropLast(2) + "><title>\(kind) \(SVGText.escaped(image.name))</title></rect>")
  }

  /// A switch (51 × 31) at the trailing end of the toggle's frame, its label's text at the
  /// leading end, centred vertically.
  private mutating func drawSwitch(isOn: Bool, _ node: GraphNode, _ frame: CGRect) {
    let label = texts(under: node).joined(separator: " ")
    if !label.isEmpty {
      let labelFrame = CGRect(
        x: frame.minX, y: frame.midY - TextMetric.lineHeight / 2,
        width: max(0, frame.width - 51 - LayoutMetric.defaultSpacing),
        height: TextMetric.lineHeight)
      drawText(label, in: labelFrame, color: foreground(of: node))
    }
    let track = CGRect(x: frame.maxX - 51, y: frame.midY - 15.5, width: 51, height: 31)
    fill(track, isOn ? Self.switchOn : Self.switchOff, rx: 15.5)
    let knobX = isOn ? track.maxX - 15.5 : track.minX + 15.5
    writer.element(
      "<circle cx=\"\(SVGWriter.number(knobX))\" cy=\"\(SVGWriter.number(track.midY))\" "
        + "r=\"13.5\" fill=\"#ffffff\"/>")
  }

  private func texts(under node: GraphNode) -> [String] {
    var result: [String] = []
    var stack = Array(node.children.reversed())
    while let current = stack.popLast() {
      if let text = current.cast(Text.self) { result.append(text.content) }
      stack += current.children.reversed()
    }
    return result
  }

  private mutating func drawText(_ content: String, in frame: CGRect, color: Color) {
    guard let element = SVGText.element(content, in: frame, fill: color) else { return }
    writer.element(element)
  }

  // MARK: - Styles

  /// The foreground colour `node` draws with: the nearest `.foregroundStyle` (or
  /// `.foregroundColor`) above it, at its presented value; else, inside a `Button`, the
  /// accent colour (grey when disabled); else primary (black: light appearance).
  /// A style that is not a ``Color`` draws as primary.
  private func foreground(of node: GraphNode) -> Color {
    var current = node.parent
    var inButton = false
    while let ancestor = current {
      if let style = ancestor.cast(ModifierCarrier.self)?.anyModifier as? ForegroundStyleDrawing {
        return presentedColor(ancestor, "foregroundStyle") ?? style.styleColor ?? .primary
      }
      if ancestor.view is AccentTinted { inButton = true }
      current = ancestor.parent
    }
    guard inButton else { return .primary }
    return node.environment.isEnabled ? .accentColor : .gray
  }

  private func presented(_ node: GraphNode, _ property: String) -> [Double]? {
    graph.presentedValue(node, property)
  }

  private func presentedColor(_ node: GraphNode, _ property: String) -> Color? {
    guard let value = presented(node, property), value.count == 4 else { return nil }
    return Color(red: value[0], green: value[1], blue: value[2], opacity: value[3])
  }
}
