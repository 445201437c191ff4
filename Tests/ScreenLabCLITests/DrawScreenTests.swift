import Foundation
import Testing

@testable import ScreenLabCLI

/// `screenlab draw <screen>`: the seeds' SwiftUI screens painted from the layout pass.
@MainActor @Suite struct DrawScreenTests {
  @Test(arguments: ["panel", "board", "card-row"])
  func everyScreenRendersDeterministicSVGOfTheWindow(screen: String) {
    let first = runCLI(["draw", screen])
    #expect(first.code == .success)
    #expect(first.errors.isEmpty)
    // The window's 390 x 844, with the caption's strip below it.
    #expect(
      first.output.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"862\" "
          + "viewBox=\"0 0 390 862\">\n  <title>"))
    #expect(first.output.contains("\n  <rect width=\"390\" height=\"844\" fill=\"#ffffff\"/>"))
    #expect(first.output.hasSuffix("</svg>\n"))
    #expect(first.output == runCLI(["draw", screen]).output)
  }

  @Test func boardDrawsTheCardAndItsTwoLabels() {
    let svg = runCLI(["draw", "board"]).output
    // The card fills what the labels leave (LayoutTests: 390 × 794 at the origin).
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"390\" height=\"794\" rx=\"12\""))
    #expect(svg.contains("<text x=\"179\" y=\"814.75\" textLength=\"32\""))
    #expect(svg.contains(">0, 0</text>"))
    #expect(svg.contains("<text x=\"131\" y=\"839.75\" textLength=\"128\""))
    #expect(svg.contains(">Kartı sürükleyin</text>"))
  }

  @Test func panelDrawsTheToggleTheDimmedPanelAndTheStatus() throws {
    let svg = runCLI(["draw", "panel"]).output
    let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let toggle = try #require(lines.firstIndex { $0.hasSuffix(">Etkin</text>") })
    let dimmed = try #require(lines.firstIndex(of: "<g opacity=\"0.4\">"))
    let button = try #require(lines.firstIndex { $0.hasSuffix(">Ayrıntı</text>") })
    let status = try #require(lines.firstIndex { $0.hasSuffix(">Hazır</text>") })
    #expect(toggle < dimmed && dimmed + 1 == button && button < status)
    #expect(svg.contains("rx=\"15.5\" fill=\"#e9e9eb\"/>"))
  }

  @Test func cardRowDrawsItsText() {
    #expect(runCLI(["draw", "card-row"]).output.contains(">Kart</text>"))
  }

  @Test func outWritesTheScreensFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-draw-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = runCLI(["draw", "board", "--out", path])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == runCLI(["draw", "board"]).output)
  }

  @Test(arguments: [
    (
      ["draw", "bord"],
      "error: unknown demo 'bord'; valid demos: ring, triangle, star, circular-progress, "
        + "panel, board, card-row (did you mean 'board'?); see 'screenlab draw --help'\n"
    ),
    (
      ["draw"],
      "error: missing demo; valid demos: ring, triangle, star, circular-progress, panel, "
        + "board, card-row; see 'screenlab draw --help'\n"
    ),
    (
      ["draw", "board", "--progress", "40"],
      "error: option '--progress' does not apply to the SwiftUI screen 'board'; it applies to "
        + "the UIKit demos (ring, triangle, star, circular-progress); see 'screenlab draw "
        + "--help'\n"
    ),
    (
      ["draw", "panel", "--at", "1"],
      "error: option '--at' does not apply to the SwiftUI screen 'panel'"
    ),
  ])
  func badScreenLinesAreUsageErrorsNamingTheInput(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
  }

  @Test func helpListsEveryScreen() {
    let help = runCLI(["draw", "--help"]).output
    for (name, view) in DrawScreen.catalog {
      #expect(help.contains("\(name) (\(view))"))
    }
    #expect(DrawScreen.names.allSatisfy { DrawCommand.names.contains($0) })
  }
}
