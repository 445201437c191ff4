// Custom layouts: SwiftUI's `Layout` protocol (iOS 16), run by ScreenLab's layout pass
// (Docs/RealCode.md, "Custom layouts").
//
// A layout's view takes the size its `sizeThatFits(proposal:subviews:cache:)` returns for the
// proposal it is given; then `placeSubviews(in:proposal:subviews:cache:)` is called with its
// frame (window coordinates) and every subview is placed where it was told, its size the one
// it gives for the proposal it was placed with, moved so that its `anchor` is at the point
// (SwiftUI's rules; a subview that is not placed is centred in the bounds, as SwiftUI does).
// Subviews are the content's views, seen through `ForEach`, `Group` and tuples. The cache is
// made afresh for every measurement and placement (`makeCache(subviews:)`), so a layout that
// relies on it persisting between calls sees it empty each time; spacing between subviews is
// the default 8 points along both axes and their priority 0.

/// A size proposal: nil in a dimension means "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  var proposal: ProposedSize { ProposedSize(width: width, height: height) }
}

/// A subview's size, and where its alignment guides are.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat

  /// The position of `guide` from the leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide.key {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    case .custom(let custom): return custom.defaultValue(in: CGSize(width: width, height: height))
    }
  }

  /// The position of `guide` from the top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide.key {
    case .top: return 0
    case .center: return height / 2
    case .custom(let custom): return custom.defaultValue(in: CGSize(width: width, height: height))
    default: return height
    }
  }
}

/// The spacing a subview wants around it: the default 8 points here.
public struct ViewSpacing: Sendable {
  public init() {}
  public static let zero = ViewSpacing()

  /// The distance to `next` along `axis`: 8 points (ScreenLab has no per-edge spacing).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    LayoutMetric.defaultSpacing
  }
}

/// One subview of a custom layout: measure it, then place it.
public struct LayoutSubview: Equatable {
  let node: GraphNode
  let context: CustomLayoutContext

  /// The size the subview takes for `proposal`.
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    context.engine?.size(of: node, proposal.proposal, stackAxis: nil) ?? .zero
  }

  /// The subview's dimensions for `proposal`.
  @MainActor
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Places the subview with its `anchor` at `position`, proposing it `proposal`.
  @MainActor
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    context.placements[ObjectIdentifier(node)] = (position, anchor, proposal)
  }

  /// The subview's layout priority (0: not modelled).
  public var priority: Double { 0 }
  /// The spacing the subview wants (the default).
  public var spacing: ViewSpacing { ViewSpacing() }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A custom layout's subviews, in view order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let elements: [LayoutSubview]
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A type that sizes and places its subviews: SwiftUI's `Layout`.
@MainActor @preconcurrency
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  /// The size the layout takes for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places the subviews in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The cache for a measurement or placement.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Lays out `content`'s views with this layout.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
    -> _CustomLayoutView<Self, Content>
  {
    _CustomLayoutView(layout: self, content: content())
  }
}

/// The view of a custom layout and its content.
nonisolated public struct _CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The layout.
  public let layout: L
  /// The subviews' source.
  public let content: Content

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// What a layout's subviews are measured and placed with during one call.
@MainActor
final class CustomLayoutContext {
  weak var engine: LayoutEngine?
  var placements: [ObjectIdentifier: (CGPoint, UnitPoint, ProposedViewSize)] = [:]
  init(engine: LayoutEngine) { self.engine = engine }
}

/// A view the layout pass measures and places through a custom layout.
@MainActor
protocol CustomLayoutRole {
  /// The role of a layout the layout pass performs as one of its own containers (a stack
  /// layout, Layout/StackLayouts.swift); nil when the layout sizes and places its subviews.
  var containerRole: LayoutRole? { get }
  func size(_ proposal: ProposedSize, _ children: [GraphNode], _ engine: LayoutEngine) -> CGSize
  func placements(
    in bounds: CGRect, _ proposal: ProposedSize, _ children: [GraphNode], _ engine: LayoutEngine
  ) -> [(node: GraphNode, origin: CGPoint, proposal: ProposedSize)]
}

extension _CustomLayoutView: CustomLayoutRole {
  @MainActor var containerRole: LayoutRole? { (layout as? ContainerRoleLayout)?.containerRole }

  private func subviews(_ children: [GraphNode], _ context: CustomLayoutContext) -> LayoutSubviews {
    LayoutSubviews(elements: children.map { LayoutSubview(node: $0, context: context) })
  }

  @MainActor
  func size(_ proposal: ProposedSize, _ children: [GraphNode], _ engine: LayoutEngine) -> CGSize {
    let context = CustomLayoutContext(engine: engine)
    let subviews = subviews(children, context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(
      proposal: ProposedViewSize(width: proposal.width, height: proposal.height),
      subviews: subviews, cache: &cache)
  }

  @MainActor
  func placements(
    in bounds: CGRect, _ proposal: ProposedSize, _ children: [GraphNode], _ engine: LayoutEngine
  ) -> [(node: GraphNode, origin: CGPoint, proposal: ProposedSize)] {
    let context = CustomLayoutContext(engine: engine)
    let subviews = subviews(children, context)
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(
      in: bounds, proposal: ProposedViewSize(width: proposal.width, height: proposal.height),
      subviews: subviews, cache: &cache)
    return children.map { child in
      let placed =
        context.placements[ObjectIdentifier(child)]
        ?? (CGPoint(x: bounds.midX, y: bounds.midY), .center, ProposedViewSize.unspecified)
      let size = engine.size(of: child, placed.2.proposal, stackAxis: nil)
      let origin = CGPoint(
        x: placed.0.x - CGFloat(placed.1.x) * size.width,
        y: placed.0.y - CGFloat(placed.1.y) * size.height)
      return (child, origin, placed.2.proposal)
    }
  }
}
