import HeadlessSwiftUI
import HeadlessUIKit
import Runtime
import ScreenLabTesting
import XCTest

/// The same assertions under XCTest: the running framework is XCTest there, so a failure
/// would go to `XCTFail`; these tests collect them instead to check the messages.
final class XCTestPathTests: XCTestCase {
  @MainActor func testTheRunningFrameworkIsXCTest() async {
    XCTAssertEqual(TestFramework.running, .xcTest)
  }

  @MainActor func testAPassingAssertionRecordsNothing() async {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      // Recorded with XCTFail if it failed: this test would fail.
      expectRecomputes(
        host, during: { model.increment() },
        exactly: ["CounterScreen": .observed, "CountLabel": .parent])
      expectBodyRuns(host, atMost: 2, during: { model.increment() })
    }
  }

  @MainActor func testAMissingSetNeedsDisplayIsReportedWithTheCallSite() async {
    Runtime.withNew { runtime in
      let badge = StaleBadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
      let window = show(badge, runtime)
      badge.count = 2
      let line = UInt(#line + 1)
      let failures = collectFailures { expectSync(drawnBy: badge, keys: ["count"]) }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.callSite.line, line)
      XCTAssertEqual(failures.first?.callSite.fileID, "ScreenLabTestingTests/XCTestPathTests.swift")
      XCTAssertEqual(
        failures.first?.message.split(separator: "\n").last.map(String.init),
        "  senkron | StaleBadgeView.count: model=2 ekran=0 -> bayat")
      _ = window
    }
  }
}
