import Foundation
import ScreenLab
import ScreenLabReport

/// `screenlab draw <demo>`: one of the seeds' hand-drawn views rendered to SVG at a virtual
/// time, through the headless UIKit display cycle and Core Animation, or one of the seeds'
/// SwiftUI screens painted from the layout pass (``DrawScreen``).
struct DrawCommand: Hashable {
  let demo: String
  let progress: Double
  /// The virtual time to draw; nil for the end of the demo's animations.
  let time: Double?
  let output: String?
  /// `svg` (the captioned picture, the default) or `json` (each draw pass's profile and the
  /// layer tree's weight, Docs/CLI.md §7).
  let format: Format

  enum Format: String, CaseIterable { case svg, json }

  /// Every name `draw` accepts: the UIKit demos, then the SwiftUI screens.
  static let names = DrawDemo.names + DrawScreen.names

  static let declarations: [OptionDeclaration] = [
    .value("--progress"), .value("--at"), .value("--out"), .value("--format"),
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
    format = try reader.choice("--format", "format") ?? .svg
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
    return OutputFile.write(svg, to: output, language: language, errors: &errors)
      ? .success : .failure
  }

  /// The captioned SVG, or with `--format json` the draw profiles and the layer weight.
  @MainActor
  func render(language: Language) throws(DrawDemoError) -> String {
    if format == .json { return try json() }
    return try svg(language: language)
  }

  /// `{"demo": …, "subject": …, "time": …, "draws": [{view, turn, time, rect, superCalled,
  /// fills, …}], "layers": {layers, backedLayers, …, "warning": …}}`: one pass per draw the
  /// demo ran up to the time drawn; a SwiftUI screen has no draw passes and no layers (null).
  @MainActor
  func json() throws(DrawDemoError) -> String {
    func number(_ value: Double) -> String { NumberText.json(value) }
    func string(_ text: String) -> String { text.jsonQuoted() }
    var lines = ["{", "  \"demo\": \(string(demo)),"]
    guard DrawScreen.names.contains(demo) == false else {
      lines += [
        "  \"subject\": \(string(demo)),", "  \"draws\": [],", "  \"layers\": null", "}",
      ]
      return lines.joined(separator: "\n") + "\n"
    }
    let picture = try DrawDemo.picture(name: demo, progress: progress, at: time)
    lines.append("  \"subject\": \(string(DrawDemo.views[demo] ?? demo)),")
    lines.append("  \"time\": \(number(picture.time)),")
    lines.append("  \"draws\": [")
    for (index, entry) in picture.draws.enumerated() {
      let profile = entry.profile
      let rect = [profile.rect.minX, profile.rect.minY, profile.rect.width, profile.rect.height]
        .map { number(Double($0)) }.joined(separator: ", ")
      var fields = [
        "\"view\": \(string(entry.owner))", "\"turn\": \(entry.turn)",
        "\"time\": \(number(entry.time))", "\"rect\": [\(rect)]",
        "\"superCalled\": \(profile.superCalled)",
      ]
      fields += profile.fields.map { "\"\($0.name)\": \(number($0.value))" }
      lines.append(
        "    {" + fields.joined(separator: ", ") + "}"
          + (index + 1 < picture.draws.count ? "," : ""))
    }
    lines.append("  ],")
    let weight = picture.weight
    var fields = weight.fields.map { "\"\($0.name)\": \($0.value)" }
    fields.append("\"warning\": " + (weight.warning().map(string) ?? "null"))
    lines.append("  \"layers\": {" + fields.joined(separator: ", ") + "}")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The captioned SVG.
  @MainActor
  func svg(language: Language) throws(DrawDemoError) -> String {
    if let screen = DrawScreen.render(name: demo) {
      return DrawCaption.screen(demo, language: language).apply(to: screen)
    }
    let picture = try DrawDemo.picture(name: demo, progress: progress, at: time)
    return DrawCaption.demo(
      demo, progress: progress, picture: picture, chosenTime: time != nil, language: language
    ).apply(to: picture.svg)
  }
}
