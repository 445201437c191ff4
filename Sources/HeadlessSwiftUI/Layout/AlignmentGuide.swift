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
    return nil
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
    guard explicit.contains(where: { $0 != nil }) else {
      let length = sizes.map { $0[cross] }.max() ?? 0
      return (sizes.map { alignment.offset($0[cross], in: length) }, length)
    }
    let guides = children.indices.map {
      explicit[$0] ?? alignment.offset(0, in: sizes[$0][cross])
    }
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let length = children.indices.map { offsets[$0] + sizes[$0][cross] }.max() ?? 0
    return (offsets, length)
  }
}
