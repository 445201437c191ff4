import Foundation
import Testing

@testable import ScreenLabCLI

/// `screenlab animate`: what the engine's presentation values look like on the command line.
@MainActor @Suite struct AnimateCommandTests {
  /// Runs `screenlab animate` with `arguments` and expects success.
  func animate(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    let result = runCLI(["animate"] + arguments)
    #expect(result.code == .success, "\(result.errors)", sourceLocation: sourceLocation)
    #expect(result.errors.isEmpty, sourceLocation: sourceLocation)
    return result.output
  }

  @Test func linearFadeAtTenFramesPerSecondPrintsOneLinePerFrameUntilOneFramePastTheEnd() {
    let output = animate(
      ["--from", "0", "--to", "1", "--duration", "1", "--fps", "10"] + [
        "--lang", "en",
      ])
    #expect(
      output == """
        t=0 value=0 animating
        t=0.1 value=0.1 animating
        t=0.2 value=0.2 animating
        t=0.3 value=0.3 animating
        t=0.4 value=0.4 animating
        t=0.5 value=0.5 animating
        t=0.6 value=0.6 animating
        t=0.7 value=0.7 animating
        t=0.8 value=0.8 animating
        t=0.9 value=0.9 animating
        t=1 value=1 model
        t=1.1 value=1 model

        """)
  }

  @Test func turkishIsTheDefaultAndChangesOnlyTheWords() {
    let arguments = ["--from", "0", "--to", "1", "--duration", "1", "--fps", "10"]
    let turkish = animate(arguments)
    #expect(turkish.hasPrefix("t=0 deger=0 animasyon\nt=0.1 deger=0.1 animasyon\n"))
    #expect(turkish.hasSuffix("t=1.1 deger=1 model\n"))
    let english = animate(arguments + ["--lang", "en"])
    #expect(
      turkish.replacingOccurrences(of: "deger=", with: "value=")
        .replacingOccurrences(of: "animasyon", with: "animating") == english)
  }

  @Test func jsonIsAnArrayOfTimeValueAndAnimatingForEachSample() throws {
    let output = animate(
      ["--from", "0", "--to", "1", "--duration", "1", "--timing", "easeInEaseOut"]
        + ["--at", "0.25,0.5,1.5", "--format", "json"])
    let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let samples = try #require(parsed as? [[String: Any]])
    #expect(samples.count == 3)
    #expect(samples.allSatisfy { Set($0.keys) == ["t", "value", "animating"] })
    #expect(samples.map { $0["t"] as? Double } == [0.25, 0.5, 1.5])
    #expect(samples.map { $0["value"] as? Double } == [0.129162, 0.5, 1])
    #expect(samples.map { $0["animating"] as? Bool } == [true, true, false])
    #expect(output.contains("{\"t\": 0.25, \"value\": 0.129162, \"animating\": true}"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let lines: [String]
    let testDescription: String
  }

  nonisolated static let curves: [Case] = [
    Case(
      arguments: [
        "--from", "0", "--to", "0.5", "--model", "0.3", "--duration", "1", "--at", "0.5,1.5,3",
      ],
      lines: ["t=0.5 value=0.25 animating", "t=1.5 value=0.3 model", "t=3 value=0.3 model"],
      testDescription: "the model value shows after the end with the default fill"),
    Case(
      arguments: [
        "--from", "0", "--to", "0.5", "--model", "0.3", "--duration", "1", "--keep", "--fill",
        "forwards", "--at", "0.5,1.5,3",
      ],
      lines: [
        "t=0.5 value=0.25 animating", "t=1.5 value=0.5 animating", "t=3 value=0.5 animating",
      ],
      testDescription: "--keep --fill forwards holds the last value"),
    Case(
      arguments: [
        "--from", "0", "--to", "0.5", "--model", "0.3", "--fill", "forwards", "--at", "3",
      ],
      lines: ["t=3 value=0.3 model"],
      testDescription: "forwards fill without --keep is removed at the end"),
    Case(
      arguments: ["--from", "0", "--to", "0.5", "--model", "0.3", "--keep", "--at", "3"],
      lines: ["t=3 value=0.3 model"],
      testDescription: "--keep without a forwards fill shows the model value"),
    Case(
      arguments: [
        "--from", "0", "--to", "1", "--model", "1", "--duration", "0.5", "--autoreverses",
        "--repeat", "2", "--at", "0.25,0.5,0.75,1,1.25,1.5,1.75,2",
      ],
      lines: [
        "t=0.25 value=0.5 animating", "t=0.5 value=1 animating", "t=0.75 value=0.5 animating",
        "t=1 value=0 animating", "t=1.25 value=0.5 animating", "t=1.5 value=1 animating",
        "t=1.75 value=0.5 animating", "t=2 value=1 model",
      ],
      testDescription: "autoreverse with two repeats goes up and down twice"),
    Case(
      arguments: [
        "--keyframes", "0,1,0.5,0.8", "--mode", "discrete", "--duration", "1", "--at",
        "0,0.2,0.25,0.5,0.75,0.99",
      ],
      lines: [
        "t=0 value=0 animating", "t=0.2 value=0 animating", "t=0.25 value=1 animating",
        "t=0.5 value=0.5 animating", "t=0.75 value=0.8 animating", "t=0.99 value=0.8 animating",
      ],
      testDescription: "discrete keyframes jump at equal intervals"),
    Case(
      arguments: [
        "--from", "0", "--to", "1", "--begin", "0.5", "--duration", "1", "--at", "0.25,1",
      ],
      lines: ["t=0.25 value=1 model", "t=1 value=0.5 animating"],
      testDescription: "--begin delays the start"),
    Case(
      arguments: [
        "--from", "0", "--to", "1", "--begin", "0.5", "--fill", "backwards", "--duration", "1",
        "--at", "0.25",
      ],
      lines: ["t=0.25 value=0 animating"],
      testDescription: "a backwards fill shows the first value before the start"),
    Case(
      arguments: [
        "--by", "10", "--model", "5", "--key", "cornerRadius", "--additive", "--duration", "1",
        "--at", "0.5",
      ],
      lines: ["t=0.5 value=15 animating"],
      testDescription: "an additive by-animation adds to the model value"),
    Case(
      arguments: [
        "--from", "0", "--to", "1", "--duration", "1", "--speed", "2", "--at", "0.25,0.6",
      ],
      lines: ["t=0.25 value=0.5 animating", "t=0.6 value=1 model"],
      testDescription: "speed 2 plays twice as fast"),
  ]

  @Test(arguments: curves)
  func curveValuesComeFromTheEngine(_ curve: Case) {
    let output = animate(curve.arguments + ["--lang", "en"])
    #expect(output == curve.lines.map { $0 + "\n" }.joined())
  }

  @Test func springOvershootsItsTargetAndSettlesThere() throws {
    let output = animate(
      ["--key", "position.x", "--from", "0", "--to", "100", "--model", "100"]
        + ["--spring", "mass=1,stiffness=100,damping=5", "--format", "json"])
    let samples = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let values = samples.compactMap { $0["value"] as? Double }
    #expect(values.count == samples.count)
    #expect(values.first == 0)
    #expect((values.max() ?? 0) > 100)
    let last = try #require(values.last)
    #expect(abs(last - 100) < 1)
    // Without --duration, a spring lasts its settling duration, not 0.25 s.
    #expect(samples.count > 60)
  }

  @Test func perceptualSpringRunsForItsSettlingDuration() {
    let output = animate(
      ["--from", "0", "--to", "1", "--perceptual-duration", "0.5", "--bounce", "0.3"]
        + ["--fps", "30", "--lang", "en"])
    let lines = output.split(separator: "\n")
    #expect(lines.count > 15)
    #expect(lines.last?.hasSuffix("model") == true)
    #expect(lines.dropLast(2).allSatisfy { $0.hasSuffix("animating") })
  }

  @Test func defaultDurationIsCoreAnimationsQuarterSecond() throws {
    let lines = animate(["--from", "0", "--to", "1", "--fps", "20", "--lang", "en"])
      .split(separator: "\n")
    try #require(lines.count == 7)
    #expect(lines[5] == "t=0.25 value=1 model")
    #expect(lines[6] == "t=0.3 value=1 model")
  }

  @Test func untilSamplesEveryFrameOfAnAnimationThatNeverEnds() throws {
    let lines = animate(
      ["--from", "0", "--to", "1", "--duration", "1", "--repeat", "inf", "--until", "2.5"]
        + ["--fps", "4", "--lang", "en"]
    ).split(separator: "\n")
    try #require(lines.count == 11)
    #expect(lines[6] == "t=1.5 value=0.5 animating")
    #expect(lines.last == "t=2.5 value=0.5 animating")
  }

  @Test(arguments: AnimateOptions.suggestedKeys)
  func everySuggestedKeyAnimates(key: String) {
    let output = animate(["--key", key, "--from", "0", "--to", "0.5", "--at", "0.125"])
    #expect(output.hasPrefix("t=0.125 deger=0.25 animasyon"))
  }

  @Test func svgPlotsTheCurveAndTheDashedModelLineTheSameWayEveryTime() {
    let arguments = [
      "--from", "0", "--to", "1", "--duration", "1", "--timing", "0.4,0,0.2,1", "--format",
      "svg",
    ]
    let first = animate(arguments)
    let second = animate(arguments)
    #expect(first == second)
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 480\""))
    #expect(first.hasSuffix("</svg>\n"))
    #expect(first.contains("<polyline class=\"presentation\""))
    #expect(first.contains("<line class=\"model\""))
    #expect(first.contains("stroke-dasharray=\"6 4\""))
    #expect(first.contains("<title>screenlab animate --from 0 --to 1 --duration 1"))
    let points = first.split(separator: "points=\"").last?.prefix { $0 != "\"" } ?? ""
    #expect(points.split(separator: " ").count == 62)
  }

  @Test func svgEscapesTheTitle() {
    let output = animate(["--model", "1", "--at", "0", "--format", "svg", "--key", "opacity"])
    #expect(output.contains("<title>screenlab animate --model 1 --at 0 --format svg"))
    #expect(AnimatePlot.escape("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
  }

  @Test func valuesWithALeadingDashAreValuesNotOptions() {
    let output = animate(["--from", "-1", "--to=-3", "--duration", "1", "--at", "0.5"])
    #expect(output == "t=0.5 deger=-2 animasyon\n")
  }

  @Test(arguments: [
    (["animate", "--help"], "USAGE: screenlab animate"),
    (["animate", "-h", "--from", "nope"], "USAGE: screenlab animate"),
    (["--help", "animate"], "--spring mass=M,stiffness=K,damping=C,velocity=V"),
    (["--help"], "animate       Print one animation's presentation value over time"),
  ])
  func helpDescribesAnimate(arguments: [String], text: String) {
    let result = runCLI(arguments)
    #expect(result.code == .success)
    #expect(result.output.contains(text))
  }
}
