// Shape initializers by corner size and style (Docs/Semantics/SwiftUI.md §15.10).

extension RoundedRectangle {
  /// A rounded rectangle whose corners are `cornerSize` (width across, height down) in
  /// `style`. Drawn, as every rounded rectangle here, with circular corners: of the size's
  /// width (the style is kept as data, §13.4).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width)
  }
}

extension Capsule {
  /// A capsule whose ends are drawn in `style` (kept as data: the ends are drawn as half
  /// circles).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(style: RoundedCornerStyle) {
    self.init()
  }
}
