// Where SwiftUI meets UIKit. On iOS, `import SwiftUI` brings UIKit along, and SwiftUI's `Color`
// converts to and from `UIColor`; this module holds those meeting points for the headless
// frameworks (Docs/Facades.md). The `SwiftUI` facade and `import ScreenLab` re-export it.
@_exported import HeadlessSwiftUI
@_exported import HeadlessUIKit

extension Color {
  /// The colour of `color`, component for component (SwiftUI's `Color(uiColor:)`).
  public init(uiColor color: UIColor) {
    let components = color.cgColor.rgba
    self.init(
      red: Double(components.red), green: Double(components.green),
      blue: Double(components.blue), opacity: Double(components.alpha))
  }

  /// The colour of `color` (SwiftUI's `Color(_:)` for a `UIColor`, as in `Color(.systemGray3)`).
  /// Disfavoured, as SwiftUI's interface declares it: where a colour resource of the same name
  /// exists (`Color(.brand)` with Xcode's `ColorResource.brand` and `UIColor.brand`), the
  /// resource is chosen.
  @_disfavoredOverload
  public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension UIColor {
  /// The colour of a SwiftUI `Color` (UIKit's `UIColor(_:)`).
  public convenience init(_ color: Color) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}
