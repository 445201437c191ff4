/// A circle inscribed in its frame.
nonisolated public struct Circle: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// Creates the shape.
  public init() {}
}
