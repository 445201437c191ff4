// UIKit's named colours. Fixed colours use UIKit's documented components; system colours use
// their light-appearance sRGB values from Apple's Human Interface Guidelines (iOS 13+), since
// ScreenLab has no appearance switching.

extension UIColor {
  /// A named colour: made by the framework, so a draw pass that reads it first does not count
  /// it as a colour the app created (`DrawPassTally`).
  private static func framework(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    -> UIColor
  {
    UIColor(framework: CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  private static func framework(white: CGFloat, alpha: CGFloat) -> UIColor {
    UIColor(framework: CGColor(gray: white, alpha: alpha))
  }

  private static func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) -> UIColor {
    framework(
      red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  public static let black = UIColor.framework(white: 0, alpha: 1)
  public static let darkGray = UIColor.framework(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = UIColor.framework(white: 2.0 / 3.0, alpha: 1)
  public static let white = UIColor.framework(white: 1, alpha: 1)
  /// Text on a light background: black (grayscale 0, alpha 1; §100).
  @available(tvOS, unavailable)
  public static let darkText = UIColor.framework(white: 0, alpha: 1)
  /// Text on a dark background: white at 60% opacity (grayscale 1, alpha 0.6; §100).
  @available(tvOS, unavailable)
  public static let lightText = UIColor.framework(white: 1, alpha: 0.6)
  public static let gray = UIColor.framework(white: 0.5, alpha: 1)
  public static let red = UIColor.framework(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor.framework(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor.framework(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor.framework(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor.framework(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor.framework(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor.framework(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor.framework(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor.framework(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor.framework(white: 0, alpha: 0)

  public static let systemRed = rgb(255, 59, 48)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)

  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = rgb(242, 242, 247)
  public static let label = UIColor.black
  public static let secondaryLabel = rgb(60, 60, 67, alpha: 0.6)
  public static let separator = rgb(60, 60, 67, alpha: 0.29)
  // More semantic colours, light appearance (Apple's Human Interface Guidelines, "Color").
  public static let tertiaryLabel = rgb(60, 60, 67, alpha: 0.3)
  public static let quaternaryLabel = rgb(60, 60, 67, alpha: 0.18)
  public static let placeholderText = rgb(60, 60, 67, alpha: 0.3)
  public static let link = rgb(0, 122, 255)
  public static let opaqueSeparator = rgb(198, 198, 200)
  public static let tertiarySystemBackground = UIColor.white
  public static let systemGroupedBackground = rgb(242, 242, 247)
  public static let secondarySystemGroupedBackground = UIColor.white
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  public static let systemFill = rgb(120, 120, 128, alpha: 0.2)
  public static let secondarySystemFill = rgb(120, 120, 128, alpha: 0.16)
  public static let tertiarySystemFill = rgb(118, 118, 128, alpha: 0.12)
  public static let quaternarySystemFill = rgb(116, 116, 128, alpha: 0.08)
}
