// The names SwiftUI gives the axes (Docs/Semantics/SwiftUI.md §10.10).

extension Axis: CustomStringConvertible {
  /// `horizontal` or `vertical`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
