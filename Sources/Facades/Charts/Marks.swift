import Foundation
import HeadlessCoreGraphics
import HeadlessSwiftUI

/// A mark's width or height: automatic, a fixed length, a ratio of its band, or its band less
/// an inset. The headless chart keeps `fixed` and `ratio` (OF-1.5).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Storage: Sendable {
    case automatic
    case fixed(CGFloat)
    case ratio(CGFloat)
    case inset(CGFloat)
  }
  let storage: Storage
  public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
  public static func fixed(_ value: CGFloat) -> MarkDimension {
    MarkDimension(storage: .fixed(value))
  }
  public static func ratio(_ value: CGFloat) -> MarkDimension {
    MarkDimension(storage: .ratio(value))
  }
  public static func inset(_ value: CGFloat) -> MarkDimension {
    MarkDimension(storage: .inset(value))
  }
  init(storage: Storage) { self.storage = storage }
  public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
}

/// How marks that share a position stack: on top of each other (`standard`, the default of bars
/// and areas) or not at all (`unstacked`). `normalized` and `center` are drawn as `standard`.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
  public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
  public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
  public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}

/// How a line or an area joins its points. The headless chart joins them with straight lines.
public struct InterpolationMethod: Sendable {
  let name: String
  public static var linear: InterpolationMethod { InterpolationMethod(name: "linear") }
  public static var catmullRom: InterpolationMethod { InterpolationMethod(name: "catmullRom") }
  public static var cardinal: InterpolationMethod { InterpolationMethod(name: "cardinal") }
  public static var monotone: InterpolationMethod { InterpolationMethod(name: "monotone") }
  public static var stepStart: InterpolationMethod { InterpolationMethod(name: "stepStart") }
  public static var stepCenter: InterpolationMethod { InterpolationMethod(name: "stepCenter") }
  public static var stepEnd: InterpolationMethod { InterpolationMethod(name: "stepEnd") }
}

extension ChartContent {
  /// How lines and areas join their points; the headless chart draws straight segments.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    changing { _ in }
  }

  /// The size of point symbols; the headless chart draws them 8 points wide.
  public func symbolSize(_ size: CGFloat) -> some ChartContent { changing { _ in } }
}

/// One mark: its kind and values, as a piece of chart content.
protocol SimpleMark: ChartContent, PrimitiveChartContent where Body == Never {
  var mark: PlottedMark { get }
}

extension SimpleMark {
  func resolve(into marks: inout [PlottedMark]) { marks.append(mark) }
}

func plotted<X: Plottable, Y: Plottable>(
  _ kind: String, x: PlottableValue<X>?, y: PlottableValue<Y>?
) -> PlottedMark {
  var mark = PlottedMark(kind: kind)
  mark.x = x?.plotted
  mark.y = y?.plotted
  return mark
}

/// A bar per value: from zero to `y` at `x` (vertical) or, with a categorical `y`, from zero to
/// `x` (horizontal).
public struct BarMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    var mark = plotted("BarMark", x: x, y: y)
    mark.stacks = stacking != .unstacked
    mark.width = width
    self.mark = mark
  }
}

/// A line through the points of its series.
public struct LineMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = plotted("LineMark", x: x, y: y)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    var mark = plotted("LineMark", x: x, y: y)
    mark.series = series.plotted
    self.mark = mark
  }
}

/// The area between zero and the line through the points of its series.
public struct AreaMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    var mark = plotted("AreaMark", x: x, y: y)
    mark.stacks = stacking != .unstacked
    self.mark = mark
  }
}

/// A symbol at a point.
public struct PointMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = plotted("PointMark", x: x, y: y)
  }
}

/// A line across the plot: horizontal at `y`, or vertical at `x`.
public struct RuleMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = plotted("RuleMark", x: PlottableValue<Double>?.none, y: y)
  }
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = plotted("RuleMark", x: x, y: PlottableValue<Double>?.none)
  }
}

/// A slice of a pie or donut chart, its angle proportional to its value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SectorMark: SimpleMark {
  public typealias Body = Never
  let mark: PlottedMark
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
    outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
  ) {
    var mark = PlottedMark(kind: "SectorMark")
    mark.angle = angle.plotted
    mark.innerRadius = innerRadius
    self.mark = mark
  }
}
