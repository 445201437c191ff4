import Foundation
import Testing

@testable import Runtime
@testable import TouchInput

@MainActor @Suite struct TouchScriptTests {
  @Test func dragSamplesEvenlyAndEndsAtTheTarget() throws {
    let drag = try TouchScript.drag(
      from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), duration: 0.5, samplesPerSecond: 240)
    #expect(drag.samples.count == 1 + 120 + 1)
    #expect(drag.samples.first?.phase == .began)
    #expect(drag.samples.last?.phase == .ended)
    #expect(drag.samples[60].location.x == 50)
    #expect(drag.duration == 0.5)
  }

  @Test func mergedScriptsInterleaveByTime() throws {
    let a = try TouchScript.tap(at: .zero, time: 0, hold: 0.2, touch: 1)
    let b = try TouchScript.tap(at: CGPoint(x: 5, y: 5), time: 0.1, hold: 0.2, touch: 2)
    let merged = try a.merged(with: b)
    #expect(merged.samples.map(\.touch) == [1, 2, 1, 2])
    #expect(merged.samples.map(\.time) == [0, 0.1, 0.2, 0.30000000000000004])
  }

  struct BadScript: CustomTestStringConvertible, Sendable {
    let samples: [TouchSample]
    let error: TouchScriptError
    let testDescription: String
  }

  nonisolated static let badScripts: [BadScript] = [
    BadScript(
      samples: [
        TouchSample(phase: .began, location: .zero, time: 0.2),
        TouchSample(phase: .ended, location: .zero, time: 0.1),
      ],
      error: .outOfOrder(index: 1, time: 0.1, previous: 0.2),
      testDescription: "out-of-order timestamps"),
    BadScript(
      samples: [TouchSample(phase: .moved, location: .zero, time: 0)],
      error: .notDown(touch: 0, index: 0, phase: .moved), testDescription: "a move without a began"),
    BadScript(
      samples: [
        TouchSample(phase: .began, location: .zero, time: 0),
        TouchSample(phase: .began, location: .zero, time: 0.1),
      ],
      error: .alreadyDown(touch: 0, index: 1), testDescription: "a touch beginning twice"),
    BadScript(
      samples: [TouchSample(phase: .began, location: .zero, time: .nan)],
      error: .invalidNumber(name: "time of touch sample 0", value: .nan),
      testDescription: "a NaN time"),
  ]

  @Test(arguments: badScripts)
  func badScriptsAreRejectedWithTheIndex(_ bad: BadScript) {
    #expect {
      try TouchScript(bad.samples)
    } throws: { error in
      guard let error = error as? TouchScriptError else { return false }
      return error.description == bad.error.description
    }
  }

  @Test func badHelperArgumentsAreRejected() {
    #expect(throws: TouchScriptError.self) {
      try TouchScript.drag(from: .zero, to: .zero, duration: -1)
    }
    #expect(throws: TouchScriptError.self) {
      try TouchScript.drag(from: .zero, to: .zero, duration: 1, samplesPerSecond: 0)
    }
    #expect(
      TouchScriptError.outOfOrder(index: 3, time: 0.1, previous: 0.2).description
        == "touch sample 3 at t=0.1 comes before the previous one at t=0.2; samples must be in time order"
    )
  }

  final class Recorder: TouchInputReceiver {
    var batches: [[TouchSample]] = []
    var ticks = 0
    func receiveTouches(_ samples: [TouchSample], at time: Double) { batches.append(samples) }
    func advanceTouchTime(to time: Double) { ticks += 1 }
  }

  @Test func samplesFasterThanTheFrameRateArriveTogether() throws {
    let runtime = Runtime(frameRate: .hz120)
    let recorder = Recorder()
    let drag = try TouchScript.drag(
      from: .zero, to: CGPoint(x: 120, y: 0), duration: 0.5, samplesPerSecond: 240)
    runtime.perform(drag, on: recorder)
    // 122 samples over 0.5 s at 120 Hz: the began alone at t = 0, then two per frame.
    #expect(recorder.batches.reduce(0) { $0 + $1.count } == 122)
    #expect(recorder.batches.first?.count == 1)
    #expect(recorder.batches.dropFirst().allSatisfy { $0.count == 2 || $0.count == 3 })
    #expect(recorder.batches.count == 61)
  }
}
