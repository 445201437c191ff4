// UIKit's small geometry types: edge insets (absolute and directional) and `CGRect.inset(by:)`.
// Docs/RealCode.md (UIKit) lists them.

/// Distances inward from each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four insets 0.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  public static let zero = UIEdgeInsets()

  public var description: String {
    "{\(SVGWriter.number(top)), \(SVGWriter.number(left)), \(SVGWriter.number(bottom)), "
      + "\(SVGWriter.number(right))}"
  }
}

/// Insets named by leading and trailing edges (UIKit's `NSDirectionalEdgeInsets`); ScreenLab
/// lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle with `insets` taken off its edges (UIKit's `inset(by:)`, the Swift name of
  /// `UIEdgeInsetsInsetRect`). Insets larger than the size give a negative size, which
  /// `CGRect` standardizes as Core Graphics does.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

/// The device's screen (UIKit's `UIScreen`): ScreenLab models one screen, `UIScreen.main`.
///
/// `scale` is 1 because ScreenLab records drawing in points and renders one pixel per point
/// (its SVG output); code that divides by `scale` for hairlines gets 1-point lines.
public final class UIScreen: @unchecked Sendable {
  /// The one screen.
  public static let main = UIScreen()

  /// Pixels per point: 1 (see the type's documentation).
  public let scale: CGFloat = 1
  /// The native scale: the same as ``scale``.
  public var nativeScale: CGFloat { scale }
  /// The screen's bounds in points: 390 × 844 (a 6.1-inch iPhone's size, ScreenLab's choice).
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The screen's traits.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The environment a view is in (UIKit's `UITraitCollection`), minimal: ScreenLab has one
/// light-mode, regular-contrast, iPhone-portrait environment.
///
/// The traits never change, so UIKit's `traitCollectionDidChange(_:)` is never called by
/// ScreenLab (Docs/RealCode.md, UIKit: record-only APIs).
public final class UITraitCollection: Hashable, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    style: UIUserInterfaceStyle = .light, horizontal: UIUserInterfaceSizeClass = .compact,
    vertical: UIUserInterfaceSizeClass = .regular, scale: CGFloat = 1
  ) {
    userInterfaceStyle = style
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    displayScale = scale
    preferredContentSizeCategory = .large
  }

  /// A collection that specifies only the interface style (the other traits as ScreenLab's
  /// environment has them).
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// An empty collection (UIKit's `UITraitCollection()`, §100): every trait unspecified —
  /// style and size classes `.unspecified`, display scale 0.
  public convenience init() {
    self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
  }

  /// The traits of ScreenLab's environment.
  public static let current = UITraitCollection(style: .light)

  /// Whether a colour resolved for these traits could differ from one for `other`.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return userInterfaceStyle != other.userInterfaceStyle
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
  }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// A size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// The user's preferred text size (only `.large`, the default, occurs in ScreenLab; the other
/// sizes and their order are in `UIContentSizeCategory+Sizes.swift`, §108).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

extension UIView {
  /// The view's traits: ScreenLab's one environment (see ``UITraitCollection``), with the
  /// interface style forced by ``overrideUserInterfaceStyle`` on the view, its controller or
  /// an ancestor (Docs/Semantics/UIKit.md §62).
  public var traitCollection: UITraitCollection {
    UITraitCollection.resolving(inheritedUserInterfaceStyle)
  }
}
