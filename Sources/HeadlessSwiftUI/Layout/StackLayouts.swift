import Foundation

// The stacks as `Layout` values, and the type-erased layout that switches between them without
// changing the identity of the views it lays out (iOS 16; Docs/Semantics/SwiftUI.md §17.5).
// Used as a container (`HStackLayout() { … }`, `AnyLayout(…) { … }`), a stack layout is laid out
// by the layout pass exactly as the stack of the same parameters; called directly from a layout
// of the user's own, its `sizeThatFits`/`placeSubviews` run the same stack plan over the
// subviews given.

/// A layout the layout pass performs as one of its own containers.
@MainActor
protocol ContainerRoleLayout {
  /// The container role, or nil for a layout that sizes and places its subviews itself.
  var containerRole: LayoutRole? { get }
}

/// A horizontal stack as a layout: SwiftUI's `HStackLayout`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout: Layout, ContainerRoleLayout {
  /// How the subviews line up vertically.
  public var alignment: VerticalAlignment
  /// The distance between subviews; nil for the default.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var containerRole: LayoutRole? {
    .stack(axis: .horizontal, spacing: spacing, alignment: LayoutPosition(alignment))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(.horizontal, spacing, LayoutPosition(alignment), proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(.horizontal, spacing, LayoutPosition(alignment), bounds, proposal, subviews)
  }
}

/// A vertical stack as a layout: SwiftUI's `VStackLayout`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout: Layout, ContainerRoleLayout {
  /// How the subviews line up horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between subviews; nil for the default.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var containerRole: LayoutRole? {
    .stack(axis: .vertical, spacing: spacing, alignment: LayoutPosition(alignment))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(.vertical, spacing, LayoutPosition(alignment), proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(.vertical, spacing, LayoutPosition(alignment), bounds, proposal, subviews)
  }
}

/// An overlay of subviews as a layout: SwiftUI's `ZStackLayout`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ZStackLayout: Layout, ContainerRoleLayout {
  /// How the subviews line up.
  public var alignment: Alignment

  /// An overlay layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  var containerRole: LayoutRole? { .overlay(alignment) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    subviews.reduce(CGSize.zero) { union, subview in
      let size = subview.sizeThatFits(proposal)
      return CGSize(width: max(union.width, size.width), height: max(union.height, size.height))
    }
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let point = alignment.origin(of: subview.sizeThatFits(proposal), in: bounds.size)
      subview.place(
        at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .topLeading,
        proposal: proposal)
    }
  }
}

/// A layout of any type, switched without changing the identity of the subviews: SwiftUI's
/// `AnyLayout`. Replacing the layout inside keeps the container the same view, so the subviews'
/// state survives the change (SwiftUI also animates them to their new places).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyLayout: Layout, ContainerRoleLayout {
  let layout: any Layout

  /// `layout`, type-erased.
  public init<L: Layout>(_ layout: L) { self.layout = layout }

  var containerRole: LayoutRole? { (layout as? ContainerRoleLayout)?.containerRole }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    func size<L: Layout>(_ layout: L) -> CGSize {
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return size(layout)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    func place<L: Layout>(_ layout: L) {
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    place(layout)
  }
}

/// The size of a stack of `subviews`, planned as the layout pass plans a stack.
@MainActor
private func stackSize(
  _ axis: Axis, _ spacing: CGFloat?, _ alignment: LayoutPosition, _ proposal: ProposedViewSize,
  _ subviews: LayoutSubviews
) -> CGSize {
  guard let engine = subviews.first?.context.engine else { return .zero }
  return engine.stackPlan(
    subviews.map(\.node), axis: axis, spacing: spacing, alignment: alignment, proposal.proposal
  ).size
}

/// Places a stack of `subviews` in `bounds`, as the layout pass places a stack.
@MainActor
private func placeStack(
  _ axis: Axis, _ spacing: CGFloat?, _ alignment: LayoutPosition, _ bounds: CGRect,
  _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
) {
  guard let engine = subviews.first?.context.engine else { return }
  let plan = engine.stackPlan(
    subviews.map(\.node), axis: axis, spacing: spacing, alignment: alignment, proposal.proposal)
  var position: CGFloat = 0
  for (index, subview) in subviews.enumerated() {
    let point =
      axis == .horizontal
      ? CGPoint(x: bounds.minX + position, y: bounds.minY + plan.crossOffsets[index])
      : CGPoint(x: bounds.minX + plan.crossOffsets[index], y: bounds.minY + position)
    let childProposal = plan.proposals[index]
    subview.place(
      at: point, anchor: .topLeading,
      proposal: ProposedViewSize(width: childProposal.width, height: childProposal.height))
    position += plan.sizes[index][axis] + plan.spacing
  }
}
