// `Grid` and `GridRow`, `LazyHGrid` and `ViewThatFits` (iOS 14–16), laid out by ScreenLab's
// custom-layout pass (Views/CustomLayout.swift) with internal layouts
// (Docs/Semantics/SwiftUI.md §14.6).

/// Which views of a lazy stack or grid pin to the scroll view's edges: SwiftUI's
/// `PinnedScrollableViews` (iOS 14). Recorded: nothing scrolls headless.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A two-dimensional layout of rows of cells: SwiftUI's `Grid` (iOS 16). Each `GridRow`'s
/// views are its cells; a view outside a `GridRow` takes a row of its own across every
/// column. A column is as wide as its widest cell, a row as tall as its tallest; cells are
/// placed in their cell by the grid's `alignment` (a row's own vertical alignment first).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let layout: _GridLayout
  let content: Content

  /// A grid of the rows `content` builds, `horizontalSpacing` between columns and
  /// `verticalSpacing` between rows (the default spacing when `nil`).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = _GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    self.content = content()
  }

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: _CustomLayoutView(layout: layout, content: content))]
  }
}

/// A row of a ``Grid``: its views are the row's cells, `alignment` their vertical alignment
/// (the grid's when `nil`). Outside a grid it lays out as its views would in a `Group`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// A ``GridRow``, as its cells' layout finds it.
@MainActor
protocol GridRowMarker {
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: TransparentLayoutRole, GridRowMarker {
  var rowAlignment: VerticalAlignment? { alignment }
}

/// How many columns a grid cell spans (``View/gridCellColumns(_:)``).
nonisolated public struct _GridCellColumns: ViewModifier, Equatable {
  public typealias Body = Never
  let count: Int
}

extension _GridCellColumns: PassthroughLayoutModifier {}

nonisolated extension View {
  /// Makes this grid cell span `count` columns.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumns> {
    modifier(_GridCellColumns(count: max(1, count)))
  }

  /// Where this cell sits in its grid cell (recorded: cells are placed by the grid's
  /// alignment).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("gridCellAnchor", "\(anchor.x) \(anchor.y)")
  }

  /// The axes along which this cell does not size its column or row (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("gridCellUnsizedAxes", "\(axes.rawValue)")
  }

  /// The horizontal alignment of this cell's column (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func gridColumnAlignment(_ guide: HorizontalAlignment)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("gridColumnAlignment", guide.name)
  }
}

private func fraction(_ alignment: HorizontalAlignment) -> CGFloat {
  switch alignment.key {
  case .leading: return 0
  case .center: return 0.5
  case .trailing: return 1
  case .custom(let guide): return guide.defaultValue(in: CGSize(width: 1, height: 1))
  }
}

private func fraction(_ alignment: VerticalAlignment) -> CGFloat {
  switch alignment.key {
  case .top: return 0
  case .center: return 0.5
  case .custom(let guide): return guide.defaultValue(in: CGSize(width: 1, height: 1))
  default: return 1
  }
}

/// The layout of a ``Grid``.
public struct _GridLayout: Layout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?

  private struct Row {
    var cells: [(subview: LayoutSubview, span: Int)]
    /// Nil for a view outside a `GridRow`, which spans the grid.
    let marker: GraphNode?
    let alignment: VerticalAlignment?
  }

  private struct Plan {
    var rows: [Row]
    var widths: [CGFloat]
    var heights: [CGFloat]
    var size: CGSize
  }

  private var columnSpacing: CGFloat { horizontalSpacing ?? LayoutMetric.defaultSpacing }
  private var rowSpacing: CGFloat { verticalSpacing ?? LayoutMetric.defaultSpacing }

  /// The `GridRow` node a subview belongs to, if any, below the grid's layout, and the columns
  /// the subview spans: the count of a `gridCellColumns(_:)` on it or around it (a modifier
  /// that takes no room is not a subview of its own: its content is).
  private func placement(of node: GraphNode) -> (row: GraphNode?, VerticalAlignment?, span: Int) {
    var span: Int?
    var current: GraphNode? = node
    while let ancestor = current, ancestor.cast(CustomLayoutRole.self) == nil {
      if span == nil,
        let columns = ancestor.cast(ModifierCarrier.self)?.anyModifier as? _GridCellColumns
      {
        span = columns.count
      }
      if let marker = ancestor.cast(GridRowMarker.self) {
        return (ancestor, marker.rowAlignment, span ?? 1)
      }
      current = ancestor.parent
    }
    return (nil, nil, span ?? 1)
  }

  private func rows(_ subviews: Subviews) -> [Row] {
    var rows: [Row] = []
    for subview in subviews {
      let (node, alignment, span) = placement(of: subview.node)
      if let node, let last = rows.last?.marker, last === node {
        rows[rows.count - 1].cells.append((subview, span))
      } else {
        rows.append(Row(cells: [(subview, span)], marker: node, alignment: alignment))
      }
    }
    return rows
  }

  private func plan(_ subviews: Subviews) -> Plan {
    let rows = rows(subviews)
    let columns =
      rows.filter { $0.marker != nil }.map { $0.cells.reduce(0) { $0 + $1.span } }
      .max() ?? 0
    var widths = Array(repeating: CGFloat(0), count: columns)
    for row in rows where row.marker != nil {
      var column = 0
      for cell in row.cells {
        if cell.span == 1 {
          widths[column] = max(widths[column], cell.subview.sizeThatFits(.unspecified).width)
        }
        column += cell.span
      }
    }
    var total = widths.reduce(0, +) + columnSpacing * CGFloat(max(0, columns - 1))
    if columns == 0 {
      total = rows.flatMap(\.cells).map { $0.subview.sizeThatFits(.unspecified).width }.max() ?? 0
    }
    let heights = rows.map { row -> CGFloat in
      var column = 0
      return row.cells.map { cell -> CGFloat in
        let width = cellWidth(row, column, cell.span, widths, total)
        column += cell.span
        return cell.subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
      }.max() ?? 0
    }
    let height = heights.reduce(0, +) + rowSpacing * CGFloat(max(0, rows.count - 1))
    return Plan(
      rows: rows, widths: widths, heights: heights, size: CGSize(width: total, height: height))
  }

  private func cellWidth(
    _ row: Row, _ column: Int, _ span: Int, _ widths: [CGFloat], _ total: CGFloat
  )
    -> CGFloat
  {
    guard row.marker != nil else { return total }
    let end = min(widths.count, column + span)
    guard column < end else { return 0 }
    return widths[column..<end].reduce(0, +) + columnSpacing * CGFloat(end - column - 1)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    plan(subviews).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let plan = plan(subviews)
    var y = bounds.minY
    for (index, row) in plan.rows.enumerated() {
      let height = plan.heights[index]
      var column = 0
      var x = bounds.minX
      for cell in row.cells {
        let width = cellWidth(row, column, cell.span, plan.widths, plan.size.width)
        let cellProposal = ProposedViewSize(width: width, height: height)
        let size = cell.subview.sizeThatFits(cellProposal)
        let vertical = row.alignment ?? alignment.vertical
        cell.subview.place(
          at: CGPoint(
            x: x + (width - size.width) * fraction(alignment.horizontal),
            y: y + (height - size.height) * fraction(vertical)),
          anchor: .topLeading, proposal: cellProposal)
        x += width + columnSpacing
        column += cell.span
      }
      y += height + rowSpacing
    }
  }
}

/// A grid that grows horizontally, filling each column's `rows` from top to bottom before the
/// next column: SwiftUI's `LazyHGrid` (iOS 14). Every cell is built. Rows are sized as a
/// ``LazyVGrid`` sizes columns (fixed, flexible sharing the height left, one adaptive row
/// repeated as often as it fits; the tallest cell when the height is unspecified); a column is
/// as wide as its widest cell.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The rows.
  public let rows: [GridItem]
  /// The cells' vertical alignment in their row.
  public let alignment: VerticalAlignment
  /// The spacing between columns.
  public let spacing: CGFloat?
  /// The cells.
  public let content: Content

  /// A grid of `rows` of the cells `content` builds.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0),
        view: _CustomLayoutView(
          layout: _HorizontalGridLayout(rows: rows, alignment: alignment, spacing: spacing),
          content: content))
    ]
  }
}

/// The layout of a ``LazyHGrid``.
public struct _HorizontalGridLayout: Layout {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?

  private var rowSpacing: CGFloat { rows.first?.spacing ?? LayoutMetric.defaultSpacing }
  private var columnSpacing: CGFloat { spacing ?? LayoutMetric.defaultSpacing }

  private func heights(_ height: CGFloat?, _ subviews: Subviews) -> [CGFloat] {
    rows.trackLengths(along: height, spacing: rowSpacing) {
      subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    }
  }

  private func widths(_ heights: [CGFloat], _ subviews: Subviews) -> [CGFloat] {
    let count = max(1, heights.count)
    var widths: [CGFloat] = []
    for (index, subview) in subviews.enumerated() {
      let column = index / count
      let proposal = ProposedViewSize(width: nil, height: heights[index % count])
      let width = subview.sizeThatFits(proposal).width
      if column == widths.count {
        widths.append(width)
      } else {
        widths[column] = max(widths[column], width)
      }
    }
    return widths
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let heights = heights(proposal.height, subviews)
    let widths = widths(heights, subviews)
    return CGSize(
      width: widths.reduce(0, +) + columnSpacing * CGFloat(max(0, widths.count - 1)),
      height: heights.reduce(0, +) + rowSpacing * CGFloat(max(0, heights.count - 1)))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let heights = heights(proposal.height, subviews)
    guard !heights.isEmpty else { return }
    let widths = widths(heights, subviews)
    for (index, subview) in subviews.enumerated() {
      let column = index / heights.count
      let row = index % heights.count
      let x = bounds.minX + widths[..<column].reduce(0, +) + columnSpacing * CGFloat(column)
      let y = bounds.minY + heights[..<row].reduce(0, +) + rowSpacing * CGFloat(row)
      let cellProposal = ProposedViewSize(width: widths[column], height: heights[row])
      let size = subview.sizeThatFits(cellProposal)
      subview.place(
        at: CGPoint(
          x: x + (widths[column] - size.width) / 2,
          y: y + (heights[row] - size.height) * fraction(alignment)),
        anchor: .topLeading, proposal: cellProposal)
    }
  }
}

extension Array where Element == GridItem {
  /// The lengths of a lazy grid's tracks (a `LazyVGrid`'s columns, a `LazyHGrid`'s rows)
  /// along `available`. One adaptive item makes as many tracks of at least its minimum as
  /// fit; otherwise one track per item, fixed ones at their length and flexible ones sharing
  /// the rest (clamped to their bounds). Without an available length, a fixed item keeps its
  /// length and every other one takes `largestIdeal()`, the largest cell's ideal length.
  func trackLengths(
    along available: CGFloat?, spacing: CGFloat, largestIdeal: () -> CGFloat
  ) -> [CGFloat] {
    guard let available else {
      let largest = largestIdeal()
      return map { item in
        if case .fixed(let length) = item.size { return length }
        return largest
      }
    }
    if count == 1, case .adaptive(let minimum, let maximum) = self[0].size {
      let tracks = Swift.max(1, Int((available + spacing) / (Swift.max(1, minimum) + spacing)))
      let share = (available - spacing * CGFloat(tracks - 1)) / CGFloat(tracks)
      return [CGFloat](repeating: Swift.min(share, maximum), count: tracks)
    }
    let fixed = reduce(CGFloat(0)) { total, item in
      if case .fixed(let length) = item.size { return total + length }
      return total
    }
    let flexible = filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    let rest = Swift.max(0, available - fixed - spacing * CGFloat(Swift.max(0, count - 1)))
    let share = flexible == 0 ? 0 : rest / CGFloat(flexible)
    return map { item in
      switch item.size {
      case .fixed(let length): return length
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        return Swift.min(Swift.max(share, minimum), maximum)
      }
    }
  }
}

/// The first of its views whose ideal size fits the proposal along `axes`, else the last:
/// SwiftUI's `ViewThatFits` (iOS 16). The chosen view is placed in the middle of the frame
/// with the proposal; the others stay in the graph (their state kept) and are placed with a
/// zero proposal at the same point — in SwiftUI they are not shown (a known difference: their
/// texts are still in ``ViewHost/texts``).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  /// The first view `content` builds that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0), view: _CustomLayoutView(layout: _FitsLayout(axes: axes), content: content))
    ]
  }
}

/// The layout of a ``ViewThatFits``.
public struct _FitsLayout: Layout {
  let axes: Axis.Set

  private func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int {
    guard !axes.isEmpty else { return 0 }
    let free = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for (index, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(free)
      let fitsWidth =
        !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
      let fitsHeight =
        !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
      if fitsWidth && fitsHeight { return index }
    }
    return subviews.count - 1
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    guard !subviews.isEmpty else { return .zero }
    return subviews[chosen(proposal, subviews)].sizeThatFits(proposal)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard !subviews.isEmpty else { return }
    let choice = chosen(proposal, subviews)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    for (index, subview) in subviews.enumerated() {
      subview.place(at: centre, anchor: .center, proposal: index == choice ? proposal : .zero)
    }
  }
}
