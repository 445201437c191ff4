import Foundation

/// sRGB's transfer function (IEC 61966-2-1), gamma-encoded to linear, mirrored for negative
/// components (extended sRGB): the curve SwiftUI's `Color.Resolved` and UIKit's Display P3
/// colours both go through.
package func srgbLinear(_ value: Double) -> Double {
  let magnitude = abs(value)
  let linear =
    magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
  return value < 0 ? -linear : linear
}

/// sRGB's transfer function, linear to gamma-encoded, mirrored for negative components.
package func srgbEncoded(_ value: Double) -> Double {
  let magnitude = abs(value)
  let encoded =
    magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
  return value < 0 ? -encoded : encoded
}
