import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct MediaTimeTests {
  @Test func mediaTimeIsTheRuntimeClock() {
    Runtime.withNew { runtime in
      #expect(CACurrentMediaTime() == 0)
      runtime.advance(frames: 30)
      #expect(CACurrentMediaTime() == 0.5)
    }
  }
}
