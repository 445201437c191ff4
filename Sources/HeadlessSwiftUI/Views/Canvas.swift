import HeadlessCoreGraphics

/// A view drawn by a closure into a ``GraphicsContext``: SwiftUI's `Canvas`.
///
/// It takes the whole proposal (10 points in a dimension proposed `nil`, like a shape) and
/// hit-tests as its frame. Its renderer runs when the screen is painted (`ViewHost.svg()`),
/// with the canvas's size, as SwiftUI runs it at render time, not during the update; the
/// paths it fills and strokes with colours are painted, each moved by the context's transform
/// at the time; gradients paint with their first colour; text, images, symbols, filters and
/// blend modes are recorded (``GraphicsContext/recordedOperations``) and not painted
/// (Docs/RealCode.md, "Canvas").
nonisolated public struct Canvas: View, PrimitiveView {
  public typealias Body = Never
  /// Whether the canvas is opaque (recorded).
  public let isOpaque: Bool
  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The tags of the symbol views the renderer may draw (Views/Canvas+Symbols.swift).
  var symbolTags: [AnyHashable] = []

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.isOpaque = opaque
    self.renderer = renderer
  }

  /// Runs the renderer for `size` and returns what it drew.
  func render(size: CGSize) -> GraphicsContext.Recording {
    let recording = GraphicsContext.Recording()
    recording.symbolTags = symbolTags
    var context = GraphicsContext(recording: recording)
    renderer(&context, size)
    return context.recording
  }
}

/// How a canvas blends colours (recorded).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

extension Canvas: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension Canvas: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    let recording = render(size: frame.size)
    let place = CGAffineTransform(translationX: frame.minX, y: frame.minY)
    var elements: [String] = []
    for command in recording.commands {
      let path = command.path.applying(place)
      let color = command.color.cgColor
      let alpha = CGFloat(command.opacity)
      if let lineWidth = command.lineWidth {
        elements.append(
          "<path d=\"\(path.description)\" fill=\"none\" "
            + "\(SVGWriter.paint("stroke", color, alpha: alpha)) "
            + "stroke-width=\"\(SVGWriter.number(lineWidth))\"/>")
      } else {
        elements.append(
          "<path d=\"\(path.description)\" \(SVGWriter.paint("fill", color, alpha: alpha))/>")
      }
    }
    return "<g>" + elements.joined() + "</g>"
  }
}

/// What a ``Canvas`` renderer draws into: SwiftUI's `GraphicsContext`, recording.
public struct GraphicsContext {
  /// What a renderer drew, in order.
  final class Recording {
    struct Command {
      let path: Path
      let color: Color
      let opacity: Double
      /// nil for a fill.
      let lineWidth: CGFloat?
    }
    var commands: [Command] = []
    var operations: [String] = []
    /// The tags of the canvas's symbols.
    var symbolTags: [AnyHashable] = []
  }

  let recording: Recording
  /// The opacity of what is drawn next, 0...1.
  public var opacity: Double = 1
  /// The blend mode of what is drawn next (recorded).
  public var blendMode: BlendMode = .normal
  /// The transform applied to what is drawn next.
  public var transform: CGAffineTransform = .identity

  init(recording: Recording) { self.recording = recording }

  /// The operations that were recorded and not painted (text, images, filters, clips).
  public var recordedOperations: [String] { recording.operations }

  /// How a path is filled or stroked.
  public struct Shading {
    let color: Color
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    /// A linear gradient (painted with its first colour).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading {
      Shading(color: gradient.stops.first?.color ?? .clear)
    }
    /// A radial gradient (painted with its first colour).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(color: gradient.stops.first?.color ?? .clear)
    }
    /// The foreground colour (primary here).
    public static var foreground: Shading { Shading(color: .primary) }
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recording.commands.append(
      .init(path: path.applying(transform), color: shading.color, opacity: opacity, lineWidth: nil))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    recording.commands.append(
      .init(
        path: path.applying(transform), color: shading.color, opacity: opacity,
        lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` as `style` says (its line width is painted).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws `text` at `point` (recorded).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recording.operations.append("text \(text.content)")
  }

  /// Draws `text` in `rect` (recorded).
  public func draw(_ text: Text, in rect: CGRect) {
    recording.operations.append("text \(text.content)")
  }

  /// Draws `image` in `rect` (recorded).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    recording.operations.append("image \(image.name)")
  }

  /// Moves what is drawn next by (`x`, `y`).
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales what is drawn next.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates what is drawn next by `angle`.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Clips what is drawn next to `path` (recorded, not applied).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    recording.operations.append("clip")
  }

  /// Draws into a copy of this context (its transform and opacity changes stay inside).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var copy = self
    try content(&copy)
  }
}

/// How a path is filled: the even-odd rule or not, antialiased or not (recorded).
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
