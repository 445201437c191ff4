import Measure
import Testing

@testable import HeadlessQuartzCore

/// Lesson 000 ("Çizim ve Katman Animasyonu"), measured from execution instead of typed in:
/// the screen is the layer's presentation value after the animation.
@MainActor @Suite struct LessonReplayTests {
  // The seed's own functions, on the ring's layer.
  func fadeIn(_ ring: CALayer, duration: Double = 0.4) {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = duration
    ring.add(animation, forKey: "fade")
  }

  func fadeInAndCommit(_ ring: CALayer, duration: Double = 0.4) {
    ring.opacity = 1
    fadeIn(ring, duration: duration)
  }

  /// A ring that starts invisible, as in the lesson, with actions off (a view's layer).
  func hiddenRing(_ runtime: Runtime) -> CALayer {
    let ring: CALayer = committedLayer(in: runtime)
    ring.actions = ["opacity": NSNull()]
    ring.opacity = 0
    runtime.runTurn()
    return ring
  }

  @Test func fadeInAloneLeavesTheScreenStale() {
    Runtime.withNew { runtime in
      let ring = hiddenRing(runtime)
      let model = ["ringOpacity": "1"]
      let screen = Screen("RingLayer")

      fadeIn(ring)
      runtime.advance(by: 0.5)
      screen.set("ringOpacity", presentationOf: ring, keyPath: "opacity")
      let added = checkFields(
        "animasyon-eklendi", model: model, screen: screen, keys: ["ringOpacity"])

      fadeInAndCommit(ring)
      runtime.advance(by: 0.5)
      screen.set("ringOpacity", presentationOf: ring, keyPath: "opacity")
      let committed = checkFields(
        "model-katmani-yazildi", model: model, screen: screen, keys: ["ringOpacity"])

      #expect(
        (added + committed).map { $0.line() } == [
          "animasyon-eklendi | RingLayer.ringOpacity: model=1 ekran=0 -> bayat",
          "model-katmani-yazildi | RingLayer.ringOpacity: model=1 ekran=1 -> uyumlu",
        ])
      #expect(
        VerdictTally((added + committed).map(\.verdict)).lines() == [
          "uyumlu: 1", "bayat: 1", "eksik: 0", "artik: 0",
        ])
    }
  }

  @Test func fastAndSlowDurationsBothEndInSync() {
    Runtime.withNew { runtime in
      let fast = hiddenRing(runtime)
      let slow = hiddenRing(runtime)
      fadeInAndCommit(fast, duration: 0.2)
      fadeInAndCommit(slow, duration: 1.2)
      let fastScreen = Screen("FastRing")
      let slowScreen = Screen("SlowRing")
      // Mid-flight the two differ: the duration the lesson could not measure (DZ3).
      runtime.advance(to: 0.1)
      fastScreen.set("ringOpacity", presentationOf: fast, keyPath: "opacity")
      slowScreen.set("ringOpacity", presentationOf: slow, keyPath: "opacity")
      #expect(fastScreen.shown["ringOpacity"] == "0.5")
      #expect(slowScreen.shown["ringOpacity"] == "0.083333")
      runtime.advance(to: 1.5)
      fastScreen.set("ringOpacity", presentationOf: fast, keyPath: "opacity")
      slowScreen.set("ringOpacity", presentationOf: slow, keyPath: "opacity")
      let model = ["ringOpacity": "1"]
      let lines =
        checkFields("kisa-sure", model: model, screen: fastScreen, keys: ["ringOpacity"])
        + checkFields("uzun-sure", model: model, screen: slowScreen, keys: ["ringOpacity"])
      #expect(
        lines.map { $0.line() } == [
          "kisa-sure | FastRing.ringOpacity: model=1 ekran=1 -> uyumlu",
          "uzun-sure | SlowRing.ringOpacity: model=1 ekran=1 -> uyumlu",
        ])
    }
  }

  @Test func frameSeriesAndCompletionMomentAreMeasurable() {
    Runtime.withNew { runtime in
      let ring = hiddenRing(runtime)
      let log = DelegateLog(runtime)
      ring.opacity = 1
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.fromValue = 0
      animation.toValue = 1
      animation.duration = 0.1
      animation.delegate = log
      ring.add(animation, forKey: "fade")
      var series: [String] = []
      for _ in 0..<8 {
        runtime.advance(frames: 1)
        let sample = ring.presentationSample(forKeyPath: "opacity")
        series.append("\(ScreenValue.number(sample.value ?? -1))\(sample.isAnimating ? "~" : "")")
      }
      // 60 Hz frames of a 0.1 s linear fade, then the model value.
      #expect(
        series == ["0.166667~", "0.333333~", "0.5~", "0.666667~", "0.833333~", "1", "1", "1"])
      #expect(log.events == ["start@0", "stop(true)@0.1"])
    }
  }

  @Test func keptAnimationLooksRightWhileTheModelIsStale() {
    Runtime.withNew { runtime in
      let ring = hiddenRing(runtime)
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.fromValue = 0
      animation.toValue = 1
      animation.duration = 0.4
      animation.isRemovedOnCompletion = false
      animation.fillMode = .forwards
      ring.add(animation, forKey: "fade")
      runtime.advance(by: 1)
      let screen = Screen("RingLayer")
      screen.set("ringOpacity", presentationOf: ring, keyPath: "opacity")
      screen.set("modelLayerOpacity", ScreenValue.text(ring.opacity))
      let lines = checkFields(
        "doldurma-ileri", model: ["ringOpacity": "1", "modelLayerOpacity": "1"], screen: screen,
        keys: ["ringOpacity", "modelLayerOpacity"])
      #expect(
        lines.map { $0.line() } == [
          "doldurma-ileri | RingLayer.ringOpacity: model=1 ekran=1 -> uyumlu",
          "doldurma-ileri | RingLayer.modelLayerOpacity: model=1 ekran=0 -> bayat",
        ])
    }
  }
}
