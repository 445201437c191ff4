// The text sizes of Dynamic Type, their order, and the images that follow the accessibility
// sizes (UIKit's `UIContentSizeCategory`, `UIAccessibilityContentSizeCategoryImageAdjusting`;
// Docs/Semantics/UIKit.md §108).

import Foundation

extension UIContentSizeCategory {
  /// No preferred size: the trait is not set.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The sizes from the smallest to the largest, the unspecified one first (§108).
  private static let ordered: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Where the size is in ``ordered``; a size UIKit does not name counts as unspecified.
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

  /// Whether the size is one of the five accessibility sizes (iOS 11).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Whether `left` is a smaller size than `right` (iOS 11).
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank < right.rank
  }
  /// Whether `left` is a smaller size than `right` or the same (iOS 11).
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank <= right.rank
  }
  /// Whether `left` is a larger size than `right` (iOS 11).
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank > right.rank
  }
  /// Whether `left` is a larger size than `right` or the same (iOS 11).
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank >= right.rank
  }
}

/// An object whose image grows with the accessibility text sizes (iOS 11): UIKit's image
/// views and buttons. The size is always `.large` in ScreenLab (no accessibility size), so an
/// image that adjusts keeps its size, as it does on a device at the default size (§108).
@MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
  /// Whether the image scales for the accessibility text sizes (false by default).
  var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}
