// The built-in shapes as static members of `Shape` (iOS 17), so `.clipShape(.capsule)`,
// `.background(.yellow, in: .rect(cornerRadius: 16))` and `.contentShape(.rect)` read as in
// SwiftUI, which declares them on `Shape` where `Self ==` each shape
// (Docs/Semantics/SwiftUI.md §13.4).

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle (``Rectangle``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius` in `style`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle whose corners are `cornerSize` in `style` (drawn with the smaller of
  /// the two radii, as ``RoundedRectangle`` keeps one radius).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule (``Capsule``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends are in `style` (drawn circular).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule() }
}

nonisolated extension Shape where Self == Circle {
  /// A circle (``Circle``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
  /// An ellipse (``Ellipse``).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var ellipse: Ellipse { Ellipse() }
}
