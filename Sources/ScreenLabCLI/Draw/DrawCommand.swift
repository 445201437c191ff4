import Foundation
import ScreenLab

/// `screenlab draw <demo>`: one of the seeds' hand-drawn views rendered to SVG at a virtual
/// time, through the headless UIKit display cycle and Core Animation, or one of the seeds'
/// SwiftUI screens painted from the layout pass (``DrawScreen``).
struct DrawCommand: Hashable {
  let demo: String
  let progress: Double
  /// The virtual time to draw; nil for the end of the demo's animations.
  let time: Double?
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
    time = try reader.number("--at", atLeast: 0)
    if let time, time > 3600 { throw reader.invalid("--at", "must be at most 3600 seconds") }
    if let path = reader.value("--out"), path.isEmpty {
      throw reader.invalid("--out", "empty file name")
    }
    output = reader.value("--out")
  }

  /// Renders the demo, captioned (``DrawCaption``); writes the SVG to `--out` (through
  /// ``OutputFile``) or to standard output.
  @MainActor
  func run(
    language: Language, output stream: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    let svg: String
    do {
      svg = try render(language: language)
    } catch {
      errors.write("error: \(error)\n")
      return .failure
    }
    guard let output else {
      stream.write(svg)
      return .success
    }
    do {
      try OutputFile.write(svg, to: output)
    } catch {
      errors.write("error: \(error)\n")
      return .failure
    }
    return .success
  }

  /// The captioned SVG.
  @MainActor
  func render(language: Language) throws(DrawDemoError) -> String {
    if let screen = DrawScreen.render(name: demo) {
      return DrawCaption.screen(demo, language: language).apply(to: screen)
    }
    let picture = try DrawDemo.picture(name: demo, progress: progress, at: time)
    return DrawCaption.demo(
      demo, progress: progress, picture: picture, chosenTime: time != nil, language: language
    ).apply(to: picture.svg)
  }
}
