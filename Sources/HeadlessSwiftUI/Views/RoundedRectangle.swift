/// A rectangle with rounded corners filling its frame.
nonisolated public struct RoundedRectangle: Shape, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// The corner radius.
  public let cornerRadius: CGFloat

  /// A rounded rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
}
