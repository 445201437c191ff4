/// A colour as red, green, blue and opacity components in 0...1 (sRGB).
///
/// A colour is a view (it fills its frame) and a ``ShapeStyle``. Colours are animatable: the
/// presentation interpolates each component (Docs/Semantics/SwiftUI.md §2.5, §3.3).
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

  /// A colour from components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = opacity
  }

  /// A grey.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
  }

  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
  public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
  public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
  public static let clear = Color(white: 0, opacity: 0)
  /// The app's accent colour (system blue, headless).
  public static let accentColor = Color.blue
  /// The primary label colour (black, headless: light appearance).
  public static let primary = Color.black
  /// The secondary label colour (grey at 60 %, headless: light appearance).
  public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

  public var description: String {
    func c(_ value: Double) -> String { String(format: "%.3f", value) }
    return "Color(\(c(red)), \(c(green)), \(c(blue)), \(c(alpha)))"
  }
}
