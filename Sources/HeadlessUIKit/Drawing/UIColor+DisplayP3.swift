import Foundation

// Colours given in the Display P3 space (UIKit's `UIColor(displayP3Red:green:blue:alpha:)`),
// converted to extended sRGB as UIKit converts them (Docs/Semantics/UIKit.md §79).

extension UIColor {
  /// A colour given by Display P3 components, kept as its extended-sRGB components (P3 colours
  /// outside sRGB have components below 0 or above 1, as UIKit's `getRed(_:green:blue:alpha:)`
  /// reports them). Display P3 and sRGB share their transfer curve and white point; the
  /// linear components are mapped by the P3-to-sRGB primaries matrix.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let r = srgbLinear(Double(displayP3Red))
    let g = srgbLinear(Double(green))
    let b = srgbLinear(Double(blue))
    let red = 1.224_940_2 * r - 0.224_940_2 * g
    let greenLinear = -0.042_056_9 * r + 1.042_056_9 * g
    let blueLinear = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    self.init(
      red: CGFloat(srgbEncoded(red)), green: CGFloat(srgbEncoded(greenLinear)),
      blue: CGFloat(srgbEncoded(blueLinear)), alpha: alpha)
  }
}
