/// Overlays its children, the first one at the back.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  /// The children's alignment.
  public let alignment: Alignment
  /// The children.
  public let content: Content

  /// Creates an overlay of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}
