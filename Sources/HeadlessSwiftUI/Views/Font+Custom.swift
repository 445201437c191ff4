extension Font {
  /// A custom font named `name` at `size` points, scaled with the body style under Dynamic
  /// Type. Kept as data: the text metric is one monospace font whatever the name
  /// (Docs/Semantics/SwiftUI.md §13.6).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: name, size: Double(size))
  }

  /// A custom font named `name` at `size` points that never scales.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(name: name, size: Double(fixedSize))
  }
}
