import CounterApp
import ScreenLabTesting
import SwiftUI
import XCTest

/// The same assertions from XCTest: failures are recorded with `XCTFail` at the caller's line.
/// The tests are main-actor methods (the views are main-actor, as in Apple's SDK).
final class CounterAppXCTests: XCTestCase {
  @MainActor func testIncrementUnderXCTest() async {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      expectRecomputes(
        host, during: { model.increment() },
        exactly: ["CounterScreen": .observed, "CountLabel": .parent])
      XCTAssertEqual(host.texts.first, "Count: 1")
    }
  }

  @MainActor func testRingFilmstripUnderXCTest() async {
    Runtime.withNew { _ in
      let ring = ProgressRing()
      ring.setProgress(0.5)
      assertSnapshot(of: ring.layer, at: [0, 0.125, 0.25])
    }
  }
}
