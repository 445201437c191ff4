import Testing

@testable import ScreenLabCLI

/// `screenlab animate` rejects bad command lines with exit 64 and a message quoting the input.
@MainActor @Suite struct AnimateUsageTests {
  nonisolated struct BadLine: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    let testDescription: String
  }

  nonisolated static let keys =
    "opacity, cornerRadius, borderWidth, zPosition, shadowOpacity, shadowRadius, position.x"

  nonisolated static let badLines: [BadLine] = [
    BadLine(
      arguments: ["--from", "abc"], message: "invalid value 'abc' for '--from': not a number",
      testDescription: "a word where a number belongs"),
    BadLine(
      arguments: ["--to", "nan"], message: "invalid value 'nan' for '--to': not a finite number",
      testDescription: "NaN"),
    BadLine(
      arguments: ["--by", "-inf"], message: "invalid value '-inf' for '--by': not a finite number",
      testDescription: "an infinite number"),
    BadLine(
      arguments: ["--model", "0x10"], message: "invalid value '0x10' for '--model': not a number",
      testDescription: "a hexadecimal number"),
    BadLine(
      arguments: ["--duration", "-1"],
      message: "invalid value '-1' for '--duration': must not be negative",
      testDescription: "a negative duration"),
    BadLine(
      arguments: ["--fps", "0"], message: "invalid value '0' for '--fps': must be positive",
      testDescription: "zero frames per second"),
    BadLine(
      arguments: ["--fps", "-30"], message: "invalid value '-30' for '--fps': must be positive",
      testDescription: "negative frames per second"),
    BadLine(
      arguments: ["--fps", "5000"],
      message: "invalid value '5000' for '--fps': at most 1000 frames per second",
      testDescription: "an absurd frame rate"),
    BadLine(
      arguments: ["--timing", "bounce"],
      message:
        "unknown timing 'bounce'; valid timings: linear, easeIn, easeOut, easeInEaseOut, default, x1,y1,x2,y2",
      testDescription: "an unknown timing name"),
    BadLine(
      arguments: ["--timing", "0.4,0,1"],
      message:
        "invalid value '0.4,0,1' for '--timing': control points need exactly 4 numbers x1,y1,x2,y2, got 3",
      testDescription: "three control point numbers"),
    BadLine(
      arguments: ["--timing", "0.4,0,0.2,1,5"],
      message: "invalid value '0.4,0,0.2,1,5' for '--timing': control points need exactly 4",
      testDescription: "five control point numbers"),
    BadLine(
      arguments: ["--timing", "1.5,0,0.5,1"],
      message: "invalid value '1.5,0,0.5,1' for '--timing': x1 '1.5' must be in [0, 1]",
      testDescription: "x1 outside [0, 1]"),
    BadLine(
      arguments: ["--timing", "0.5,0,-0.1,1"],
      message: "invalid value '0.5,0,-0.1,1' for '--timing': x2 '-0.1' must be in [0, 1]",
      testDescription: "x2 outside [0, 1]"),
    BadLine(
      arguments: ["--timing", "0.5,y,0.5,1"],
      message: "invalid value '0.5,y,0.5,1' for '--timing': 'y' is not a finite number",
      testDescription: "a control point that is not a number"),
    BadLine(
      arguments: ["--fill", "sideways"],
      message: "unknown fill mode 'sideways'; valid fill modes: removed, forwards, backwards, both",
      testDescription: "an unknown fill mode"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--mode", "wobble"],
      message: "unknown mode 'wobble'; valid modes: linear, discrete, paced, cubic, cubicPaced",
      testDescription: "an unknown calculation mode"),
    BadLine(
      arguments: ["--format", "xml"],
      message: "unknown format 'xml'; valid formats: text, json, svg",
      testDescription: "an unknown format"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--from", "0"],
      message: "'--keyframes' cannot be combined with '--from'",
      testDescription: "keyframes with --from"),
    BadLine(
      arguments: ["--to", "1", "--keyframes", "0,1"],
      message: "'--keyframes' cannot be combined with '--to'",
      testDescription: "keyframes with --to"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--by", "1"],
      message: "'--keyframes' cannot be combined with '--by'",
      testDescription: "keyframes with --by"),
    BadLine(
      arguments: ["--keyframes", "0,x"], message: "invalid value '0,x' for '--keyframes': 'x'",
      testDescription: "a keyframe that is not a number"),
    BadLine(
      arguments: ["--keyframes", "0,1,2", "--key-times", "0,0.5"],
      message: "invalid value '0,0.5' for '--key-times': 2 key times for 3 keyframes",
      testDescription: "too few key times"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--key-times", "0.5,0.2"],
      message: "invalid value '0.5,0.2' for '--key-times': key times must not decrease",
      testDescription: "decreasing key times"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--key-times", "0,2"],
      message: "invalid value '0,2' for '--key-times': '2' is not in [0, 1]",
      testDescription: "a key time above 1"),
    BadLine(
      arguments: ["--keyframes", "0,1,2", "--timing-functions", "easeIn,wobble"],
      message: "unknown timing function 'wobble'; valid timing functions: linear, easeIn",
      testDescription: "an unknown timing function"),
    BadLine(
      arguments: ["--keyframes", "0,1", "--timing-functions", "easeIn,easeOut"],
      message: "invalid value 'easeIn,easeOut' for '--timing-functions': 2 timing functions",
      testDescription: "more timing functions than segments"),
    BadLine(
      arguments: ["--key-times", "0,1"], message: "'--key-times' needs '--keyframes'",
      testDescription: "key times without keyframes"),
    BadLine(
      arguments: ["--mode", "discrete"], message: "'--mode' needs '--keyframes'",
      testDescription: "a mode without keyframes"),
    BadLine(
      arguments: ["--spring", "mass"],
      message: "invalid value 'mass' for '--spring': 'mass' is not field=value",
      testDescription: "a spring field without a value"),
    BadLine(
      arguments: ["--spring", "mass=1,,damping=3"],
      message: "invalid value 'mass=1,,damping=3' for '--spring': '' is not field=value",
      testDescription: "an empty spring pair"),
    BadLine(
      arguments: ["--spring", "friction=2"],
      message:
        "unknown spring field 'friction'; valid spring fields: mass, stiffness, damping, velocity",
      testDescription: "an unknown spring field"),
    BadLine(
      arguments: ["--spring", "stiffness=nan"],
      message: "invalid value 'stiffness=nan' for '--spring': 'nan' is not a finite number",
      testDescription: "a NaN spring value"),
    BadLine(
      arguments: ["--spring", "mass=0"],
      message: "invalid value 'mass=0' for '--spring': mass must be positive",
      testDescription: "a spring without mass"),
    BadLine(
      arguments: ["--spring", "damping=1", "--keyframes", "0,1"],
      message: "'--keyframes' cannot be combined with '--spring'",
      testDescription: "a spring with keyframes"),
    BadLine(
      arguments: ["--spring", "damping=1", "--perceptual-duration", "1"],
      message: "'--spring' cannot be combined with '--perceptual-duration'",
      testDescription: "both kinds of spring"),
    BadLine(
      arguments: ["--allows-overdamping"], message: "'--allows-overdamping' needs '--spring'",
      testDescription: "overdamping without a spring"),
    BadLine(
      arguments: ["--bounce", "0.2"], message: "'--bounce' needs '--perceptual-duration'",
      testDescription: "bounce without a perceptual duration"),
    BadLine(
      arguments: ["--perceptual-duration", "1", "--bounce", "2"],
      message: "invalid value '2' for '--bounce': must be in [-1, 1]",
      testDescription: "a bounce above 1"),
    BadLine(
      arguments: ["--at", "0.5,0.2"],
      message: "invalid value '0.5,0.2' for '--at': times must be in increasing order",
      testDescription: "unsorted sample times"),
    BadLine(
      arguments: ["--at", "-1,2"], message: "invalid value '-1,2' for '--at': '-1' is negative",
      testDescription: "a negative sample time"),
    BadLine(
      arguments: ["--at", "0,20000", "--fps", "60"],
      message: "invalid value '0,20000' for '--at': '20000' is more than 1000000 frames away",
      testDescription: "a sample time too far away"),
    BadLine(
      arguments: ["--at", "0,1", "--until", "2"],
      message: "'--at' cannot be combined with '--until'",
      testDescription: "--at with --until"),
    BadLine(
      arguments: ["--until", "-1"],
      message: "invalid value '-1' for '--until': must not be negative",
      testDescription: "a negative --until"),
    BadLine(
      arguments: ["--duration", "200", "--fps", "1000"],
      message: "too many samples (200002); at most 100000",
      testDescription: "too many frames"),
    BadLine(
      arguments: ["--repeat", "1e30", "--fps", "1"],
      message: "too many samples (",
      testDescription: "a huge repeat count"),
    BadLine(
      arguments: ["--repeat", "inf"],
      message:
        "the animation never ends ('--repeat inf'); give '--until T' or '--at t1,t2,...'",
      testDescription: "infinite repetition without --until"),
    BadLine(
      arguments: ["--speed", "0"],
      message: "the animation never ends ('--speed 0'); give '--until T' or '--at t1,t2,...'",
      testDescription: "speed 0 without --until"),
    BadLine(
      arguments: ["--speed", "-1"],
      message: "invalid value '-1' for '--speed': must not be negative",
      testDescription: "a negative speed"),
    BadLine(
      arguments: ["--repeat", "-2"],
      message: "invalid value '-2' for '--repeat': must not be negative",
      testDescription: "a negative repeat count"),
    BadLine(
      arguments: ["--repeat", "forever"],
      message: "invalid value 'forever' for '--repeat': not a number or 'inf'",
      testDescription: "a repeat count that is neither a number nor inf"),
    BadLine(
      arguments: ["--key", "opcity"],
      message: "key 'opcity' is not a numeric property of CALayer; valid keys include: \(keys)",
      testDescription: "an unknown key"),
    BadLine(
      arguments: ["--key", "backgroundColor"],
      message:
        "key 'backgroundColor' is not a numeric property of CALayer; valid keys include: \(keys)",
      testDescription: "a colour key"),
    BadLine(
      arguments: ["--key", "position"],
      message: "key 'position' is not a numeric property of CALayer; valid keys include: \(keys)",
      testDescription: "a point key"),
    BadLine(
      arguments: ["--key", "speed"],
      message: "key 'speed' is the layer's timing, not an animatable property",
      testDescription: "a timing key"),
    BadLine(
      arguments: ["--frm", "1"],
      message: "unknown option '--frm'; valid options: --key, --from, --to, --by, --model",
      testDescription: "an unknown option"),
    BadLine(
      arguments: ["--keep=yes"], message: "option '--keep' takes no value",
      testDescription: "a flag with a value"),
    BadLine(
      arguments: ["--from"], message: "missing value for '--from'",
      testDescription: "an option without its value"),
    BadLine(
      arguments: ["extra"], message: "unexpected argument 'extra'",
      testDescription: "a positional argument"),
  ]

  @Test(arguments: badLines)
  func badAnimateCommandLinesFailWithAMessageQuotingTheInput(_ line: BadLine) {
    let result = runCLI(["animate"] + line.arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: " + line.message), "\(result.errors)")
    #expect(result.errors.hasSuffix("see 'screenlab animate --help'\n"))
  }

  @Test(arguments: [
    (["--from", "0", "animate"], "unknown option '--from'; valid options: --lang, --help, -h"),
    (
      ["lesson", "all", "--from", "0"],
      "unknown option '--from'; valid options: --live, --report, --trace, --lang, --help"
    ),
  ])
  func animateOptionsBelongToAnimateOnly(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix("error: " + message), "\(result.errors)")
  }

  @Test func parserKeepsCommandOptionsInOrderWithTheirValues() throws {
    let parsed = try ParsedArguments(
      ["animate", "--from", "-1", "--keep", "--lang", "en", "--to=2"],
      declarations: { _ in [.value("--from"), .value("--to"), .flag("--keep")] })
    #expect(parsed.words == ["animate"])
    #expect(parsed.options.language == .en)
    #expect(
      parsed.commandOptions == [
        ParsedOption(name: "--from", value: "-1"), ParsedOption(name: "--keep", value: nil),
        ParsedOption(name: "--to", value: "2"),
      ])
  }

  @Test func anOptionGivenTwiceIsAUsageErrorNamingIt() {
    let result = runCLI(["animate", "--to", "0", "--to", "1", "--from", "0", "--at", "0.125"])
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "error: option '--to' given more than once; give it once; see 'screenlab animate "
        + "--help'\n")
  }
}
