/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// Creates the shape.
  public init() {}
}
