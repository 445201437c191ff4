// Accessibility modifiers the public corpus uses, with Apple's signatures. There is no
// accessibility tree headless: each is recorded, layout-transparent
// (Docs/Semantics/SwiftUI.md §13.5).

nonisolated extension View {
  /// Makes this view an accessibility element whose children are ignored, contained or
  /// combined (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityElement", children.name)
  }

  /// Removes accessibility traits (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRemoveTraits", "\(traits.rawValue)")
  }
}

/// How an accessibility element treats its children: SwiftUI's `AccessibilityChildBehavior`
/// (kept as data).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are not accessibility elements.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}
