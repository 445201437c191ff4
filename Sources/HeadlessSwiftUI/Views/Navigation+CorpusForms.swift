// Navigation spellings of real view files (Docs/Semantics/SwiftUI.md §13.14).

nonisolated extension View {
  /// Sets the navigation title from a `Text` (its string is kept as data).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
    modifier(_NavigationTitleModifier(title: title.content))
  }
}

extension ToolbarItemPlacement {
  /// The bar above the keyboard (recorded: no keyboard headless).
  @available(iOS 15.0, macOS 12.0, *)
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}
