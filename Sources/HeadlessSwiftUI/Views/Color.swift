/// A colour as red, green, blue and opacity components in 0...1 (sRGB).
///
/// A colour is a view (it fills its frame) and a ``ShapeStyle``. Colours are animatable: the
/// presentation interpolates each component (Docs/Semantics/SwiftUI.md §2.5, §3.3).
///
/// Two colours are equal when their components are; the name a system colour carries (for its
/// ``description``) does not take part (Docs/Semantics/SwiftUICompatibility.md C.2).
nonisolated public struct Color: View, PrimitiveView, Hashable, Sendable, CustomStringConvertible {
  public typealias Body = Never

  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity.
  public var alpha: Double
  /// What ``description`` says of a system colour and the opacities applied to it; nil for a
  /// colour given by components.
  var name: ColorName?

  /// A colour from components in `colorSpace` (sRGB by default), kept as (extended) sRGB.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    let srgb = colorSpace.encodedSRGB(red: red, green: green, blue: blue)
    self.red = srgb.red
    self.green = srgb.green
    self.blue = srgb.blue
    self.alpha = opacity
  }

  /// A grey.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A system colour: its components and the name its description gives.
  init(named name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
    self.name = .system(name)
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var color = Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
    color.name = name.map { .opacity(opacity, $0) }
    return color
  }

  public static let black = Color(named: "black", red: 0, green: 0, blue: 0)
  public static let white = Color(named: "white", red: 1, green: 1, blue: 1)
  public static let gray = Color(named: "gray", red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  public static let red = Color(named: "red", red: 1, green: 59 / 255, blue: 48 / 255)
  public static let green = Color(named: "green", red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  public static let blue = Color(named: "blue", red: 0, green: 122 / 255, blue: 1)
  public static let orange = Color(named: "orange", red: 1, green: 149 / 255, blue: 0)
  public static let yellow = Color(named: "yellow", red: 1, green: 204 / 255, blue: 0)
  public static let clear = Color(named: "clear", red: 0, green: 0, blue: 0, opacity: 0)
  /// The app's accent colour (system blue, headless).
  public static let accentColor = Color.blue
  /// The primary label colour (black, headless: light appearance).
  public static let primary = Color(named: "primary", red: 0, green: 0, blue: 0)
  /// The secondary label colour (grey at 60 %, headless: light appearance).
  public static let secondary = Color(
    named: "secondary", red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// As SwiftUI describes a colour: a system colour's name (`red`), each opacity applied to it
  /// as a rounded percentage before it (`50% 30% red`), and any other colour as its resolved
  /// value, `#RRGGBBAA` (Docs/Semantics/SwiftUICompatibility.md C.2).
  public var description: String {
    name?.description ?? resolve(in: EnvironmentValues()).description
  }

  /// The components with three decimals, `Color(r, g, b, a)`: how modifier records and dumps
  /// show a colour.
  var componentDescription: String {
    func c(_ value: Double) -> String { String(format: "%.3f", value) }
    return "Color(\(c(red)), \(c(green)), \(c(blue)), \(c(alpha)))"
  }
}

/// The name a colour's description gives: a system colour, or an opacity applied to a named one.
indirect enum ColorName: Sendable {
  case system(String)
  case opacity(Double, ColorName)

  var description: String {
    switch self {
    case .system(let name): return name
    case .opacity(let opacity, let base):
      return "\(Int((opacity * 100).rounded()))% \(base.description)"
    }
  }
}
