import Measure
import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

/// Lesson 000's first measurement ("Çizim Yeniden İstenmedikçe Eski Kalır"), replayed with the
/// seed's own `ProgressRingView` and `update(to:)`: the screen is what the last draw read, the
/// model what the view holds; nothing is typed by hand.
@MainActor @Suite struct LessonBridgeTests {
  @Test func staleRingIsMeasuredFromTheDrawSnapshot() {
    Runtime.withNew { runtime in
      let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      ring.progress = 40
      showInWindow(ring, runtime)
      let screen = Screen("ProgressRing")
      @MainActor
      func measure(_ label: String) -> [FieldCheck] {
        screen.set("progress", drawnBy: ring)
        return checkFields(
          label, model: ring.modelValues(["progress"]), screen: screen, keys: ["progress"])
      }

      let drawn = measure("ilk-cizim")
      ring.progress = 70
      runtime.advance(frames: 1)
      let stale = measure("model-degisti")
      ring.update(to: 70)
      runtime.advance(frames: 1)
      let redrawn = measure("yeniden-cizim-istendi")

      let checks = drawn + stale + redrawn
      #expect(
        checks.map { $0.line() } == [
          "ilk-cizim | ProgressRing.progress: model=40 ekran=40 -> uyumlu",
          "model-degisti | ProgressRing.progress: model=70 ekran=40 -> bayat",
          "yeniden-cizim-istendi | ProgressRing.progress: model=70 ekran=70 -> uyumlu",
        ])
      #expect(
        VerdictTally(checks.map(\.verdict)).lines() == [
          "uyumlu: 2", "bayat: 1", "eksik: 0", "artik: 0",
        ])
      #expect(ring.headless.drawCount == 2)
    }
  }

  @Test func aViewThatNeverDrewIsMissingFromTheScreen() {
    Runtime.withNew { _ in
      let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      ring.progress = 40
      let screen = Screen("ProgressRing")
      screen.set("progress", drawnBy: ring)
      let line = checkFields(
        "pencere-yok", model: ring.modelValues(["progress"]), screen: screen, keys: ["progress"]
      ).map { $0.line() }
      #expect(line == ["pencere-yok | ProgressRing.progress: model=40 ekran=- -> eksik"])
    }
  }

  @Test func ringContainerDidSetRequestKeepsTheScreenInSync() {
    Runtime.withNew { runtime in
      let container = RingContainer(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
      showInWindow(container, runtime)
      container.progress = 55
      runtime.advance(frames: 1)
      #expect(container.headless.lastDraw?.values["progress"] == "55")
    }
  }
}
