// `.alignmentGuide(_:computeValue:)`: a view's own value for one of its alignment guides, which
// the stack around it aligns by (Docs/Semantics/SwiftUI.md §13.18).

/// An explicit alignment guide: where `guide` is in the modified view, computed from its
/// dimensions. Kept as a node of its own (as `layoutPriority` is), laid out as its content,
/// so the stack that aligns by the guide finds it on its child.
nonisolated public struct _AlignmentGuideModifier: ViewModifier {
  public typealias Body = Never
  /// The axis the guide is a position along (`.horizontal` for a `HorizontalAlignment`).
  let axis: Axis
  /// Which guide of that axis.
  let position: LayoutPosition
  /// The guide's value in the view's own coordinates.
  let computeValue: (ViewDimensions) -> CGFloat

  init(
    axis: Axis, _ position: LayoutPosition, _ computeValue: @escaping (ViewDimensions) -> CGFloat
  ) {
    self.axis = axis
    self.position = position
    self.computeValue = computeValue
  }
}

extension _AlignmentGuideModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .hiddenExtras }
}

nonisolated extension View {
  /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns for
  /// the view's dimensions: a vertical stack aligned by `g` lines this value up with its
  /// other children's `g`.
  @preconcurrency
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
    modifier(_AlignmentGuideModifier(axis: .horizontal, LayoutPosition(g), computeValue))
  }

  /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns for the
  /// view's dimensions: a horizontal stack aligned by `g` lines this value up with its other
  /// children's `g`.
  @preconcurrency
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
    modifier(_AlignmentGuideModifier(axis: .vertical, LayoutPosition(g), computeValue))
  }
}

extension LayoutEngine {
  /// The value of an explicit `.alignmentGuide` for the guide `position` along `axis` on
  /// `node` of `size`, or on a modifier that keeps its content's geometry (recorded modifiers,
  /// effects); nil when there is none. The search stops at a modifier that moves or resizes
  /// its content (`.frame`, `.padding`, …): a guide inside it is in other coordinates.
  func explicitGuide(
    of node: GraphNode, _ position: LayoutPosition, along axis: Axis, size: CGSize
  ) -> CGFloat? {
    var current = node
    while let carrier = current.cast(ModifierCarrier.self) {
      if let explicit = carrier.anyModifier as? _AlignmentGuideModifier,
        explicit.axis == axis, explicit.position == position
      {
        return explicit.computeValue(ViewDimensions(width: size.width, height: size.height))
      }
      switch (carrier.anyModifier as? LayoutModifierProviding)?.layoutModifier {
      case .passthrough?, .hiddenExtras?, nil: break
      default: return nil
      }
      guard let content = current.children.first else { break }
      current = content
    }
    guard case .custom(let guide) = position else { return nil }
    return containedGuide(of: current, guide, size: size)
  }

  /// A guide of the app's own that views inside `node` set (§18.2): through a view of the
  /// app's own to its body, and from a stack's children, each child's value moved by where
  /// the stack places it, combined as the guide's identifier combines them.
  private func containedGuide(of node: GraphNode, _ guide: CustomAlignment, size: CGSize)
    -> CGFloat?
  {
    switch kind(of: node) {
    case .role(.stack(let stackAxis, let spacing, let alignment)):
      let children = layoutChildren(of: node)
      let plan = stackPlan(
        children, axis: stackAxis, spacing: spacing, alignment: alignment,
        ProposedSize(width: size.width, height: size.height))
      var values: [CGFloat] = []
      var position: CGFloat = 0
      for (index, child) in children.enumerated() {
        let childSize = plan.sizes[index]
        if let value = explicitGuide(
          of: child, .custom(guide), along: guide.axis, size: childSize)
        {
          values.append((guide.axis == stackAxis ? position : plan.crossOffsets[index]) + value)
        }
        position += childSize[stackAxis] + plan.spacing
      }
      return guide.combined(values)
    case .role(.transparent), .container:
      let children = layoutChildren(of: node)
      guard children.count == 1 else { return nil }
      return explicitGuide(of: children[0], .custom(guide), along: guide.axis, size: size)
    default:
      return nil
    }
  }

  /// The offsets across `axis` of a stack's children of `sizes`, aligned by `alignment`, and
  /// the stack's length across. Each child's guide is its explicit value, else the guide's
  /// default (0, half, the whole length); the guides are lined up, the child whose guide is
  /// furthest from its top (leading) edge at 0. Without explicit guides this is the plain
  /// alignment of each child in the widest one's length.
  func crossOffsets(
    _ children: [GraphNode], _ sizes: [CGSize], axis: Axis, _ alignment: LayoutPosition
  ) -> (offsets: [CGFloat], length: CGFloat) {
    let cross = axis.cross
    let explicit = children.indices.map {
      explicitGuide(of: children[$0], alignment, along: cross, size: sizes[$0])
    }
    var isCustom = false
    if case .custom = alignment { isCustom = true }
    guard isCustom || explicit.contains(where: { $0 != nil }) else {
      let length = sizes.map { $0[cross] }.max() ?? 0
      return (sizes.map { alignment.offset($0[cross], in: length) }, length)
    }
    let guides = children.indices.map {
      explicit[$0] ?? alignment.guide(in: sizes[$0], along: cross)
    }
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let length = children.indices.map { offsets[$0] + sizes[$0][cross] }.max() ?? 0
    return (offsets, length)
  }
}
