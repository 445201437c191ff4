import Foundation
import Testing

@testable import ScreenLabCLI

/// `draw`'s first picture shows the demo, and every picture says what it shows
/// (Docs/CLI.md §7).
@MainActor @Suite struct DrawCaptionTests {
  @Test func theRingIsDrawnFadedInByDefault() throws {
    let svg = runCLI(["draw", "ring"]).output
    // Faded in: no group left at opacity 0 (at --at 0 the whole ring is invisible).
    #expect(!svg.contains("opacity=\"0\""))
    #expect(runCLI(["draw", "ring", "--at", "0"]).output.contains("opacity=\"0\""))
    // The default is the end of the seed's 0.4 s fade-in.
    #expect(svg.contains("t=0.4 s"))
    #expect(drawing(svg) == drawing(runCLI(["draw", "ring", "--at", "0.4"]).output))
    #expect(drawing(svg) != drawing(runCLI(["draw", "ring", "--at", "0.2"]).output))
  }

  /// The picture without its caption: between the description and the caption's strip.
  func drawing(_ svg: String) -> Substring {
    guard let start = svg.range(of: "</desc>"), let end = svg.range(of: "<g class=\"caption\"")
    else { return "" }
    return svg[start.upperBound..<end.lowerBound]
  }

  @Test func theCircularProgressIsDrawnToItsProgressByDefault() throws {
    func stroke(_ arguments: [String]) -> Substring? {
      runCLI(["draw", "circular-progress"] + arguments).output.split(separator: "\n")
        .first { $0.contains("stroke=\"#007aff\"") }
    }
    // At 0 the stroke has no length; by default it reaches the progress, as at a late time.
    #expect(stroke(["--at", "0"]) == nil)
    let drawn = try #require(stroke([]))
    #expect(drawn.contains("<path d=\"M"))
    #expect(drawn == stroke(["--at", "5"]))
  }

  @Test(arguments: DrawCommand.names)
  func everyPictureHasATitleADescriptionAndAVisibleCaption(name: String) throws {
    let svg = runCLI(["draw", name, "--lang", "en"]).output
    let view = DrawDemo.views[name] ?? DrawScreen.catalog.first { $0.name == name }?.view
    let title = "\(name) (\(try #require(view)))"
    #expect(svg.contains("<title>\(title)</title>"))
    #expect(svg.contains("<desc>\(title): "))
    #expect(svg.contains("<g class=\"caption\""))
    #expect(svg.contains("<text x=\"4\" y=\""))
    #expect(svg.hasSuffix("</g>\n</svg>\n"))
    // The strip is below the drawing: the canvas grew, the drawing's own size did not.
    let height = try #require(
      svg.split(separator: "\"").dropFirst(5).first.flatMap { Double($0) })
    let drawing = DrawScreen.names.contains(name) ? 844.0 : 240.0
    #expect(height > drawing)
  }

  @Test func aUIKitCaptionNamesProgressAndTime() {
    let svg = runCLI([
      "draw", "circular-progress", "--progress", "40", "--at", "0.2", "--lang", "en",
    ])
    .output
    #expect(svg.contains("progress 40; t=0.2 s (animating, ends at 0.6 s)"))
    let turkish = runCLI(["draw", "ring", "--progress", "30"]).output
    #expect(turkish.contains("ilerleme 30; t=0.4 s (varsayilan: animasyonun sonu)"))
  }

  @Test func theStarSaysItsPathIsTheSeedsAsWritten() {
    let svg = runCLI(["draw", "star", "--lang", "en"]).output
    #expect(svg.contains("the seed's path, drawn as the seed wrote it"))
  }

  @Test func captionTextIsEscaped() {
    let caption = DrawCaption(title: "a<b", details: ["c&d"])
    let svg = caption.apply(to: "<svg width=\"10\" height=\"10\" viewBox=\"0 0 10 10\">\n</svg>\n")
    #expect(svg.contains("<title>a&lt;b</title>"))
    #expect(svg.contains("<desc>a&lt;b: c&amp;d</desc>"))
    #expect(!svg.contains("a<b"))
  }
}
