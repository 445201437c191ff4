/// A view whose content gets a ``ScrollViewProxy``: SwiftUI's `ScrollViewReader`. It lays out
/// as its content. Scroll views keep no offset headless (Docs/RealCode.md, "ScrollView, List
/// and Form"), so `scrollTo(_:anchor:)` is **recorded**: the request is kept on the proxy
/// (``ScrollViewProxy/requests``) and nothing moves.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// Builds the content from the proxy.
  public let content: (ScrollViewProxy) -> Content

  /// A reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: NodeChildrenProviding {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] {
    let log = (node.slots[scrollRequestSlot] as? ScrollRequestLog) ?? ScrollRequestLog()
    node.slots[scrollRequestSlot] = log
    return [ChildSlot(id: .index(0), view: content(ScrollViewProxy(log: log)))]
  }
}

/// The requests a reader's proxies made (per identity).
@MainActor
final class ScrollRequestLog {
  var requests: [String] = []
}

/// The slot of a reader's ``ScrollRequestLog``.
let scrollRequestSlot = -4

/// Asks the enclosing scroll views to scroll (recorded; above).
public struct ScrollViewProxy {
  let log: ScrollRequestLog

  /// Scrolls to the view with `id` (recorded).
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    log.requests.append("\(id)")
  }

  /// The ids asked for so far, described, oldest first.
  @MainActor
  public var requests: [String] { log.requests }
}
