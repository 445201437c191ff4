import Foundation
import Testing

@testable import ScreenLabCLI

@MainActor @Suite struct DrawDemoTests {
  @Test(arguments: DrawDemo.names)
  func everyDemoRendersDeterministically(_ name: String) throws {
    let first = try DrawDemo.render(name: name, progress: 70, at: 0.3)
    let second = try DrawDemo.render(name: name, progress: 70, at: 0.3)
    #expect(first == second)
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\""))
    #expect(first.contains("<path"))
    if let directory = ProcessInfo.processInfo.environment["SCREENLAB_DEMO_DIR"] {
      try first.write(toFile: "\(directory)/\(name).svg", atomically: true, encoding: .utf8)
    }
  }

  @Test func ringFadesInOverTime() throws {
    let early = try DrawDemo.render(name: "ring", progress: 70, at: 0.1)
    let late = try DrawDemo.render(name: "ring", progress: 70, at: 1)
    #expect(early.contains("opacity=\"0.25\""))
    #expect(!late.contains("opacity="))
  }

  @Test func circularProgressStrokeGrowsWithTime() throws {
    func strokeLength(_ time: Double) throws -> Int {
      let svg = try DrawDemo.render(name: "circular-progress", progress: 100, at: time)
      return svg.split(separator: "\n").first { $0.contains("stroke=\"#007aff\"") }?.count ?? 0
    }
    #expect(try strokeLength(0) == 0)
    #expect(try strokeLength(0.3) > 0)
    #expect(try strokeLength(0.3) < strokeLength(1))
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let progress: Double
    let time: Double
    let message: String
    var testDescription: String { message }
  }

  nonisolated static let badInputs = [
    BadInput(
      name: "moon", progress: 10, time: 0,
      message: "unknown demo 'moon' (ring, triangle, star, circular-progress)"),
    BadInput(
      name: "ring", progress: 150, time: 0, message: "progress '150' must be between 0 and 100"),
    BadInput(
      name: "ring", progress: 10, time: -1, message: "time '-1' must be finite and not negative"),
  ]

  @Test(arguments: badInputs)
  func badInputIsRejectedWithAMessageQuotingIt(_ c: BadInput) {
    #expect {
      try DrawDemo.render(name: c.name, progress: c.progress, at: c.time)
    } throws: { error in
      (error as? DrawDemoError)?.description == c.message
    }
  }
}
