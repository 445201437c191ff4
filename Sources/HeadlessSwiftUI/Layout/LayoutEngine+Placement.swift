// The layout's second pass: each node placed at its origin, sized for its proposal, with its
// frame, painting order and hit areas recorded (LayoutEngine.swift has the rules).

extension LayoutEngine {
  /// Places `node` with its layout origin at `origin` (window coordinates, before offsets),
  /// sized for `proposal`, drawn moved by `offset`.
  func place(
    _ node: GraphNode, at origin: CGPoint, proposal: ProposedSize, offset: CGSize,
    stackAxis: Axis?
  ) {
    let size = size(of: node, proposal, stackAxis: stackAxis)
    placementOrder.append(node)
    // A content shape is a hit area behind the content placed after it.
    if node.effect is ContentShapeCarrier { paintedLeaves.append(node) }
    frames[ObjectIdentifier(node)] = CGRect(
      x: origin.x + offset.width, y: origin.y + offset.height, width: size.width,
      height: size.height)
    func at(_ point: CGPoint) -> CGPoint { CGPoint(x: origin.x + point.x, y: origin.y + point.y) }
    if let custom = node.cast(CustomLayoutRole.self), custom.containerRole == nil {
      let bounds = CGRect(origin: origin, size: size)
      for placed in custom.placements(in: bounds, proposal, layoutChildren(of: node), self) {
        place(
          placed.node, at: placed.origin, proposal: placed.proposal, offset: offset, stackAxis: nil)
      }
      return
    }
    switch kind(of: node) {
    case .role(.leaf(let measure)):
      switch measure {
      case .spacer: break
      case .fill(let hitTestable): if hitTestable { paintedLeaves.append(node) }
      case .text, .fixed, .resizable, .divider, .toggle, .control: paintedLeaves.append(node)
      }
    case .role(.stack(let axis, let spacing, let alignment)):
      let children = layoutChildren(of: node)
      let plan = stackPlan(children, axis: axis, spacing: spacing, alignment: alignment, proposal)
      placeStack(children, plan, axis, origin, offset)
    case .role(.grid(let columns, let spacing)):
      let children = layoutChildren(of: node)
      let plan = gridPlan(children, columns, spacing, proposal)
      let used = plan.widths.reduce(0, +) + plan.columnSpacing * CGFloat(plan.widths.count - 1)
      let left = (size.width - used) / 2
      var y: CGFloat = 0
      for (index, child) in children.enumerated() {
        let column = index % plan.widths.count
        let row = index / plan.widths.count
        if column == 0, row > 0 { y += plan.rowHeights[row - 1] + plan.rowSpacing }
        let cellProposal = ProposedSize(width: plan.widths[column], height: nil)
        let cell = self.size(of: child, cellProposal, stackAxis: nil)
        let x = left + plan.widths[..<column].reduce(0, +) + plan.columnSpacing * CGFloat(column)
        let point = CGPoint(
          x: x + (plan.widths[column] - cell.width) / 2,
          y: y + (plan.rowHeights[row] - cell.height) / 2)
        place(child, at: at(point), proposal: cellProposal, offset: offset, stackAxis: nil)
      }
    case .role(.geometry):
      geometryFrames.append((node, frames[ObjectIdentifier(node)] ?? .zero))
      let inner = ProposedSize(width: size.width, height: size.height)
      for child in layoutChildren(of: node) {
        place(child, at: origin, proposal: inner, offset: offset, stackAxis: nil)
      }
    case .role(.scroll(let axes, let stacked)):
      let children = layoutChildren(of: node)
      let inner = scrollProposal(axes, proposal)
      within(scrollProposedWith: proposal) {
        if stacked {
          let plan = stackPlan(children, axis: .vertical, spacing: nil, alignment: .start, inner)
          placeStack(children, plan, .vertical, origin, offset)
        } else {
          for child in children {
            let childSize = self.size(of: child, inner, stackAxis: nil)
            let point = CGPoint(
              x: axes.contains(.horizontal) ? 0 : (size.width - childSize.width) / 2,
              y: axes.contains(.vertical) ? 0 : (size.height - childSize.height) / 2)
            place(child, at: at(point), proposal: inner, offset: offset, stackAxis: nil)
          }
        }
      }
    case .role(.overlay(let alignment)):
      placeOverlaid(layoutChildren(of: node), alignment, origin, size, proposal, offset)
    case .role(.transparent), .container:
      let children = layoutChildren(of: node)
      if children.count == 1 {
        place(children[0], at: origin, proposal: proposal, offset: offset, stackAxis: stackAxis)
      } else {
        placeOverlaid(children, .center, origin, size, proposal, offset)
      }
    case .modifier(let modifier):
      placeModified(node, modifier, origin, size, proposal, offset, stackAxis)
    }
  }

  private func placeStack(
    _ children: [GraphNode], _ plan: StackPlan, _ axis: Axis, _ origin: CGPoint,
    _ offset: CGSize
  ) {
    var position: CGFloat = 0
    var points: [CGPoint] = []
    points.reserveCapacity(children.count)
    for index in children.indices {
      let childSize = plan.sizes[index]
      if axis == .horizontal {
        points.append(CGPoint(x: position, y: plan.crossOffsets[index]))
      } else {
        points.append(CGPoint(x: plan.crossOffsets[index], y: position))
      }
      position += childSize[axis] + plan.spacing
    }
    for index in Self.paintingOrder(children) {
      place(
        children[index], at: CGPoint(x: origin.x + points[index].x, y: origin.y + points[index].y),
        proposal: plan.proposals[index], offset: offset, stackAxis: axis)
    }
  }

  /// The children's indices back to front: by `zIndex`, equal ones in source order.
  static func paintingOrder(_ children: [GraphNode]) -> [Int] {
    let indices = children.map(zIndex)
    guard indices.contains(where: { $0 != 0 }) else { return Array(children.indices) }
    return children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
  }

  /// The `layoutPriority` of `node`, seen through the modifiers applied after it (0 when
  /// none).
  static func layoutPriority(_ node: GraphNode) -> Double {
    outermost(_LayoutPriorityModifier.self, of: node)?.value ?? 0
  }

  /// The `zIndex` of `node`, seen through the modifiers applied after it (0 when none).
  static func zIndex(_ node: GraphNode) -> Double {
    outermost(_ZIndexModifier.self, of: node)?.value ?? 0
  }

  /// The modifier of type `type` nearest the outside among those applied to `node`'s view,
  /// walking in through the modifier chain (nil when none).
  private static func outermost<Modifier>(_ type: Modifier.Type, of node: GraphNode) -> Modifier? {
    var current = node
    while let carrier = current.cast(ModifierCarrier.self) {
      if let modifier = carrier.anyModifier as? Modifier { return modifier }
      guard let content = current.children.first else { break }
      current = content
    }
    return nil
  }

  private func placeOverlaid(
    _ children: [GraphNode], _ alignment: Alignment, _ origin: CGPoint, _ size: CGSize,
    _ proposal: ProposedSize, _ offset: CGSize
  ) {
    for index in Self.paintingOrder(children) {
      let child = children[index]
      let childSize = self.size(of: child, proposal, stackAxis: nil)
      let point = alignment.origin(of: childSize, in: size)
      place(
        child, at: CGPoint(x: origin.x + point.x, y: origin.y + point.y), proposal: proposal,
        offset: offset, stackAxis: nil)
    }
  }

  private func placeModified(
    _ node: GraphNode, _ modifier: LayoutModifier, _ origin: CGPoint, _ size: CGSize,
    _ proposal: ProposedSize, _ offset: CGSize, _ stackAxis: Axis?
  ) {
    guard let content = node.children.first else { return }
    switch modifier {
    case .frame(_, _, let alignment), .flexFrame(_, _, _, _, let alignment, _, _):
      let childProposal = frameProposal(modifier, proposal)
      let childSize = self.size(of: content, childProposal, stackAxis: nil)
      let point = alignment.origin(of: childSize, in: size)
      place(
        content, at: CGPoint(x: origin.x + point.x, y: origin.y + point.y),
        proposal: childProposal, offset: offset, stackAxis: nil)
    case .padding(let top, let leading, _, _):
      place(
        content, at: CGPoint(x: origin.x + leading, y: origin.y + top),
        proposal: frameProposal(modifier, proposal), offset: offset, stackAxis: nil)
    case .offset(let delta):
      let moved = CGSize(width: offset.width + delta.width, height: offset.height + delta.height)
      place(content, at: origin, proposal: proposal, offset: moved, stackAxis: stackAxis)
    case .decoration(let alignment, let inFront):
      let decorations = node.children.dropFirst().flatMap(flattened)
      if inFront {
        place(content, at: origin, proposal: proposal, offset: offset, stackAxis: stackAxis)
      }
      let decorationProposal = ProposedSize(width: size.width, height: size.height)
      placeOverlaid(decorations, alignment, origin, size, decorationProposal, offset)
      if !inFront {
        place(content, at: origin, proposal: proposal, offset: offset, stackAxis: stackAxis)
      }
    case .passthrough, .hiddenExtras:
      place(content, at: origin, proposal: proposal, offset: offset, stackAxis: stackAxis)
    case .aspectRatio(let ratio, let fill):
      place(
        content, at: origin, proposal: aspectProposal(content, ratio, fill, proposal),
        offset: offset, stackAxis: nil)
    case .fixedSize:
      place(
        content, at: origin, proposal: frameProposal(modifier, proposal), offset: offset,
        stackAxis: nil)
    case .position(let center):
      let childSize = self.size(of: content, proposal, stackAxis: nil)
      place(
        content,
        at: CGPoint(
          x: origin.x + center.x - childSize.width / 2,
          y: origin.y + center.y - childSize.height / 2),
        proposal: proposal, offset: offset, stackAxis: nil)
    case .presentation:
      place(content, at: origin, proposal: proposal, offset: offset, stackAxis: stackAxis)
      let presented = node.children.dropFirst().flatMap(flattened)
      let whole = ProposedSize(width: window.width, height: window.height)
      placeOverlaid(presented, .center, .zero, window, whole, .zero)
    }
  }
}
