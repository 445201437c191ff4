import Testing

@testable import ScreenLabCLI

/// `screenlab touch`: EK2 and EK4 measured from a drag of seed 004's card.
@MainActor
struct TouchCommandTests {
  private func value(_ line: String, in output: String) -> Int? {
    output.split(separator: "\n").first { $0.hasPrefix(line) }
      .flatMap { Int($0.dropFirst(line.count)) }
  }

  @Test func aFingerFasterThanTheDisplayCoalescesIntoOneUpdatePerFrame() throws {
    let result = runCLI(["touch"])
    #expect(result.code == .success)
    // 0.5 s at 240 Hz: a touch-down, 120 moves and a lift.
    #expect(value("ornek: ", in: result.output) == 122)
    let updates = try #require(value("guncelleme: ", in: result.output))
    let card = try #require(value("govde DragCard: ", in: result.output))
    let frames = try #require(value("kare: ", in: result.output))
    #expect(updates <= frames && updates < 122 / 2 + 2)
    #expect(card == updates, "one card body per update")
    #expect(value("govde HintText: ", in: result.output) == 0)
    #expect(value("govde PositionLabel: ", in: result.output) == 1)
    #expect(result.output.contains("bitis: dragOffset,position 1 guncellemede\n"))
    #expect(result.output.hasSuffix("konum: 60, 30\n"))
  }

  @Test func aSlowerFingerGivesOneUpdatePerSample() throws {
    let result = runCLI(["touch", "--finger-hz", "60", "--display-hz", "120", "--lang", "en"])
    let samples = try #require(value("samples: ", in: result.output))
    let updates = try #require(value("updates: ", in: result.output))
    #expect(samples == 32)
    // Every move past the minimum distance (10 of the 67 points) is its own update.
    #expect(updates >= 24 && updates <= samples - 2, "\(updates)")
    #expect(result.output.contains("lift: dragOffset,position in 1 update\n"))
  }

  @Test(arguments: [
    (["--duration", "-1"], "invalid value '-1' for '--duration': must be positive"),
    (["--finger-hz", "abc"], "invalid value 'abc' for '--finger-hz': not a number"),
    (["--display-hz", "0"], "invalid value '0' for '--display-hz': must be positive"),
    (["--dx", "nan"], "invalid value 'nan' for '--dx'"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) {
    let result = runCLI(["touch"] + arguments)
    #expect(result.code == .usage)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}
