/// A colour: UIKit's `UIColor`, a wrapper of an immutable `CGColor`.
///
/// ``setFill()``, ``setStroke()`` and ``set()`` set the colour of the current graphics
/// context (``UIGraphicsGetCurrentContext()``); with no context they do nothing and the trace
/// records a diagnostic. There is no dark mode: dynamic system colours have their light
/// appearance.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The Core Graphics colour.
  public let cgColor: CGColor

  /// A colour wrapping `cgColor` (counted by the draw pass running, if any: `DrawPassTally`).
  public init(cgColor: CGColor) {
    self.cgColor = cgColor
    DrawPassTally.current?.counts.colors += 1
  }

  /// A colour the framework makes (a named colour): not counted by a draw pass.
  init(framework cgColor: CGColor) { self.cgColor = cgColor }

  /// The provider of a dynamic colour (``init(dynamicProvider:)``, Docs/Semantics/UIKit.md §66).
  var dynamicProvider: ((UITraitCollection) -> UIColor)?
  /// The image a pattern colour tiles (``init(patternImage:)``, Docs/Semantics/UIKit.md §83).
  var patternImage: UIImage?

  /// A colour that asks `dynamicProvider` for its appearance in each environment: its
  /// ``cgColor`` is the provider's colour for ScreenLab's environment, and
  /// ``resolvedColor(with:)`` asks it for other traits (Docs/Semantics/UIKit.md §66).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(framework: dynamicProvider(UITraitCollection.current).cgColor)
    self.dynamicProvider = dynamicProvider
  }

  /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: the RGB colour of those
  /// components (UIKit's `_ExpressibleByColorLiteral` conformance; Docs/Semantics/UIKit.md §88).
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// An RGB colour; components are stored as given (extended range allowed, as in UIKit).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A grey colour.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  /// An RGB colour given as hue, saturation and brightness (HSB to RGB, hue wrapping at 1).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = hsbToRGB(
      hue: Double(hue - hue.rounded(.down)), saturation: Double(saturation),
      brightness: Double(brightness))
    self.init(
      red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
  }

  /// The same colour with `alpha`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
  }

  /// Writes the RGBA components; always succeeds (grey converts to RGB).
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = cgColor.rgba
    PointerArguments.store(c.red, in: red)
    PointerArguments.store(c.green, in: green)
    PointerArguments.store(c.blue, in: blue)
    PointerArguments.store(c.alpha, in: alpha)
    return true
  }

  /// Sets the fill colour of the current context.
  open func setFill() {
    currentContext(for: "setFill")?.setFillColor(cgColor)
  }

  /// Sets the stroke colour of the current context.
  open func setStroke() {
    currentContext(for: "setStroke")?.setStrokeColor(cgColor)
  }

  /// Sets both the fill and the stroke colour of the current context.
  open func set() {
    guard let context = currentContext(for: "set") else { return }
    context.setFillColor(cgColor)
    context.setStrokeColor(cgColor)
  }

  private func currentContext(for method: String) -> CGContext? {
    let context = GraphicsContextStack.current.contexts.last
    if context == nil {
      Runtime.current.record(
        .diagnostic, "UIColor.\(method)() with no current context: nothing is set")
    }
    return context
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
  public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

  /// `#rrggbb`, plus `/alpha` when not opaque.
  open var description: String {
    let (hex, opacity) = cgColor.svgColor
    return opacity < 1 ? "\(hex)/\(SVGWriter.number(opacity))" : hex
  }
}

/// The type a colour literal without a contextual type makes (UIKit's `_ColorLiteralType`,
/// Docs/Semantics/UIKit.md §100): `#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).setFill()`
/// fills with a `UIColor`.
public typealias _ColorLiteralType = UIColor
