import Foundation
import HeadlessCoreGraphics
import HeadlessSwiftUI

/// A chart: its content's marks, resolved in declaration order and drawn as shapes over the
/// whole of the space it is given (OF-1.1, OF-1.3). Axes, grid lines and the legend are not
/// drawn (OF-1.7).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Chart<Content: ChartContent>: View {
  let content: Content

  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  /// The marks the content declares, in order, with their values and series: what the chart
  /// plots. A headless addition (Apple's `Chart` does not expose its marks).
  public var plottedMarks: [PlottedMark] {
    var marks: [PlottedMark] = []
    resolve(content, into: &marks)
    return marks
  }

  public var body: some View {
    let marks = plottedMarks
    return GeometryReader { proxy in
      let shapes = ChartPlot(marks: marks).shapes(in: proxy.size)
      ZStack(alignment: .topLeading) {
        ForEach(0..<shapes.count, id: \.self) { index in shapes[index].view }
      }
    }
  }
}

extension Chart {
  /// A chart of a mark (or marks) per element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of a mark (or marks) per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}

/// One drawn shape of a plot: the mark it draws and its path in the chart's space.
struct PlotShape {
  let mark: PlottedMark
  let path: Path
  /// The stroke width of a line; nil for a filled shape.
  let lineWidth: CGFloat?
  let color: Color

  @MainActor var view: AnyView {
    let drawn =
      mark.paint?(path, lineWidth)
      ?? lineWidth.map { AnyView(path.stroke(color, lineWidth: $0)) } ?? AnyView(path.fill(color))
    return mark.opacity == 1 ? drawn : AnyView(drawn.opacity(mark.opacity))
  }
}

/// Where marks go: a band per category, a linear scale over numbers and dates, and a value
/// scale from zero (OF-1.3).
struct ChartPlot {
  let marks: [PlottedMark]

  /// The default colours of series, in the order series first appear (OF-1.6) [U].
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  func shapes(in size: CGSize) -> [PlotShape] {
    var seriesOrder: [PlottedValue] = []
    for mark in marks {
      if let series = mark.series?.value, !seriesOrder.contains(series) {
        seriesOrder.append(series)
      }
    }
    func color(_ mark: PlottedMark) -> Color {
      guard let series = mark.series?.value, let index = seriesOrder.firstIndex(of: series)
      else { return Self.palette[0] }
      return Self.palette[index % Self.palette.count]
    }
    if marks.contains(where: { $0.kind == "SectorMark" }) {
      return sectors(in: size, color: color)
    }
    // A horizontal chart: categories along y, values along x.
    let horizontal =
      marks.contains { $0.y.map { if case .category = $0.value { true } else { false } } ?? false }
      && !marks.contains {
        $0.x.map { if case .category = $0.value { true } else { false } } ?? false
      }
    func base(_ mark: PlottedMark) -> PlottedValue? { horizontal ? mark.y?.value : mark.x?.value }
    func amount(_ mark: PlottedMark) -> Double? {
      (horizontal ? mark.x?.value : mark.y?.value)?.continuous
    }
    let baseLength = horizontal ? size.height : size.width
    let valueLength = horizontal ? size.width : size.height

    // Stacked extents: bars and areas at the same base position pile up (OF-1.5).
    var top: [PlottedValue: [String: Double]] = [:]
    var extents: [(start: Double, end: Double)?] = []
    for mark in marks {
      guard let position = base(mark), let value = amount(mark), mark.kind != "RuleMark" else {
        extents.append(nil)
        continue
      }
      if mark.kind == "BarMark" || mark.kind == "AreaMark", mark.stacks {
        let start = top[position, default: [:]][mark.kind, default: 0]
        top[position, default: [:]][mark.kind] = start + value
        extents.append((start, start + value))
      } else {
        extents.append((0, value))
      }
    }
    var low = 0.0
    var high = 0.0
    for (index, mark) in marks.enumerated() {
      var values = extents[index].map { [$0.start, $0.end] } ?? []
      if mark.kind == "RuleMark", let value = amount(mark) { values.append(value) }
      for value in values {
        low = min(low, value)
        high = max(high, value)
      }
    }
    if high == low { high = low + 1 }
    func valuePosition(_ value: Double) -> CGFloat {
      let fraction = CGFloat((value - low) / (high - low))
      return horizontal ? fraction * valueLength : valueLength - fraction * valueLength
    }

    // The base axis: a band per category, or a linear scale with half a band at each end.
    let positions = marks.compactMap(base)
    var categories: [PlottedValue] = []
    for position in positions where !categories.contains(position) {
      categories.append(position)
    }
    let continuous = positions.compactMap(\.continuous)
    let isCategorical = continuous.count < positions.count
    let band = baseLength / CGFloat(max(categories.count, 1))
    let lowBase = continuous.min() ?? 0
    let highBase = continuous.max() ?? 0
    func basePosition(_ position: PlottedValue) -> CGFloat {
      if isCategorical || highBase == lowBase {
        let index = categories.firstIndex(of: position) ?? 0
        return band * (CGFloat(index) + 0.5)
      }
      let fraction = CGFloat(((position.continuous ?? lowBase) - lowBase) / (highBase - lowBase))
      return band / 2 + fraction * (baseLength - band)
    }
    func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
      horizontal ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    var shapes: [PlotShape] = []
    var seriesDrawn: Set<String> = []
    for (index, mark) in marks.enumerated() {
      switch mark.kind {
      case "RuleMark":
        guard let value = amount(mark) ?? base(mark)?.continuous else { continue }
        let across =
          (mark.y == nil ? mark.x.map { basePosition($0.value) } : nil) ?? valuePosition(value)
        let rect =
          mark.y != nil && !horizontal
          ? CGRect(x: 0, y: across - mark.lineWidth / 2, width: size.width, height: mark.lineWidth)
          : CGRect(
            x: across - mark.lineWidth / 2, y: 0, width: mark.lineWidth, height: size.height)
        shapes.append(PlotShape(mark: mark, path: Path(rect), lineWidth: nil, color: color(mark)))
      case "BarMark":
        guard let position = base(mark), let extent = extents[index] else { continue }
        var thickness = band * 0.6
        switch mark.width.storage {
        case .fixed(let value): thickness = value
        case .ratio(let ratio): thickness = band * ratio
        case .inset(let inset): thickness = max(band - 2 * inset, 0)
        case .automatic: break
        }
        let center = basePosition(position)
        let from = valuePosition(extent.start)
        let to = valuePosition(extent.end)
        let origin = point(center - thickness / 2, min(from, to))
        let rect = CGRect(
          origin: origin,
          size: horizontal
            ? CGSize(width: abs(to - from), height: thickness)
            : CGSize(width: thickness, height: abs(to - from)))
        let path =
          mark.cornerRadius > 0
          ? Path(
            roundedRect: rect,
            cornerSize: CGSize(width: mark.cornerRadius, height: mark.cornerRadius))
          : Path(rect)
        shapes.append(PlotShape(mark: mark, path: path, lineWidth: nil, color: color(mark)))
      case "PointMark":
        guard let position = base(mark), let extent = extents[index] else { continue }
        let center = point(basePosition(position), valuePosition(extent.end))
        let rect = CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)
        shapes.append(
          PlotShape(mark: mark, path: Path(ellipseIn: rect), lineWidth: nil, color: color(mark)))
      case "LineMark", "AreaMark":
        // One path per series, through its marks in declaration order.
        let key = mark.kind + (mark.series.map { $0.value.description } ?? "")
        guard !seriesDrawn.contains(key) else { continue }
        seriesDrawn.insert(key)
        let members: [(base: PlottedValue, extent: (start: Double, end: Double))] =
          marks.indices.compactMap { other in
            guard marks[other].kind == mark.kind,
              marks[other].series?.value == mark.series?.value,
              let extent = extents[other], let position = base(marks[other])
            else { return nil }
            return (position, extent)
          }
        let ends = members.map { point(basePosition($0.base), valuePosition($0.extent.end)) }
        var path = Path()
        path.addLines(ends)
        if mark.kind == "AreaMark" {
          let starts = members.reversed().map {
            point(basePosition($0.base), valuePosition($0.extent.start))
          }
          for start in starts { path.addLine(to: start) }
          path.closeSubpath()
        }
        shapes.append(
          PlotShape(
            mark: mark, path: path, lineWidth: mark.kind == "LineMark" ? mark.lineWidth : nil,
            color: color(mark)))
      default: continue
      }
    }
    return shapes
  }

  /// A pie: sectors clockwise from the top, each angle in proportion to its value (OF-1.3).
  func sectors(in size: CGSize, color: (PlottedMark) -> Color) -> [PlotShape] {
    let values = marks.map { max($0.angle?.value.continuous ?? 0, 0) }
    let total = values.reduce(0, +)
    guard total > 0 else { return [] }
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let radius = min(size.width, size.height) / 2
    var start = -90.0
    var shapes: [PlotShape] = []
    for (index, mark) in marks.enumerated() where mark.kind == "SectorMark" {
      let end = start + values[index] / total * 360
      var inner: CGFloat = 0
      switch mark.innerRadius.storage {
      case .fixed(let value): inner = value
      case .ratio(let ratio): inner = radius * ratio
      case .inset(let inset): inner = max(radius - inset, 0)
      case .automatic: break
      }
      var path = Path()
      path.addArc(
        center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end),
        clockwise: false)
      path.addArc(
        center: center, radius: inner, startAngle: .degrees(end), endAngle: .degrees(start),
        clockwise: true)
      path.closeSubpath()
      shapes.append(PlotShape(mark: mark, path: path, lineWidth: nil, color: color(mark)))
      start = end
    }
    return shapes
  }
}
