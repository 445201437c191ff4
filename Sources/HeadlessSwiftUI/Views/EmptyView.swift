/// A view that shows nothing.
nonisolated public struct EmptyView: View, PrimitiveView, Equatable {
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}
}
