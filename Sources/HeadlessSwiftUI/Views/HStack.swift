/// Arranges its children in a horizontal line, in order.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  /// The children's alignment across the stack.
  public let alignment: VerticalAlignment
  /// The space between children, or `nil` for the default.
  public let spacing: CGFloat?
  /// The children.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}
