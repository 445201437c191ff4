import Foundation
import ScreenLab

/// `screenlab draw <demo>`: one of the seeds' hand-drawn views rendered to SVG at a virtual
/// time, through the headless UIKit display cycle and Core Animation, or one of the seeds'
/// SwiftUI screens painted from the layout pass (``DrawScreen``).
struct DrawCommand: Hashable {
  let demo: String
  let progress: Double
  let time: Double
  let output: String?

  /// Every name `draw` accepts: the UIKit demos, then the SwiftUI screens.
  static let names = DrawDemo.names + DrawScreen.names

  static let declarations: [OptionDeclaration] = [
    .value("--progress"), .value("--at"), .value("--out"),
  ]

  /// Validates the demo name and the options.
  init(_ words: inout ArraySlice<String>, options: [ParsedOption]) throws(UsageError) {
    let reader = OptionReader(options: options, command: ["draw"])
    guard let name = words.popFirst() else {
      throw UsageError(
        message: "missing demo; valid demos: " + Self.names.joined(separator: ", "),
        command: ["draw"])
    }
    guard Self.names.contains(name) else {
      throw .unknown("demo", name, choices: Self.names, in: ["draw"])
    }
    if DrawScreen.names.contains(name) {
      for option in ["--progress", "--at"] where reader.flag(option) {
        throw UsageError(
          message: "option '\(option)' does not apply to the SwiftUI screen '\(name)'; "
            + "it applies to the UIKit demos (\(DrawDemo.names.joined(separator: ", ")))",
          command: ["draw"])
      }
    }
    demo = name
    progress = try reader.number("--progress", atLeast: 0) ?? 70
    guard progress <= 100 else { throw reader.invalid("--progress", "must be at most 100") }
    time = try reader.number("--at", atLeast: 0) ?? 0
    guard time <= 3600 else { throw reader.invalid("--at", "must be at most 3600 seconds") }
    if let path = reader.value("--out"), path.isEmpty {
      throw reader.invalid("--out", "empty file name")
    }
    output = reader.value("--out")
  }

  /// Renders the demo; writes the SVG to `--out` or to standard output.
  func run(output stream: inout some TextOutputStream, errors: inout some TextOutputStream)
    -> ExitCode
  {
    let svg: String
    do {
      svg =
        try DrawScreen.render(name: demo)
        ?? DrawDemo.render(name: demo, progress: progress, at: time)
    } catch {
      errors.write("error: \(error)\n")
      return .failure
    }
    guard let output else {
      stream.write(svg)
      return .success
    }
    do {
      try svg.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      errors.write("error: cannot write '\(output)': \(error.localizedDescription)\n")
      return .failure
    }
    return .success
  }
}
