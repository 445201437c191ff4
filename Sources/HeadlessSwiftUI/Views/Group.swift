/// Groups views without adding layout; its content keeps its own identities.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  /// The grouped views.
  public let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}
