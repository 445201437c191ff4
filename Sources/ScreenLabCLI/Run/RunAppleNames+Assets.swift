import Foundation

// Apple's static members and nested types of the types Xcode's asset symbols extend: an asset
// symbol standing in under one of these names would shadow Apple's (Docs/Run.md §6, "Asset
// symbols"). Taken from Apple's documentation of SwiftUI's `Color` and `ShapeStyle` (its
// static members where `Self` is `Color`, `HierarchicalShapeStyle`, `Material`,
// `LinearGradient`, …), UIKit's `UIColor` (standard, system, UI element and adaptable colours)
// and `UIImage` (system images and nested types), iOS 13 to 18.
extension RunAppleNames {
  /// Static members of `Color`, `ShapeStyle`, `UIColor` and `ColorResource`.
  static let colourMembers: Set<String> = [
    // Color and ShapeStyle where Self == Color
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    // ShapeStyle's other static members
    "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "selection",
    "separator", "placeholder", "link", "fill", "windowBackground", "ultraThinMaterial",
    "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
    "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient",
    "conicGradient", "image", "shadow", "color", "style", "init",
    // UIColor
    "darkGray", "lightGray", "magenta", "systemRed", "systemGreen", "systemBlue",
    "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
    "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3",
    "systemGray4", "systemGray5", "systemGray6", "tintColor", "label", "secondaryLabel",
    "tertiaryLabel", "quaternaryLabel", "placeholderText", "opaqueSeparator",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "lightText", "darkText", "groupTableViewBackground",
    "viewFlipsideBackground", "scrollViewTexturedBackground", "underPageBackground",
    "supportsSecureCoding",
  ]

  /// Nested types of `Color`, `UIColor` and `ColorResource` (a namespace of that name would
  /// shadow them).
  static let colourNestedTypes: Set<String> = [
    "Resolved", "RGBColorSpace", "Name", "ProminenceLevel",
  ]

  /// Static members of `UIImage` and `ImageResource`.
  static let imageMembers: Set<String> = [
    "add", "remove", "actions", "checkmark", "strokedCheckmark", "supportsSecureCoding",
    "init",
  ]

  /// Nested types of `UIImage` and `ImageResource`.
  static let imageNestedTypes: Set<String> = [
    "Configuration", "SymbolConfiguration", "Orientation", "RenderingMode", "ResizingMode",
    "SymbolWeight", "SymbolScale", "ReadingOptions", "SymbolVariableValueMode",
  ]
}
