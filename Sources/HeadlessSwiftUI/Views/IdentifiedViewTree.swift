import HeadlessCoreGraphics

/// A view found by its identifier, with where it is on screen (SwiftUI's
/// `_IdentifiedViewProxy`).
public struct _IdentifiedViewProxy {
  /// The view's identifier.
  public var identifier: AnyHashable
  /// The view's frame in global coordinates.
  public var boundingRect: CGRect

  public init(identifier: AnyHashable, boundingRect: CGRect) {
    self.identifier = identifier
    self.boundingRect = boundingRect
  }
}

/// A tree of identified views (SwiftUI's `_IdentifiedViewTree`): none, one, or several trees.
public enum _IdentifiedViewTree {
  case empty
  case proxy(_IdentifiedViewProxy)
  case array([_IdentifiedViewTree])

  /// Calls `body` for every proxy of the tree, depth first, in order; never for ``empty``.
  public func forEach(_ body: (_IdentifiedViewProxy) -> Void) {
    switch self {
    case .empty: break
    case .proxy(let proxy): body(proxy)
    case .array(let trees): for tree in trees { tree.forEach(body) }
    }
  }
}
