extension DisplayList {
  /// Writes the commands as SVG `<path>` elements, in base coordinates, into `writer`.
  ///
  /// Fills use `fill-rule`, strokes `stroke-width`, `stroke-linecap`, `stroke-linejoin`,
  /// `stroke-miterlimit` and `stroke-dasharray`; the global alpha multiplies the colour's
  /// opacity. Consecutive commands with the same clip share one clipped group. `clear` paints
  /// nothing in SVG (there is nothing below a view's own content to erase in this renderer).
  public func writeSVG(into writer: inout SVGWriter) {
    var index = 0
    while index < commands.count {
      let clip = commands[index].clip
      var end = index
      while end < commands.count, commands[end].clip == clip { end += 1 }
      if let clip {
        let attribute = writer.clipAttribute(clip)
        writer.open(attribute)
      }
      for command in commands[index..<end] {
        if let element = command.svgElement { writer.element(element) }
      }
      if clip != nil { writer.close() }
      index = end
    }
  }
}

extension DrawCommand {
  /// The command as one SVG element, or nil when it paints nothing.
  var svgElement: String? {
    let data = cgPath.svgPathData
    switch operation {
    case .clear:
      return nil
    case .fill(let rule):
      var text = "<path d=\"\(data)\" \(SVGWriter.paint("fill", color, alpha: alpha))"
      if rule == .evenOdd { text += " fill-rule=\"evenodd\"" }
      return text + "/>"
    case .stroke:
      guard lineWidth > 0 else { return nil }
      var text =
        "<path d=\"\(data)\" fill=\"none\" \(SVGWriter.paint("stroke", color, alpha: alpha))"
        + " stroke-width=\"\(svgNumber(lineWidth))\""
      switch lineCap {
      case .butt: break
      case .round: text += " stroke-linecap=\"round\""
      case .square: text += " stroke-linecap=\"square\""
      }
      switch lineJoin {
      case .miter:
        if miterLimit != 4 { text += " stroke-miterlimit=\"\(svgNumber(miterLimit))\"" }
      case .round: text += " stroke-linejoin=\"round\""
      case .bevel: text += " stroke-linejoin=\"bevel\""
      }
      if !lineDash.isEmpty {
        text += " stroke-dasharray=\"\(lineDash.map(svgNumber).joined(separator: " "))\""
        if lineDashPhase != 0 { text += " stroke-dashoffset=\"\(svgNumber(lineDashPhase))\"" }
      }
      return text + "/>"
    }
  }
}
