// SwiftUI's first text-size type, which `DynamicTypeSize` (iOS 15) renamed; Apple still ships it,
// marked to be deprecated (Docs/Semantics/SwiftUI.md §15.2).

/// The preferred size of content: SwiftUI's `ContentSizeCategory`, smallest to largest. Each
/// case is one of ``DynamicTypeSize``'s, in the same order.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility categories.
  @available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// Whether `lhs` is smaller than or the same as `rhs`.
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index <= rhs.index
  }

  /// Whether `lhs` is larger than `rhs`.
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index > rhs.index
  }

  /// Whether `lhs` is larger than or the same as `rhs`.
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index >= rhs.index
  }

  private var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The Dynamic Type size at the same place in the order.
  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[index] }

  /// The category at `size`'s place in the order.
  init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }
}

extension EnvironmentValues {
  /// The preferred size of content: ``dynamicTypeSize`` under its older name and type, so
  /// setting either changes both.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
