import Foundation

// A colour's concrete value (SwiftUI's `Color.Resolved`, `Color.RGBColorSpace`,
// `resolve(in:)`; Docs/Semantics/SwiftUICompatibility.md C.2, C.3).

extension Color {
  /// The colour space of a colour's components (SwiftUI's `Color.RGBColorSpace`).
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB space: components are gamma-encoded.
    case sRGB
    /// The sRGB primaries with linear components.
    case sRGBLinear
    /// The Display P3 primaries with sRGB's transfer function.
    case displayP3

    /// Components in this space as gamma-encoded extended sRGB (C.3).
    func encodedSRGB(red: Double, green: Double, blue: Double) -> (
      red: Double, green: Double, blue: Double
    ) {
      switch self {
      case .sRGB:
        return (red, green, blue)
      case .sRGBLinear:
        return (Color.encode(red), Color.encode(green), Color.encode(blue))
      case .displayP3:
        let (r, g, b) = (Color.linearize(red), Color.linearize(green), Color.linearize(blue))
        let m = Color.displayP3ToSRGB
        return (
          Color.encode(m[0] * r + m[1] * g + m[2] * b),
          Color.encode(m[3] * r + m[4] * g + m[5] * b),
          Color.encode(m[6] * r + m[7] * g + m[8] * b)
        )
      }
    }
  }

  /// Linear Display P3 to linear sRGB, row by row: both spaces' primaries and D65 white point
  /// (IEC 61966-2-1 for sRGB, SMPTE EG 432-1 for P3), `M = M_sRGB⁻¹ · M_P3`.
  static let displayP3ToSRGB: [Double] = [
    1.2249401763, -0.2249401763, 0,
    -0.0420569547, 1.0420569547, 0,
    -0.0196375546, -0.0786360456, 1.0982736001,
  ]

  /// sRGB's transfer function, gamma-encoded to linear, mirrored for negative components
  /// (extended sRGB).
  static func linearize(_ value: Double) -> Double { srgbLinear(value) }

  /// sRGB's transfer function, linear to gamma-encoded, mirrored for negative components.
  static func encode(_ value: Double) -> Double { srgbEncoded(value) }

  /// A concrete colour: linear extended-sRGB components and an opacity, as single-precision
  /// numbers (SwiftUI's `Color.Resolved`, whose documentation says its values are in linear
  /// sRGB, extended range); the gamma-encoded components are computed from them, in single
  /// precision, in the steps Apple's implementation takes (Docs/Semantics/SwiftUICompatibility.md
  /// C.3).
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The red component, linear.
    public var linearRed: Float
    /// The green component, linear.
    public var linearGreen: Float
    /// The blue component, linear.
    public var linearBlue: Float
    /// The opacity.
    public var opacity: Float

    /// A colour from components in `colorSpace`.
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
    ) {
      switch colorSpace {
      case .sRGB:
        (linearRed, linearGreen, linearBlue) =
          (Resolved.linear(red), Resolved.linear(green), Resolved.linear(blue))
      case .sRGBLinear:
        (linearRed, linearGreen, linearBlue) = (red, green, blue)
      case .displayP3:
        let (r, g, b) = (Resolved.linear(red), Resolved.linear(green), Resolved.linear(blue))
        let m = Resolved.displayP3ToLinearSRGB
        linearRed = r * m[0] + g * m[1]
        linearGreen = r * m[2] + g * m[3]
        linearBlue = r * m[4] + g * m[5] + b * m[6]
      }
      self.opacity = opacity
    }

    /// The red component, gamma-encoded sRGB (outside 0…1 for colours outside sRGB).
    public var red: Float {
      get { Resolved.encoded(linearRed) }
      set { linearRed = Resolved.linear(newValue) }
    }
    /// The green component, gamma-encoded.
    public var green: Float {
      get { Resolved.encoded(linearGreen) }
      set { linearGreen = Resolved.linear(newValue) }
    }
    /// The blue component, gamma-encoded.
    public var blue: Float {
      get { Resolved.encoded(linearBlue) }
      set { linearBlue = Resolved.linear(newValue) }
    }

    /// `#RRGGBBAA`: each gamma-encoded component clamped to 0…1, times 255, plus one half,
    /// truncated.
    public var description: String {
      func byte(_ value: Float) -> Int { Int(min(max(value, 0), 1) * 255 + 0.5) }
      return "#"
        + [red, green, blue, opacity].map { String(format: "%02X", byte($0)) }.joined()
    }

    /// Linear Display P3 to linear sRGB with the coefficients rounded to four decimals, as
    /// Apple's conversion has them (C.3): red from red and green, green from red and green,
    /// blue from all three.
    static let displayP3ToLinearSRGB: [Float] = [
      1.2249, -0.2247, -0.0420, 1.0419, -0.0197, -0.0786, 1.0979,
    ]
    private static let reciprocal: Float = 1 / 1.055
    private static let offset: Float = 0.055 * reciprocal

    /// sRGB's transfer function, gamma-encoded to linear, in single precision, the sum scaled
    /// term by term; mirrored for negative components (extended sRGB).
    static func linear(_ value: Float) -> Float {
      let magnitude = abs(value)
      let linear: Float
      if magnitude <= 0.04045 {
        linear = magnitude * (1 / 12.92)
      } else if magnitude == 1 {
        linear = 1
      } else {
        linear = pow(magnitude * reciprocal + offset, 2.4)
      }
      return value < 0 ? -linear : linear
    }

    /// sRGB's transfer function, linear to gamma-encoded, in single precision; mirrored for
    /// negative components.
    static func encoded(_ value: Float) -> Float {
      let magnitude = abs(value)
      let encoded: Float
      if magnitude <= 0.0031308 {
        encoded = magnitude * 12.92
      } else if magnitude == 1 {
        encoded = 1
      } else {
        encoded = pow(magnitude, 1 / 2.4) * 1.055 - 0.055
      }
      return value < 0 ? -encoded : encoded
    }
  }

  /// This colour's value in `environment` (SwiftUI's `resolve(in:)`). Headless colours do not
  /// depend on the environment (light appearance, standard contrast).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
  }

  /// The colour of a resolved value.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// A colour from hue, saturation and brightness in 0…1 (HSB, the hexcone model); a hue of 1
  /// is red again; a hue that is not finite counts as 0.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let rgb = hsbToRGB(
      hue: hue.isFinite ? hue - hue.rounded(.down) : 0, saturation: saturation,
      brightness: brightness)
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: opacity)
  }
}
