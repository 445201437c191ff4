import Foundation
import HeadlessCoreGraphics
import HeadlessSwiftUI

// Axes and the legend: declared so that view files compile; the headless chart draws neither,
// and these modifiers change nothing (OF-1.7).

/// Where a legend or an annotation goes.
public struct AnnotationPosition: Equatable, Sendable {
  let name: String
  public static var automatic: AnnotationPosition { AnnotationPosition(name: "automatic") }
  public static var top: AnnotationPosition { AnnotationPosition(name: "top") }
  public static var bottom: AnnotationPosition { AnnotationPosition(name: "bottom") }
  public static var leading: AnnotationPosition { AnnotationPosition(name: "leading") }
  public static var trailing: AnnotationPosition { AnnotationPosition(name: "trailing") }
  public static var overlay: AnnotationPosition { AnnotationPosition(name: "overlay") }
}

/// The content of an axis.
public protocol AxisContent {}

/// One part of an axis mark: a grid line, a tick, a label.
public protocol AxisMark {}

extension Never: AxisMark {}

/// Builds an axis from the statements of a closure.
@resultBuilder
public struct AxisContentBuilder {
  public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content)
    -> BuiltAxisContent
  {
    BuiltAxisContent()
  }
  public static func buildIf<Content: AxisContent>(_ content: Content?) -> BuiltAxisContent {
    BuiltAxisContent()
  }
  public static func buildEither<Content: AxisContent>(first: Content) -> BuiltAxisContent {
    BuiltAxisContent()
  }
  public static func buildEither<Content: AxisContent>(second: Content) -> BuiltAxisContent {
    BuiltAxisContent()
  }
}

/// Axis content built by ``AxisContentBuilder``.
public struct BuiltAxisContent: AxisContent {}

/// Builds the parts of an axis mark.
@resultBuilder
public struct AxisMarkBuilder {
  public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content)
    -> BuiltAxisMark
  {
    BuiltAxisMark()
  }
  public static func buildIf<Content: AxisMark>(_ content: Content?) -> BuiltAxisMark {
    BuiltAxisMark()
  }
  public static func buildEither<Content: AxisMark>(first: Content) -> BuiltAxisMark {
    BuiltAxisMark()
  }
  public static func buildEither<Content: AxisMark>(second: Content) -> BuiltAxisMark {
    BuiltAxisMark()
  }
}

/// An axis mark built by ``AxisMarkBuilder``.
public struct BuiltAxisMark: AxisMark {}

/// The value an axis mark stands for, handed to the content closure of ``AxisMarks``.
public struct AxisValue {
  /// The mark's index among the axis's marks.
  public let index: Int
  /// How many marks the axis has.
  public let count: Int
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

public struct AxisGridLine: AxisMark {
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

public struct AxisTick: AxisMark {
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

public struct AxisValueLabel: AxisMark {
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {}
}

public struct AxisValueLabelCollisionResolution: Sendable {
  public static var automatic: AxisValueLabelCollisionResolution { .init() }
}

public struct AxisValueLabelOrientation: Sendable {
  public static var automatic: AxisValueLabelOrientation { .init() }
}

/// Which values an axis marks.
public struct AxisMarkValues: Sendable {
  public static var automatic: AxisMarkValues { AxisMarkValues() }
  public static func automatic(
    minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues()
  }
}

public struct AxisMarkPreset: Sendable {
  public static var automatic: AxisMarkPreset { .init() }
  public static var aligned: AxisMarkPreset { .init() }
  public static var extended: AxisMarkPreset { .init() }
  public static var inset: AxisMarkPreset { .init() }
}

public struct AxisMarkPosition: Sendable {
  public static var automatic: AxisMarkPosition { .init() }
  public static var leading: AxisMarkPosition { .init() }
  public static var trailing: AxisMarkPosition { .init() }
  public static var top: AxisMarkPosition { .init() }
  public static var bottom: AxisMarkPosition { .init() }
}

/// The marks of an axis: grid lines, ticks and labels at the axis's values.
public struct AxisMarks<Content: AxisMark>: AxisContent {
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {}
}

extension AxisMarks where Content == Never {
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {}

  public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], stroke: StrokeStyle? = nil
  ) {}
}

extension View {
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View { self }

  public func chartLegend(_ visibility: Visibility) -> some View { self }

  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  { self }

  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  { self }

  public func chartXAxis(_ visibility: Visibility) -> some View { self }

  public func chartYAxis(_ visibility: Visibility) -> some View { self }
}
