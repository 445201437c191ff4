/// One layout pass over the view graph: SwiftUI's propose / size / place protocol.
///
/// A parent proposes a size to each child (``ProposedSize``; `nil` asks for the ideal size),
/// the child chooses its own size, and the parent places it. Sizes are cached per node and
/// proposal for the pass, so stacks may measure a child several times cheaply.
///
/// The rules, per primitive:
/// - `Text`: the fixed metric (``TextMetric``).
/// - Shapes and `Color`: the proposal (``LayoutMetric/shapeIdealLength`` where `nil`).
/// - `TextField`, `Slider`, a determinate `ProgressView`: the proposed width (an ideal width
///   where `nil`) at a fixed height (one text line, 31, 4); an indeterminate `ProgressView`
///   20 × 20.
/// - `Spacer`: along its stack's axis, the proposal but at least its minimum length
///   (``LayoutMetric/spacerMinLength`` by default); 0 across. Outside a stack it takes the
///   proposal (its minimum length where `nil`) in both dimensions.
/// - `VStack`/`HStack`: the children are measured with 0 and with infinite length along the
///   axis; their difference is their flexibility. The space left after the spacing
///   (``LayoutMetric/defaultSpacing`` between adjacent children unless given) is handed out
///   from the least to the most flexible child (ties in order), each proposed an equal share
///   of what remains; so fixed children are sized first and the flexible ones share the
///   rest. The stack is as long as its children plus spacing and as wide as its widest child,
///   which it aligns across (`.center` by default). Layout priorities are not supported.
/// - `ZStack`: every child gets the stack's proposal; the stack is the union of their sizes,
///   each child aligned in it. Later children are in front, unless `.zIndex` orders them
///   (in every stack; equal indices keep the source order).
/// - `.frame(width:height:alignment:)`: proposes the given dimensions (the incoming proposal
///   for the others), takes the given dimensions (the child's for the others) and aligns the
///   child in them.
/// - `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`: per dimension, proposes the
///   proposal clamped to the given bounds, and takes `max(lower, min(proposal, upper))` where
///   a missing bound is the child's size and a `nil` proposal is the child's size.
/// - `.padding`: proposes the proposal less the insets, takes the child's size plus them.
/// - `.offset`: takes the child's size and place; the child and everything under it are drawn
///   and hit-tested moved by the offset (offsets add up).
/// - `.background`/`.overlay` with views: the main view's size; the decoration is proposed
///   that size and aligned on it, behind or in front.
/// - `GeometryReader`: the proposal (the ideal length where `nil`); its content is proposed
///   that size and placed at its top-leading corner (Docs/RealCode.md, "GeometryReader").
/// - `ScrollView`: proposes `nil` along its axes and the proposal across; takes the proposal
///   (its content's size where `nil`); the content starts at the top (leading) and is
///   centred across. `List` and `Form`: the same, their rows stacked like a leading-aligned
///   `VStack` (Docs/RealCode.md, "ScrollView, List and Form").
/// - `LazyVGrid`: columns from its `GridItem`s across the proposed width, each cell proposed
///   its column's width, rows as tall as their tallest cell (Docs/RealCode.md, "LazyVGrid").
/// - `.fixedSize`: proposes `nil` in the fixed dimensions, takes the content's size.
/// - A resizable `Image`: the proposal (one text line square where `nil`). `.aspectRatio`:
///   proposes the size of the ratio inside (`.fit`) or around (`.fill`) the proposal, takes
///   the content's size.
/// - Recorded modifiers (`.shadow`, `.lineLimit`, styles, …) and `ForEach.onDelete`: transparent,
///   their content laid out in their place. `.toolbar`: its items are not laid out. `.sheet`:
///   the presented views are laid out in the whole window, in front (Docs/RealCode.md).
/// - Any other view with children (user views, `Button`, `AnyView`, unknown modifiers,
///   `NavigationStack`): its children overlaid, centred, like a
///   `ZStack` (simplification: one child in practice). Scale and rotation effects do not
///   change frames (simplification).
/// - The root view is proposed the window and centred in it (safe areas ignored).
@MainActor
final class LayoutEngine {
  /// A node's frame in window coordinates: where it is drawn, offsets applied.
  var frames: [ObjectIdentifier: CGRect] = [:]
  /// The hit areas in drawing order, back to front: hit-testable leaves, and views with a
  /// content shape (behind their content).
  var paintedLeaves: [GraphNode] = []
  /// Every placed node in placement order, which is painting order (back to front): a node
  /// comes before everything under it, and the nodes under it follow it contiguously.
  var placementOrder: [GraphNode] = []
  private var sizes: [SizeKey: CGSize] = [:]
  /// The geometry readers placed, with their frames (window coordinates, offsets applied).
  var geometryFrames: [(GraphNode, CGRect)] = []
  /// The window: where presented sheets are laid out.
  var window = CGSize.zero
  /// The sizes of the scroll views around the node being measured or placed, innermost last
  /// (``container``).
  var containers: [CGSize] = []

  private struct SizeKey: Hashable {
    let node: ObjectIdentifier
    let proposal: ProposedSize
    let stackAxis: Axis?
    /// The nearest container's size: a node inside a scroll view may be measured for the
    /// same proposal inside differently sized scroll views.
    let containerWidth: CGFloat
    let containerHeight: CGFloat
  }

  /// Lays out `root` in a window of `window`.
  func layout(root: GraphNode, in window: CGSize) {
    self.window = window
    let proposal = ProposedSize(width: window.width, height: window.height)
    let size = size(of: root, proposal, stackAxis: nil)
    let origin = Alignment.center.origin(of: size, in: window)
    place(root, at: origin, proposal: proposal, offset: .zero, stackAxis: nil)
  }

  // MARK: - Roles

  enum Kind {
    case role(LayoutRole)
    case modifier(LayoutModifier)
    /// Children overlaid and centred.
    case container
  }

  func kind(of node: GraphNode) -> Kind {
    if node.isOptional { return .role(.transparent) }
    // The view's conformances, asked once per type (``LayoutTypeAnswers``).
    let answers = node.graph.layoutAnswers(of: node)
    // A custom-styled control is laid out as its style's body (Views/ButtonStyle.swift).
    if let styled = answers.styled?.styledControl(of: node.view), styled.isStyled(in: node) {
      return .container
    }
    if let container = answers.customLayout?.customLayout(of: node.view),
      let role = container.containerRole
    {
      return .role(role)
    }
    if let provider = answers.roleProvider?.roleProvider(of: node.view) {
      return .role(provider.layoutRole)
    }
    if node.isPlatformLeaf { return .role(.leaf(.fill(hitTestable: false))) }
    // What `node.cast(ModifierCarrier.self)` gives, without a lookup (``ViewTypeTraits``).
    if let carrier = node.modifierCarrier,
      let provider = carrier.anyModifier as? LayoutModifierProviding
    {
      let modifier = provider.layoutModifier(in: self)
      if case .passthrough = modifier { return .role(.transparent) }
      return .modifier(modifier)
    }
    return .container
  }

  /// The children `node` lays out, with transparent views replaced by their own children.
  func layoutChildren(of node: GraphNode) -> [GraphNode] {
    node.children.flatMap(flattened)
  }

  func flattened(_ node: GraphNode) -> [GraphNode] {
    if case .role(.transparent) = kind(of: node) { return layoutChildren(of: node) }
    return [node]
  }

  // MARK: - Sizing

  /// The size `node` chooses for `proposal`; `stackAxis` is the axis of the stack whose
  /// direct child it is (for `Spacer`).
  func size(of node: GraphNode, _ proposal: ProposedSize, stackAxis: Axis?) -> CGSize {
    let key = SizeKey(
      node: ObjectIdentifier(node), proposal: proposal, stackAxis: stackAxis,
      containerWidth: container.width, containerHeight: container.height)
    if let cached = sizes[key] { return cached }
    let result = computeSize(of: node, proposal, stackAxis: stackAxis)
    sizes[key] = result
    return result
  }

  private func computeSize(of node: GraphNode, _ proposal: ProposedSize, stackAxis: Axis?)
    -> CGSize
  {
    // A custom `Layout` sizes itself (Views/CustomLayout.swift).
    if let custom = node.cast(CustomLayoutRole.self), custom.containerRole == nil {
      return custom.size(proposal, layoutChildren(of: node), self)
    }
    switch kind(of: node) {
    case .role(.leaf(let measure)):
      return leafSize(measure, proposal, stackAxis: stackAxis)
    case .role(.stack(let axis, let spacing, let alignment)):
      let children = layoutChildren(of: node)
      let plan = stackPlan(children, axis: axis, spacing: spacing, alignment: alignment, proposal)
      return plan.size
    case .role(.overlay):
      return overlaySize(layoutChildren(of: node), proposal)
    case .role(.geometry):
      return CGSize(
        width: proposal.width ?? LayoutMetric.shapeIdealLength,
        height: proposal.height ?? LayoutMetric.shapeIdealLength)
    case .role(.scroll(let axes, let stacked)):
      let content = within(scrollProposedWith: proposal) {
        scrollContentSize(layoutChildren(of: node), axes, stacked, proposal)
      }
      return CGSize(
        width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    case .role(.grid(let columns, let spacing)):
      return gridPlan(layoutChildren(of: node), columns, spacing, proposal).size
    case .role(.transparent), .container:
      let children = layoutChildren(of: node)
      if children.count == 1 { return size(of: children[0], proposal, stackAxis: stackAxis) }
      return overlaySize(children, proposal)
    case .modifier(let modifier):
      return modifierSize(node, modifier, proposal, stackAxis: stackAxis)
    }
  }

  private func leafSize(_ measure: LeafMeasure, _ proposal: ProposedSize, stackAxis: Axis?)
    -> CGSize
  {
    switch measure {
    case .text(let string):
      let natural = TextMetric.size(of: string)
      return CGSize(
        width: min(natural.width, proposal.width ?? natural.width), height: natural.height)
    case .fill:
      return CGSize(
        width: proposal.width ?? LayoutMetric.shapeIdealLength,
        height: proposal.height ?? LayoutMetric.shapeIdealLength)
    case .spacer(let minLength):
      guard let axis = stackAxis else {
        return CGSize(
          width: max(minLength, proposal.width ?? minLength),
          height: max(minLength, proposal.height ?? minLength))
      }
      var size = CGSize.zero
      size[axis] = max(minLength, proposal[axis] ?? minLength)
      return size
    case .fixed(let size):
      return size
    case .resizable(let ideal):
      return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    case .divider:
      var size = CGSize.zero
      let axis = stackAxis ?? .vertical
      size[axis] = 1
      size[axis.cross] = proposal[axis.cross] ?? LayoutMetric.shapeIdealLength
      return size
    case .toggle:
      return CGSize(width: proposal.width ?? 51, height: 31)
    case .control(let idealWidth, let height):
      return CGSize(width: proposal.width ?? idealWidth, height: height)
    }
  }

  struct GridPlan {
    var widths: [CGFloat]
    var rowHeights: [CGFloat]
    var columnSpacing: CGFloat
    var rowSpacing: CGFloat
    var size: CGSize
  }

  /// Columns: one adaptive item makes as many columns of at least its minimum as fit the
  /// width; otherwise one column per item, fixed ones at their width and flexible ones
  /// sharing the rest (clamped to their bounds). Rows are as tall as their tallest cell, each
  /// cell proposed its column's width and centred in its cell.
  func gridPlan(
    _ children: [GraphNode], _ columns: [GridItem], _ spacing: CGFloat?, _ proposal: ProposedSize
  ) -> GridPlan {
    let columnSpacing = columns.first?.spacing ?? LayoutMetric.defaultSpacing
    let rowSpacing = spacing ?? LayoutMetric.defaultSpacing
    var widths = columns.trackLengths(along: proposal.width, spacing: columnSpacing) {
      children.map {
        size(of: $0, ProposedSize(width: nil, height: nil), stackAxis: nil).width
      }.max() ?? 0
    }
    if widths.isEmpty { widths = [proposal.width ?? 0] }
    var rowHeights: [CGFloat] = []
    for (index, child) in children.enumerated() {
      let column = index % widths.count
      let cell = size(of: child, ProposedSize(width: widths[column], height: nil), stackAxis: nil)
      if column == 0 {
        rowHeights.append(cell.height)
      } else {
        rowHeights[rowHeights.count - 1] = max(rowHeights[rowHeights.count - 1], cell.height)
      }
    }
    let width =
      proposal.width ?? (widths.reduce(0, +) + columnSpacing * CGFloat(widths.count - 1))
    let height =
      rowHeights.reduce(0, +) + rowSpacing * CGFloat(max(0, rowHeights.count - 1))
    return GridPlan(
      widths: widths, rowHeights: rowHeights, columnSpacing: columnSpacing,
      rowSpacing: rowSpacing, size: CGSize(width: width, height: height))
  }

  /// What a scroll view proposes its content: `nil` along the scrolled axes.
  func scrollProposal(_ axes: Axis.Set, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  private func scrollContentSize(
    _ children: [GraphNode], _ axes: Axis.Set, _ stacked: Bool, _ proposal: ProposedSize
  ) -> CGSize {
    let inner = scrollProposal(axes, proposal)
    if stacked {
      return stackPlan(children, axis: .vertical, spacing: nil, alignment: .start, inner).size
    }
    if children.count == 1 { return size(of: children[0], inner, stackAxis: nil) }
    return overlaySize(children, inner)
  }

  private func overlaySize(_ children: [GraphNode], _ proposal: ProposedSize) -> CGSize {
    children.reduce(CGSize.zero) { union, child in
      let size = size(of: child, proposal, stackAxis: nil)
      return CGSize(width: max(union.width, size.width), height: max(union.height, size.height))
    }
  }

  struct StackPlan {
    var proposals: [ProposedSize]
    var sizes: [CGSize]
    var spacing: CGFloat
    var size: CGSize
    /// Each child's offset across the axis, its alignment guide lined up with the others'.
    var crossOffsets: [CGFloat]
  }

  func stackPlan(
    _ children: [GraphNode], axis: Axis, spacing: CGFloat?, alignment: LayoutPosition,
    _ proposal: ProposedSize
  ) -> StackPlan {
    let spacing = spacing ?? LayoutMetric.defaultSpacing
    let gaps = spacing * CGFloat(max(0, children.count - 1))
    var proposals = Array(repeating: proposal, count: children.count)
    var sizes = Array(repeating: CGSize.zero, count: children.count)
    if let length = proposal[axis] {
      func measured(_ child: GraphNode, _ along: CGFloat) -> CGFloat {
        var childProposal = proposal
        childProposal[axis] = along
        return size(of: child, childProposal, stackAxis: axis)[axis]
      }
      let flexibility = children.map { measured($0, .infinity) - measured($0, 0) }
      // Higher `layoutPriority` first; within one priority, the least flexible first. A
      // group is offered what remains after the minimum lengths of the lower groups.
      let priorities = children.map(Self.layoutPriority)
      let minimums: [CGFloat] =
        Set(priorities).count > 1 ? children.map { measured($0, 0) } : []
      var remaining = max(0, length - gaps)
      for priority in Set(priorities).sorted(by: >) {
        let group = children.indices.filter { priorities[$0] == priority }
        let order = group.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        let reserved =
          minimums.isEmpty
          ? 0
          : children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
        var offered = max(0, remaining - reserved)
        var left = CGFloat(group.count)
        for index in order {
          var childProposal = proposal
          childProposal[axis] = offered / left
          let size = size(of: children[index], childProposal, stackAxis: axis)
          proposals[index] = childProposal
          sizes[index] = size
          offered = max(0, offered - size[axis])
          remaining = max(0, remaining - size[axis])
          left -= 1
        }
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = size(of: child, proposal, stackAxis: axis)
      }
    }
    var total = CGSize.zero
    total[axis] = sizes.reduce(gaps) { $0 + $1[axis] }
    let across = crossOffsets(children, sizes, axis: axis, alignment)
    total[axis.cross] = across.length
    return StackPlan(
      proposals: proposals, sizes: sizes, spacing: spacing, size: total,
      crossOffsets: across.offsets)
  }

  private func modifierSize(
    _ node: GraphNode, _ modifier: LayoutModifier, _ proposal: ProposedSize, stackAxis: Axis?
  ) -> CGSize {
    guard let content = node.children.first else { return .zero }
    switch modifier {
    case .frame(let width, let height, _):
      let child = size(of: content, frameProposal(modifier, proposal), stackAxis: nil)
      return CGSize(width: width ?? child.width, height: height ?? child.height)
    case .flexFrame(
      let minWidth, let maxWidth, let minHeight, let maxHeight, _, let idealWidth, let idealHeight):
      let child = size(of: content, frameProposal(modifier, proposal), stackAxis: nil)
      // A dimension proposed `nil` is the ideal one when given (SwiftUI §15.9).
      func dimension(
        _ proposed: CGFloat?, _ ideal: CGFloat?, _ lower: CGFloat?, _ upper: CGFloat?,
        _ own: CGFloat
      ) -> CGFloat {
        guard lower != nil || upper != nil else { return proposed == nil ? ideal ?? own : own }
        return max(lower ?? own, min(proposed ?? ideal ?? own, upper ?? own))
      }
      return CGSize(
        width: dimension(proposal.width, idealWidth, minWidth, maxWidth, child.width),
        height: dimension(proposal.height, idealHeight, minHeight, maxHeight, child.height))
    case .padding(let top, let leading, let bottom, let trailing):
      let child = size(of: content, frameProposal(modifier, proposal), stackAxis: nil)
      return CGSize(width: child.width + leading + trailing, height: child.height + top + bottom)
    case .offset, .decoration, .passthrough, .hiddenExtras, .presentation:
      return size(of: content, proposal, stackAxis: stackAxis)
    case .fixedSize:
      return size(of: content, frameProposal(modifier, proposal), stackAxis: nil)
    case .aspectRatio(let ratio, let fill):
      return size(of: content, aspectProposal(content, ratio, fill, proposal), stackAxis: nil)
    case .position:
      // The proposal, the content's own size in a dimension proposed `nil`.
      let child = size(of: content, proposal, stackAxis: nil)
      return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }
  }

  /// What a frame or padding modifier proposes to its content.
  func frameProposal(_ modifier: LayoutModifier, _ proposal: ProposedSize)
    -> ProposedSize
  {
    switch modifier {
    case .frame(let width, let height, _):
      return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    case .flexFrame(
      let minWidth, let maxWidth, let minHeight, let maxHeight, _, let idealWidth, let idealHeight):
      func clamp(_ value: CGFloat?, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let upper { value = min(value, upper) }
        if let lower { value = max(value, lower) }
        return value
      }
      return ProposedSize(
        width: clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
        height: clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    case .padding(let top, let leading, let bottom, let trailing):
      return ProposedSize(
        width: proposal.width.map { max(0, $0 - leading - trailing) },
        height: proposal.height.map { max(0, $0 - top - bottom) })
    case .fixedSize(let horizontal, let vertical):
      return ProposedSize(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    case .offset, .decoration, .passthrough, .hiddenExtras, .presentation, .aspectRatio,
      .position:
      return proposal
    }
  }

  /// What `.aspectRatio` proposes: the size of the ratio (the content's ideal one when `nil`)
  /// inside (`.fit`) or around (`.fill`) the proposal; the ideal size when nothing is proposed.
  func aspectProposal(
    _ content: GraphNode, _ ratio: CGFloat?, _ fill: Bool, _ proposal: ProposedSize
  ) -> ProposedSize {
    let ideal = size(of: content, ProposedSize(width: nil, height: nil), stackAxis: nil)
    let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0 else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let wider = width / max(height, .leastNonzeroMagnitude) > ratio
      if wider != fill { return ProposedSize(width: height * ratio, height: height) }
      return ProposedSize(width: width, height: width / ratio)
    case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
    case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
    case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / ratio)
    }
  }
}
