/// Flexible space along a stack's axis.
nonisolated public struct Spacer: View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// The minimum length, or `nil` for the system default.
  public let minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
