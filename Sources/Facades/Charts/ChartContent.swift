// `import Charts` on a platform without Apple's Swift Charts (Linux): the chart content that
// view files declare — marks, plottable values, the result builder, `ForEach` over data — kept
// as values that a headless `Chart` resolves into plotted marks and draws as shapes
// (Docs/Semantics/OtherFrameworks.md §1). Declared in Package.swift only where the platform
// has no framework of this name.
import Foundation
import HeadlessCoreGraphics
@_spi(ScreenLabFrameworks) import HeadlessSwiftUI

// MARK: - Plottable values

/// A primitive value a chart can plot: a string (a category), a number or a date (OF-1.2).
public protocol PrimitivePlottableProtocol: Plottable {}

/// A value a chart can plot: one of the primitive plottable types, or a type that converts to
/// one (`enum Kind: String, Plottable`).
public protocol Plottable {
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  var primitivePlottable: PrimitivePlottable { get }
  init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}

/// A value as the headless chart plots it: a category, a number, or a date.
public enum PlottedValue: Hashable, Sendable, CustomStringConvertible {
  case category(String)
  case number(Double)
  case date(Date)

  init(_ primitive: Any) {
    switch primitive {
    case let string as String: self = .category(string)
    case let date as Date: self = .date(date)
    case let value as any BinaryInteger: self = .number(Double(value))
    case let value as Double: self = .number(value)
    case let value as Float: self = .number(Double(value))
    case let value as CGFloat: self = .number(Double(value))
    default: self = .category(String(describing: primitive))
    }
  }

  /// The position on a continuous axis; nil for a category.
  var continuous: Double? {
    switch self {
    case .category: nil
    case .number(let value): value
    case .date(let date): date.timeIntervalSinceReferenceDate
    }
  }

  public var description: String {
    switch self {
    case .category(let text): "\"\(text)\""
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .date(let date): date.formatted(.iso8601)
    }
  }
}

/// A labelled value of a mark: `.value("Sales", 12)`.
public struct PlottableValue<Value: Plottable> {
  let label: String
  let value: Value
  let unit: Calendar.Component?

  var plotted: (label: String, value: PlottedValue) {
    (label, PlottedValue(value.primitivePlottable))
  }

  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label.content, value: value, unit: nil)
  }

  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label.key, value: value, unit: nil)
  }

  public static func value<S: StringProtocol>(_ label: S, _ value: Value)
    -> PlottableValue<Value>
  {
    PlottableValue(label: String(label), value: value, unit: nil)
  }
}

extension PlottableValue where Value == Date {
  /// A date binned by a calendar unit (`.value("Day", date, unit: .day)`). The unit is kept;
  /// the headless chart does not bin (OF-1.4).
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: String(label), value: value, unit: unit)
  }

  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
    calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: label.key, value: value, unit: unit)
  }
}

// MARK: - Chart content

/// A piece of a chart: marks, `ForEach` over data, and groups of them.
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// One mark as the chart plots it: its kind, its values, its series and its style.
public struct PlottedMark: CustomStringConvertible {
  /// `BarMark`, `LineMark`, `AreaMark`, `PointMark`, `RuleMark`, `RectangleMark`, `SectorMark`.
  public let kind: String
  public internal(set) var x: (label: String, value: PlottedValue)?
  public internal(set) var y: (label: String, value: PlottedValue)?
  /// A sector's angle value.
  public internal(set) var angle: (label: String, value: PlottedValue)?
  /// The series: `foregroundStyle(by:)`, `LineMark(x:y:series:)`, `symbol(by:)`.
  public internal(set) var series: (label: String, value: PlottedValue)?
  /// `foregroundStyle(_:)`, as a drawing of a path (filled, or stroked with a line width);
  /// nil for the default colours.
  var paint: ((Path, CGFloat?) -> AnyView)?
  public internal(set) var lineWidth: CGFloat = 2
  public internal(set) var opacity: Double = 1
  public internal(set) var cornerRadius: CGFloat = 0
  var stacks = true
  var width = MarkDimension.automatic
  var innerRadius = MarkDimension.automatic

  init(kind: String) { self.kind = kind }

  public var description: String {
    var parts: [String] = []
    if let x { parts.append("x: \(x.label) = \(x.value)") }
    if let y { parts.append("y: \(y.label) = \(y.value)") }
    if let angle { parts.append("angle: \(angle.label) = \(angle.value)") }
    if let series { parts.append("series: \(series.label) = \(series.value)") }
    return kind + "(" + parts.joined(separator: ", ") + ")"
  }
}

/// Chart content that the chart resolves itself, instead of through a body.
protocol PrimitiveChartContent {
  func resolve(into marks: inout [PlottedMark])
}

extension ChartContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) is primitive chart content") }
}

/// The plotted marks of any chart content, in declaration order.
func resolve<C: ChartContent>(_ content: C, into marks: inout [PlottedMark]) {
  if let primitive = content as? any PrimitiveChartContent {
    primitive.resolve(into: &marks)
  } else {
    resolve(content.body, into: &marks)
  }
}

/// No content.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  public init() {}
  func resolve(into marks: inout [PlottedMark]) {}
}

/// Several pieces of content, in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let content: (repeat each Content)
  init(_ content: repeat each Content) { self.content = (repeat each content) }
  func resolve(into marks: inout [PlottedMark]) {
    for piece in repeat each content { Charts.resolve(piece, into: &marks) }
  }
}

/// One of two pieces of content, from an `if`/`else` or a `switch`.
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>:
  ChartContent, PrimitiveChartContent
{
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  func resolve(into marks: inout [PlottedMark]) {
    switch storage {
    case .trueContent(let content): Charts.resolve(content, into: &marks)
    case .falseContent(let content): Charts.resolve(content, into: &marks)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  public typealias Body = Never
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
  func resolve(into marks: inout [PlottedMark]) {
    if let self { Charts.resolve(self, into: &marks) }
  }
}

/// Content whose type is erased (`buildLimitedAvailability`).
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let resolver: (inout [PlottedMark]) -> Void
  public init<C: ChartContent>(_ content: C) {
    resolver = { Charts.resolve(content, into: &$0) }
  }
  func resolve(into marks: inout [PlottedMark]) { resolver(&marks) }
}

/// Builds chart content from the statements of a closure.
@resultBuilder
public struct ChartContentBuilder {
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content)
    -> TupleChartContent<repeat each Content>
  {
    TupleChartContent(repeat each content)
  }
  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: ChartContent, F: ChartContent>(first: T)
    -> BuilderConditional<T, F>
  {
    BuilderConditional(storage: .trueContent(first))
  }
  public static func buildEither<T: ChartContent, F: ChartContent>(second: F)
    -> BuilderConditional<T, F>
  {
    BuilderConditional(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content)
    -> AnyChartContent
  {
    AnyChartContent(content)
  }
}

extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never

  /// A piece of chart content per element of `data`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, id: id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// A piece of chart content per element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(elements: data, id: \.id, content: content)
  }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  func resolve(into marks: inout [PlottedMark]) {
    for element in data { Charts.resolve(content(element), into: &marks) }
  }
}

// MARK: - Modifiers

/// Content with one change applied to each of its marks.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let content: Content
  let change: (inout PlottedMark) -> Void
  func resolve(into marks: inout [PlottedMark]) {
    var own: [PlottedMark] = []
    Charts.resolve(content, into: &own)
    for index in own.indices { change(&own[index]) }
    marks += own
  }
}

extension ChartContent {
  func changing(_ change: @escaping (inout PlottedMark) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }

  /// Fills the marks with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    changing {
      $0.paint = { path, lineWidth in
        lineWidth.map { AnyView(path.stroke(style, lineWidth: $0)) } ?? AnyView(path.fill(style))
      }
    }
  }

  /// Colours the marks by series: one colour per distinct value (OF-1.6).
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    changing { $0.series = value.plotted }
  }

  /// Marks the points by series; the headless chart draws every symbol as a circle.
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    changing { mark in if mark.series == nil { mark.series = value.plotted } }
  }

  /// The width of lines and rules.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    changing { $0.lineWidth = style.lineWidth }
  }

  public func opacity(_ value: Double) -> some ChartContent {
    changing { $0.opacity *= value }
  }

  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> some ChartContent
  {
    changing { $0.cornerRadius = radius }
  }
}
