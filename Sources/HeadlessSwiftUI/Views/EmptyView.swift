/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView, Equatable {
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}
}
