extension Color {
  /// A colour from the asset catalog's colour set `name` in `bundle`. Headless there is no
  /// asset catalog, so every named colour is missing and resolves to clear, as a missing
  /// colour set does in SwiftUI (Docs/Semantics/SwiftUI.md §13.11).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(red: 0, green: 0, blue: 0, opacity: 0)
  }
}
