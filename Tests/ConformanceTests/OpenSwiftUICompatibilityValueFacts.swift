// Facts from OpenSwiftUIProject/OpenSwiftUI at commit
// 069dd80bce30bb9117b783e963c0ed7f741c7587, Tests/OpenSwiftUICompatibilityTests (Swift Testing
// suites its CI runs against Apple's SwiftUI on macOS and the iOS simulator): values that need
// no hosting — timeline schedules, colours, animation descriptions, type-erased views. Each test
// names the file and test it restates.

import Foundation
import HeadlessBridging
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

@Suite struct OpenSwiftUICompatibilityValueFacts {
  private func dates(_ entries: some Sequence<Date>, _ count: Int) -> [Double] {
    Array(entries.prefix(count)).map(\.timeIntervalSince1970)
  }

  /// Animation/Timeline/TimelineScheduleTests.swift: periodicTimelineScheduleEntries,
  /// periodicTimelineScheduleWithPastStartDate, periodicTimelineScheduleAlignedStart. The first
  /// entry is the latest period start at or before the date asked for.
  @Test func periodicScheduleStartsAtTheLatestPeriodNotAfterTheDateAskedFor() {
    let every5 = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 5)
    #expect(
      dates(every5.entries(from: Date(timeIntervalSince1970: 12), mode: .normal), 3) == [
        10, 15, 20,
      ])
    #expect(
      dates(every5.entries(from: Date(timeIntervalSince1970: 15), mode: .normal), 2) == [15, 20])
    let every10 = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 10)
    #expect(
      dates(every10.entries(from: Date(timeIntervalSince1970: 25), mode: .normal), 2) == [20, 30])
  }

  /// TimelineScheduleTests.everyMinuteTimelineScheduleEntries: entries on whole minutes, 60 s
  /// apart, the first within a minute of the date asked for (a fixed date here, not `Date()`).
  @Test func everyMinuteScheduleFallsOnWholeMinutes() throws {
    let start = Date(timeIntervalSince1970: 1_700_000_123.25)
    let entries = dates(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal), 3)
    let calendar = Calendar(identifier: .gregorian)
    for entry in entries {
      let components = calendar.dateComponents(
        [.second, .nanosecond], from: Date(timeIntervalSince1970: entry))
      #expect(components.second == 0 && components.nanosecond == 0)
    }
    let first = try #require(entries.first)
    #expect(first - start.timeIntervalSince1970 >= -60 && first - start.timeIntervalSince1970 < 60)
    #expect(entries[1] - entries[0] == 60 && entries[2] - entries[1] == 60)
  }

  /// TimelineScheduleTests.explicitTimelineScheduleEntries: the dates given, then no more.
  @Test func explicitScheduleGivesItsDatesAndEnds() {
    let schedule = ExplicitTimelineSchedule(
      [100.0, 200, 300].map { Date(timeIntervalSince1970: $0) })
    var iterator = schedule.entries(from: Date(timeIntervalSince1970: 0), mode: .normal)
      .makeIterator()
    #expect(iterator.next()?.timeIntervalSince1970 == 100)
    #expect(iterator.next()?.timeIntervalSince1970 == 200)
    #expect(iterator.next()?.timeIntervalSince1970 == 300)
    #expect(iterator.next() == nil)
  }

  /// TimelineScheduleTests: animationTimelineScheduleNormalMode,
  /// animationTimelineScheduleLowFrequencyMode, animationTimelineSchedulePaused.
  @Test func animationScheduleStepsByItsIntervalAndIsEmptyWhenPausedOrInLowFrequency() {
    let start = Date(timeIntervalSince1970: 0)
    let stepped = AnimationTimelineSchedule(minimumInterval: 1.5)
    #expect(dates(stepped.entries(from: start, mode: .normal), 3) == [0, 1.5, 3])
    var low = AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency).makeIterator()
    #expect(low.next() == nil && low.next() == nil)
    var paused = AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)
      .makeIterator()
    #expect(paused.next() == nil && paused.next() == nil)
  }

  /// Graphics/Color/ColorResolvedCompatibilityTests.swift, description: `#RRGGBBAA` of the
  /// gamma-encoded sRGB components, for components given in sRGB, linear sRGB and Display P3
  /// (the `swiftUIExpected` column, all eighteen cases).
  @Test(arguments: [
    (Color.RGBColorSpace.sRGB, Float(0), Float(0), Float(0), Float(0), "#00000000"),
    (.sRGB, 0.01, 0.02, 0.03, 0.04, "#0305080A"),
    (.sRGB, 0.3, 0.3, 0.3, 0.3, "#4C4C4C4D"),
    (.sRGB, 0.412, 0.508, 0.690, 0.748, "#6982B0BF"),
    (.sRGB, 0.6, 0.6, 0.6, 0.6, "#99999999"),
    (.sRGB, 1, 1, 1, 1, "#FFFFFFFF"),
    (.sRGBLinear, 0, 0, 0, 0, "#00000000"),
    (.sRGBLinear, 0.01, 0.02, 0.03, 0.04, "#1927300A"),
    (.sRGBLinear, 0.3, 0.3, 0.3, 0.3, "#9595954D"),
    (.sRGBLinear, 0.412, 0.508, 0.690, 0.748, "#ACBDD8BF"),
    (.sRGBLinear, 0.6, 0.6, 0.6, 0.6, "#CBCBCB99"),
    (.sRGBLinear, 1, 1, 1, 1, "#FFFFFFFF"),
    (.displayP3, 0, 0, 0, 0, "#00000000"),
    (.displayP3, 0.01, 0.02, 0.03, 0.04, "#0205080A"),
    (.displayP3, 0.3, 0.3, 0.3, 0.3, "#4D4C4C4D"),
    (.displayP3, 0.412, 0.508, 0.690, 0.748, "#6382B4BF"),
    (.displayP3, 0.6, 0.6, 0.6, 0.6, "#99999999"),
    (.displayP3, 1, 1, 1, 1, "#FFFFFFFF"),
  ])
  func resolvedColorDescription(
    space: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity: Float,
    expected: String
  ) {
    let resolved = Color.Resolved(
      colorSpace: space, red: red, green: green, blue: blue, opacity: opacity)
    #expect(resolved.description == expected)
  }

  /// Graphics/Color/RGBColorSpaceCompatibilityTests.swift, testHSBToRGB: hue, saturation and
  /// brightness to red, green, blue.
  static let third: Double = 1.0 / 3
  static let hsb: [([Double], [Double])] = [
    ([0, 0, 0], [0, 0, 0]), ([0, 0, 1], [1, 1, 1]), ([0, 1, 1], [1, 0, 0]),
    ([third, 1, 1], [0, 1, 0]), ([2 * third, 1, 1], [0, 0, 1]), ([1, 1, 1], [1, 0, 0]),
    ([1.0 / 6, 1, 1], [1, 1, 0]), ([0.5, 1, 1], [0, 1, 1]), ([5.0 / 6, 1, 1], [1, 0, 1]),
    ([0, 0, 0.5], [0.5, 0.5, 0.5]), ([0, 1, 0.5], [0.5, 0, 0]), ([third, 1, 0.5], [0, 0.5, 0]),
    ([2 * third, 1, 0.5], [0, 0, 0.5]),
  ]

  @Test(arguments: hsb)
  func hueSaturationBrightness(input: [Double], output: [Double]) {
    let resolved = Color(hue: input[0], saturation: input[1], brightness: input[2])
      .resolve(in: EnvironmentValues())
    #expect(
      [resolved.red, resolved.green, resolved.blue].map(Double.init) == output)
  }

  /// Graphics/Color/ModifiedColorCompatibilityTests.swift, opacity: an opacity multiplies the
  /// resolved opacity, and the description names it as a rounded percentage.
  @Test(arguments: [
    (Color.red, 0.334, Float(0.334), "33% red"),
    (Color.red, 0.336, Float(0.336), "34% red"),
    (Color.red.opacity(0.3), 0.5, Float(0.15), "50% 30% red"),
  ])
  func opacityOfANamedColour(color: Color, opacity: Double, resolved: Float, description: String) {
    let faded = color.opacity(opacity)
    #expect(faded.resolve(in: EnvironmentValues()).opacity == resolved)
    #expect(faded.description == description)
  }

  /// Animation/Animation/AnimationCompatibilityTests.swift, description.
  @Test func defaultAnimationDescriptions() {
    let animation = Animation.default
    #expect(animation.description == "DefaultAnimation()")
    #expect(animation.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
    #expect(animation.customMirror.description == "Mirror for Animation")
  }

  /// View/AnyViewCompatibilityTests.swift, testInitFromValue; the nil case follows the
  /// initializer's failable signature.
  @Test func anyViewFromAValue() {
    #expect(AnyView(_fromValue: EmptyView()) != nil)
    #expect(AnyView(_fromValue: 42) == nil)
  }

  /// View/IdentifiedView/IdentifiedViewTreeCompatibilityTests.swift, forEachEmpty.
  @Test func anEmptyIdentifiedViewTreeVisitsNothing() {
    var visited = 0
    func visit(_ proxy: _IdentifiedViewProxy) { visited += 1 }
    _IdentifiedViewTree.empty.forEach(visit)
    #expect(visited == 0)
  }

  /// Integration/Graphic/Platform/TextLineStyleConversionsCompatibilityTests.swift,
  /// nsUnderlineStyleToLineStyle: one thin line in a pattern is that pattern's line style;
  /// any other style, or lines under words only, has none.
  @Test(arguments: [
    (NSUnderlineStyle.single, Text.LineStyle?.some(Text.LineStyle(pattern: .solid))),
    (NSUnderlineStyle([.single, .patternDot]), Text.LineStyle(pattern: .dot)),
    (NSUnderlineStyle([.single, .patternDash]), Text.LineStyle(pattern: .dash)),
    (NSUnderlineStyle([.single, .patternDashDot]), Text.LineStyle(pattern: .dashDot)),
    (NSUnderlineStyle([.single, .patternDashDotDot]), Text.LineStyle(pattern: .dashDotDot)),
    (.thick, nil), (.double, nil), (.byWord, nil), (NSUnderlineStyle([]), nil),
    (NSUnderlineStyle([.single, .thick]), nil), (NSUnderlineStyle([.single, .byWord]), nil),
    (NSUnderlineStyle([.single, .patternDot, .thick]), nil),
  ])
  func underlineStyleToLineStyle(style: NSUnderlineStyle, expected: Text.LineStyle?) {
    #expect(Text.LineStyle(nsUnderlineStyle: style) == expected)
  }

  /// TextLineStyleConversionsCompatibilityTests.lineStyleToNSUnderlineStyle: a line style is
  /// one thin line in its pattern; its colour is dropped.
  @Test(arguments: [
    (Text.LineStyle(pattern: .solid, color: .red), NSUnderlineStyle.single),
    (Text.LineStyle(pattern: .dot), NSUnderlineStyle([.single, .patternDot])),
    (Text.LineStyle(pattern: .dash), NSUnderlineStyle([.single, .patternDash])),
    (Text.LineStyle(pattern: .dashDot), NSUnderlineStyle([.single, .patternDashDot])),
    (Text.LineStyle(pattern: .dashDotDot), NSUnderlineStyle([.single, .patternDashDotDot])),
    (Text.LineStyle.single, .single),
  ])
  func lineStyleToUnderlineStyle(lineStyle: Text.LineStyle, expected: NSUnderlineStyle) {
    #expect(NSUnderlineStyle(lineStyle) == expected)
  }
}
