/// A capsule (fully rounded ends) filling its frame.
nonisolated public struct Capsule: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// Creates the shape.
  public init() {}
}
