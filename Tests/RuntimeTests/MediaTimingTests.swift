import ScreenLabTestSupport
import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct MediaTimingTests {
  struct MappingCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let timing: MediaTiming
    let parentTime: Double
    /// (progress, iteration), or nil when the object must not be applied.
    let expected: (progress: Double, iteration: Int)?
    var testDescription: String {
      let outcome = expected.map { "p \($0.progress), iteration \($0.iteration)" } ?? "not applied"
      return "\(rule): tp \(parentTime) ⇒ \(outcome)"
    }
  }

  private static func timing(
    begin: Double = 0, duration: Double = 1, speed: Double = 1, offset: Double = 0,
    count: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fill: FillMode = .removed
  ) -> MediaTiming {
    MediaTiming(
      beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: count,
      repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fill)
  }

  /// Fill modes × before / inside / at the end / after, for begin 1 and d 1 (a.4).
  static let fillCases: [MappingCase] = FillMode.allCases.flatMap { fill in
    let timing = timing(begin: 1, fill: fill)
    return [
      MappingCase(
        rule: "\(fill) before the begin time", timing: timing, parentTime: 0.5,
        expected: fill.fillsBackwards ? (0, 0) : nil),
      MappingCase(
        rule: "\(fill) at the begin time", timing: timing, parentTime: 1, expected: (0, 0)),
      MappingCase(
        rule: "\(fill) inside", timing: timing, parentTime: 1.25, expected: (0.25, 0)),
      MappingCase(
        rule: "\(fill) exactly at the end is the left limit", timing: timing, parentTime: 2,
        expected: (1, 0)),
      MappingCase(
        rule: "\(fill) after the end", timing: timing, parentTime: 2.5,
        expected: fill.fillsForwards ? (1, 0) : nil),
    ]
  }

  /// Repetition, autoreverse, repeatDuration, timeOffset and speed (a.3–a.5).
  static let ruleCases: [MappingCase] = [
    MappingCase(
      rule: "autoreverse plays forward first", timing: timing(autoreverses: true),
      parentTime: 0.5, expected: (0.5, 0)),
    MappingCase(
      rule: "autoreverse turn-around starts the backward slice at p 1",
      timing: timing(autoreverses: true), parentTime: 1, expected: (1, 0)),
    MappingCase(
      rule: "autoreverse plays backward second", timing: timing(autoreverses: true),
      parentTime: 1.25, expected: (0.75, 0)),
    MappingCase(
      rule: "autoreverse ends at p 0", timing: timing(autoreverses: true), parentTime: 2,
      expected: (0, 0)),
    MappingCase(
      rule: "autoreverse × 2 doubles each cycle: second cycle starts at 2 s",
      timing: timing(count: 2, autoreverses: true), parentTime: 2, expected: (0, 1)),
    MappingCase(
      rule: "autoreverse × 2 is backward in its last second",
      timing: timing(count: 2, autoreverses: true), parentTime: 3.5, expected: (0.5, 1)),
    MappingCase(
      rule: "autoreverse × 2 ends at p 0 after 4 s",
      timing: timing(count: 2, autoreverses: true), parentTime: 4, expected: (0, 1)),
    MappingCase(
      rule: "autoreverse × 2 is not applied after 4 s",
      timing: timing(count: 2, autoreverses: true), parentTime: 4.01, expected: nil),
    MappingCase(
      rule: "repeat 2: an interior boundary starts the next iteration",
      timing: timing(count: 2), parentTime: 1, expected: (0, 1)),
    MappingCase(
      rule: "repeat 2: second iteration", timing: timing(count: 2), parentTime: 1.5,
      expected: (0.5, 1)),
    MappingCase(
      rule: "repeat 2 ends at p 1", timing: timing(count: 2), parentTime: 2,
      expected: (1, 1)),
    MappingCase(
      rule: "repeat 2 with forwards fill freezes at p 1",
      timing: timing(count: 2, fill: .forwards), parentTime: 9, expected: (1, 1)),
    MappingCase(
      rule: "repeat 2.5 ends at p 0.5", timing: timing(count: 2.5), parentTime: 2.5,
      expected: (0.5, 2)),
    MappingCase(
      rule: "repeat 2.5 with both fill freezes at p 0.5",
      timing: timing(count: 2.5, fill: .both), parentTime: 3, expected: (0.5, 2)),
    MappingCase(
      rule: "repeat 2.5 is not applied after the end", timing: timing(count: 2.5),
      parentTime: 2.6, expected: nil),
    MappingCase(
      rule: "repeatDuration 1.5 with autoreverse ends half-way back",
      timing: timing(repeatDuration: 1.5, autoreverses: true), parentTime: 1.5,
      expected: (0.5, 0)),
    MappingCase(
      rule: "repeatDuration 1.5 with autoreverse is not applied after 1.5 s",
      timing: timing(repeatDuration: 1.5, autoreverses: true), parentTime: 1.75,
      expected: nil),
    MappingCase(
      rule: "repeatDuration 2.5 ends in the third iteration at p 0.5",
      timing: timing(repeatDuration: 2.5), parentTime: 2.5, expected: (0.5, 2)),
    MappingCase(
      rule: "repeatCount and repeatDuration: the shorter (repeatDuration) wins",
      timing: timing(count: 3, repeatDuration: 1.5), parentTime: 1.5, expected: (0.5, 1)),
    MappingCase(
      rule: "repeatCount and repeatDuration: the shorter (repeatCount) wins",
      timing: timing(count: 1.5, repeatDuration: 4), parentTime: 1.75, expected: nil),
    MappingCase(
      rule: "timeOffset 0.5 starts mid-cycle", timing: timing(offset: 0.5), parentTime: 0,
      expected: (0.5, 0)),
    MappingCase(
      rule: "timeOffset 0.5 wraps to p 0 after 0.5 s", timing: timing(offset: 0.5),
      parentTime: 0.5, expected: (0, 1)),
    MappingCase(
      rule: "timeOffset 0.5 plays on after the wrap", timing: timing(offset: 0.5),
      parentTime: 0.75, expected: (0.25, 1)),
    MappingCase(
      rule: "timeOffset 0.5 ends at p 0.5", timing: timing(offset: 0.5), parentTime: 1,
      expected: (0.5, 1)),
    MappingCase(
      rule: "timeOffset does not move the activity window", timing: timing(offset: 0.5),
      parentTime: 1.01, expected: nil),
    MappingCase(
      rule: "backwards fill shows the frame at timeOffset",
      timing: timing(begin: 1, offset: 0.25, fill: .backwards), parentTime: 0,
      expected: (0.25, 0)),
    MappingCase(
      rule: "negative timeOffset folds into the previous slice", timing: timing(offset: -0.25),
      parentTime: 0, expected: (0.75, -1)),
    MappingCase(
      rule: "timeOffset is added after speed scaling", timing: timing(speed: 2, offset: 0.5),
      parentTime: 0.1, expected: (0.7, 0)),
    MappingCase(
      rule: "speed 2 plays twice as fast", timing: timing(speed: 2), parentTime: 0.25,
      expected: (0.5, 0)),
    MappingCase(
      rule: "speed 2 ends after 0.5 s", timing: timing(speed: 2), parentTime: 0.5,
      expected: (1, 0)),
    MappingCase(
      rule: "speed 2 is not applied after 0.5 s", timing: timing(speed: 2), parentTime: 0.6,
      expected: nil),
    MappingCase(
      rule: "speed 0 freezes at timeOffset", timing: timing(speed: 0, offset: 0.3),
      parentTime: 1e9, expected: (0.3, 0)),
    MappingCase(
      rule: "speed 0 before begin is not applied without backwards fill",
      timing: timing(begin: 5, speed: 0), parentTime: 1, expected: nil),
    MappingCase(
      rule: "infinite repeat keeps cycling", timing: timing(count: .infinity),
      parentTime: 1_000_000.25, expected: (0.25, 1_000_000)),
    MappingCase(
      rule: "infinite autoreversing repeat plays backward in odd slices",
      timing: timing(count: .infinity, autoreverses: true), parentTime: 3.25,
      expected: (0.75, 1)),
    MappingCase(
      rule: "a non-positive duration is not applied", timing: timing(duration: 0),
      parentTime: 0, expected: nil),
    MappingCase(
      rule: "a negative duration is not applied", timing: timing(duration: -1, fill: .both),
      parentTime: 0, expected: nil),
    MappingCase(
      rule: "a negative speed is not applied", timing: timing(speed: -1), parentTime: 0.5,
      expected: nil),
    MappingCase(
      rule: "a NaN parent time is not applied", timing: timing(fill: .both), parentTime: .nan,
      expected: nil),
    MappingCase(
      rule: "an infinite parent time with infinite repeat is not applied",
      timing: timing(count: .infinity, fill: .both), parentTime: .infinity, expected: nil),
    MappingCase(
      rule: "an infinite timeOffset is not applied", timing: timing(offset: .infinity),
      parentTime: 0.5, expected: nil),
    MappingCase(
      rule: "a NaN begin time is not applied", timing: timing(begin: .nan, fill: .both),
      parentTime: 0.5, expected: nil),
  ]

  @Test(arguments: fillCases + ruleCases)
  func parentTimeMapsToProgress(_ mapping: MappingCase) {
    let local = mapping.timing.localTime(at: mapping.parentTime)
    guard let expected = mapping.expected else {
      #expect(local == nil)
      return
    }
    guard let local else {
      Issue.record("expected p \(expected.progress), got not applied")
      return
    }
    #expect(abs(local.progress - expected.progress) <= 1e-12)
    #expect(local.iteration == expected.iteration)
    #expect(abs(local.basicTime - local.progress * mapping.timing.duration) <= 1e-12)
  }

  struct DurationCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let timing: MediaTiming
    let cycle: Double
    let active: Double
    let end: Double
    var testDescription: String { "\(rule): c \(cycle), AD \(active), end \(end)" }
  }

  static let durationCases: [DurationCase] = [
    DurationCase(rule: "plain", timing: timing(duration: 2), cycle: 2, active: 2, end: 2),
    DurationCase(
      rule: "autoreverse doubles the cycle", timing: timing(autoreverses: true), cycle: 2,
      active: 2, end: 2),
    DurationCase(
      rule: "repeatCount counts autoreversing cycles",
      timing: timing(count: 2, autoreverses: true), cycle: 2, active: 4, end: 4),
    DurationCase(
      rule: "fractional repeatCount", timing: timing(count: 2.5), cycle: 1, active: 2.5,
      end: 2.5),
    DurationCase(
      rule: "repeatDuration", timing: timing(repeatDuration: 1.5, autoreverses: true), cycle: 2,
      active: 1.5, end: 1.5),
    DurationCase(
      rule: "both set: the minimum", timing: timing(count: 3, repeatDuration: 2.5), cycle: 1,
      active: 2.5, end: 2.5),
    DurationCase(
      rule: "both set: the minimum the other way", timing: timing(count: 2, repeatDuration: 7),
      cycle: 1, active: 2, end: 2),
    DurationCase(
      rule: "negative repeat values are ignored",
      timing: timing(count: -3, repeatDuration: -1), cycle: 1, active: 1, end: 1),
    DurationCase(
      rule: "begin and speed place the end", timing: timing(begin: 3, speed: 4, count: 2),
      cycle: 1, active: 2, end: 3.5),
    DurationCase(
      rule: "infinite repeat never ends", timing: timing(count: .infinity), cycle: 1,
      active: .infinity, end: .infinity),
    DurationCase(
      rule: "speed 0 never ends", timing: timing(speed: 0), cycle: 1, active: 1,
      end: .infinity),
    DurationCase(
      rule: "d <= 0 is not applied and has no length", timing: timing(duration: 0, count: 3),
      cycle: 0, active: 0, end: 0),
  ]

  @Test(arguments: durationCases)
  func activeDurationAndEnd(_ durations: DurationCase) {
    #expect(durations.timing.cycleDuration == durations.cycle)
    #expect(durations.timing.activeDuration == durations.active)
    #expect(durations.timing.endTime == durations.end)
  }

  @Test func finishesAtTheEndOnlyWhenSpeedIsPositive() {
    let timing = Self.timing(begin: 1, count: 2, fill: .forwards)
    #expect(!timing.hasFinished(at: 2.999))
    #expect(timing.hasFinished(at: 3))
    #expect(timing.hasFinished(at: 100))
    #expect(!timing.hasFinished(at: .nan))
    let frozen = Self.timing(speed: 0)
    #expect(!frozen.hasFinished(at: 1e12))
    let forever = Self.timing(count: .infinity)
    #expect(!forever.hasFinished(at: .infinity))
  }

  @Test func theDefaultInitializersAgree() {
    let plain = MediaTiming()
    #expect(plain == MediaTiming(beginTime: 0))
    #expect(plain.duration == 0 && plain.speed == 1 && plain.fillMode == .removed)
    #expect(plain.localTime(at: 0) == nil)
  }

  @Test func infiniteDurationNeverFolds() {
    let layer = Self.timing(begin: 2, duration: .infinity, speed: 2, offset: 1)
    #expect(layer.localTime(at: 5) == LocalTime(progress: 0, iteration: 0, basicTime: 7))
    #expect(layer.endTime == .infinity)
  }

  @Test func endOfARepeatedShortDurationIsExactlyTheLastFrame() {
    for count in 1...50 {
      let timing = Self.timing(begin: 0.1, duration: 0.1, count: Double(count))
      let local = timing.localTime(at: timing.endTime)
      #expect(local?.progress == 1, "repeatCount \(count)")
      #expect(local?.iteration == count - 1, "repeatCount \(count)")
    }
  }

  @Test func progressNeverFallsBackWithinOneIteration() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let timing = Self.timing(
        begin: Double.random(in: -5...5, using: &random),
        duration: Double.random(in: 0.01...3, using: &random),
        speed: Double.random(in: 0.1...4, using: &random), fill: .both)
      var previous = -1.0
      for step in 0...100 {
        let tp =
          step == 100
          ? timing.endTime
          : timing.beginTime + (timing.endTime - timing.beginTime) * Double(step) / 100
        let progress = timing.localTime(at: tp)?.progress ?? .nan
        #expect(progress >= previous, "\(timing) at \(tp)")
        previous = progress
      }
      #expect(previous == 1)
    }
  }
}
