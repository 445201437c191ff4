// The text dumps a filmstrip snapshot compares (Docs/Testing.md §7): stable, diffable, every
// number printed by `ScreenValue` (at most six decimals, no trailing zeros).
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit

/// Text dumps of what is on screen, one line per node.
public enum SnapshotDump {
  /// The view graph (`ViewHost.dump()`), then each user view's laid-out frame
  /// (`x y w h` in window coordinates), then the presented values of the animatable
  /// properties under each user view (`ViewHost.presentedValue(_:in:)`), then the views still
  /// on screen under a removal transition (`ViewHost.leavingViews`: name, frame, presented
  /// transition values).
  @MainActor
  public static func text<Content: View>(of host: ViewHost<Content>) -> String {
    var lines = host.dump().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    var names: [String] = []
    for name in host.userViews where !names.contains(name) { names.append(name) }
    lines.append("frames")
    for name in names {
      for frame in host.frames(of: name) {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map {
          ScreenValue.number(Double($0))
        }
        lines.append("  \(name) " + numbers.joined(separator: " "))
      }
    }
    var presented: [String] = []
    for name in names {
      for property in ["opacity", "offset", "foregroundStyle", "background"] {
        guard let values = host.presentedValue(property, in: name) else { continue }
        let text = values.map { ScreenValue.number($0) }.joined(separator: ",")
        presented.append("  \(name) \(property)=\(text)")
      }
    }
    if !presented.isEmpty { lines += ["presented"] + presented }
    let leaving = host.leavingViews
    if !leaving.isEmpty { lines.append("leaving") }
    for view in leaving {
      var parts = [view.name]
      if let frame = view.frame {
        parts += [frame.minX, frame.minY, frame.width, frame.height].map {
          ScreenValue.number(Double($0))
        }
      }
      for (property, value) in view.transition {
        parts.append(property + "=" + value.map { ScreenValue.number($0) }.joined(separator: ","))
      }
      lines.append("  " + parts.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }

  /// The layer tree of `view` (see `text(of:)` for a layer), each view's layer named after
  /// the view, with what its last `draw(_:)` read (`draw=2 progress=0.5`) and, for a label,
  /// the text it shows.
  @MainActor
  public static func text(of view: UIView) -> String { text(of: view.layer) }

  /// The layer tree of `layer`, sublayers indented, each line the layer's presentation at
  /// the runtime's current time: position, bounds, then what differs from the defaults
  /// (opacity, hidden, background colour, corner radius, the affine transform; for a shape
  /// layer its stroke range, line width and colours).
  @MainActor
  public static func text(of layer: CALayer) -> String {
    var lines: [String] = []
    func visit(_ model: CALayer, _ level: Int) {
      lines.append(String(repeating: "  ", count: level) + line(model))
      for sublayer in model.sublayers ?? [] { visit(sublayer, level + 1) }
    }
    visit(layer, 0)
    return lines.joined(separator: "\n")
  }

  @MainActor
  private static func line(_ model: CALayer) -> String {
    let shown = model.presentation() ?? model
    var parts: [String] = []
    if let view = model.delegate as? UIView {
      parts.append(typeName(view))
    } else {
      parts.append(typeName(model))
    }
    if let name = model.name { parts.append("name=\(name)") }
    parts.append("position=" + ScreenValue.text(shown.position))
    parts.append("bounds=" + ScreenValue.text(shown.bounds))
    if shown.opacity != 1 { parts.append("opacity=" + ScreenValue.text(shown.opacity)) }
    if shown.isHidden { parts.append("hidden") }
    if let color = shown.backgroundColor { parts.append("background=" + ScreenValue.text(color)) }
    if shown.cornerRadius != 0 {
      parts.append("cornerRadius=" + ScreenValue.text(shown.cornerRadius))
    }
    let t = CATransform3DGetAffineTransform(shown.transform)
    if !t.isIdentity {
      let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { ScreenValue.text($0) }
      parts.append("transform=" + numbers.joined(separator: ","))
    }
    if let shape = shown as? CAShapeLayer {
      parts.append("strokeStart=" + ScreenValue.text(shape.strokeStart))
      parts.append("strokeEnd=" + ScreenValue.text(shape.strokeEnd))
      parts.append("lineWidth=" + ScreenValue.text(shape.lineWidth))
      if let stroke = shape.strokeColor { parts.append("stroke=" + ScreenValue.text(stroke)) }
      if let fill = shape.fillColor { parts.append("fill=" + ScreenValue.text(fill)) }
    }
    if let view = model.delegate as? UIView {
      if let label = view as? UILabel {
        let text = label.drawnLines.map(\.text).joined(separator: " ")
        parts.append("shows=\"\(text)\"")
      } else if let record = view.headless.lastDraw {
        parts.append("draw=\(record.index)")
        let values = record.values.description
        if !values.isEmpty { parts.append(values) }
      }
    }
    return parts.joined(separator: " ")
  }
}
