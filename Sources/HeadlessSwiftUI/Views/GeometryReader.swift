/// A flexible view that gives its content the size it is offered: SwiftUI's `GeometryReader`.
///
/// It takes the whole proposal (``LayoutMetric/shapeIdealLength`` in a dimension proposed
/// `nil`) and places its content at its top-leading corner, proposing it that size. Layout is
/// on demand here (a frame, a hit test or a drawing asks for it), so the content is built with
/// a zero size first and rebuilt, like a changed child, each time a layout finds a different
/// size or position: a view in the content that reads the size re-runs when the container
/// changes (Docs/RealCode.md, "GeometryReader").
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// Builds the content from the geometry.
  public let content: (GeometryProxy) -> Content

  /// A geometry reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

/// The geometry a ``GeometryReader`` gives its content.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The reader's frame in window coordinates.
  let globalFrame: CGRect
  /// The frames (window coordinates) of the named coordinate spaces around the reader
  /// (Docs/Semantics/SwiftUI.md §16.1).
  var spaces: [AnyHashable: CGRect] = [:]
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `space`: `.local` at the origin; `.global` in window coordinates
  /// (safe areas ignored); a named space relative to the frame of the innermost enclosing view
  /// of that name, or in window coordinates when there is none (§16.1).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = spaces[name]?.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }
}

/// Insets per edge.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets of `top`, `leading`, `bottom` and `trailing`.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The geometry a reader node last gave its content (per identity).
@MainActor
final class GeometryBox {
  var frame = CGRect.zero
  var spaces: [AnyHashable: CGRect] = [:]
}

/// A primitive that builds its children with a closure of the app's, run while the primitive
/// updates: the reads in that closure are the primitive's own (Docs/Semantics/SwiftUI.md
/// §2.2.6).
protocol ContentClosureView {}

/// A primitive whose children depend on its node's storage.
@MainActor
protocol NodeChildrenProviding {
  func children(in node: GraphNode) -> [ChildSlot]
}

/// The slot of a reader's ``GeometryBox`` (dynamic-property slots count up from 0).
let geometrySlot = -1

extension GeometryReader: NodeChildrenProviding, GeometryReading, ContentClosureView {
  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(runsContentClosure: true, childrenProvider: Self.self)
  }

  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] {
    let box = node.slots[geometrySlot] as? GeometryBox
    let frame = box?.frame ?? .zero
    let proxy = GeometryProxy(size: frame.size, globalFrame: frame, spaces: box?.spaces ?? [:])
    return [ChildSlot(id: .index(0), view: content(proxy))]
  }
}

/// Marks geometry readers for the layout pass.
protocol GeometryReading {}

extension ViewGraph {
  /// Stores the frames the layout gave geometry readers; returns whether one changed, in which
  /// case its content was rebuilt (Docs/RealCode.md, "GeometryReader").
  func applyGeometry(_ frames: [(GraphNode, CGRect)], layout: [ObjectIdentifier: CGRect]) -> Bool {
    var changed = false
    for (node, frame) in frames where !node.isRemoved {
      let box = (node.slots[geometrySlot] as? GeometryBox) ?? GeometryBox()
      node.slots[geometrySlot] = box
      let spaces = coordinateSpaces(around: node, frames: layout)
      guard box.frame != frame || box.spaces != spaces else { continue }
      box.frame = frame
      box.spaces = spaces
      changed = true
      updateAlone(node, environment: node.environment, transaction: Transaction())
    }
    if changed { runDeferredActions() }
    return changed
  }
}
