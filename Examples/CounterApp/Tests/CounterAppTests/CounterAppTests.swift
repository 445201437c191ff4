import CounterApp
import ScreenLabTesting
import SwiftUI
import Testing

// Each test below passes on the app as written and fails, with the message in its comment,
// when the bug named there is planted (`COUNTERAPP_BUGS=... swift test`, see Package.swift).

@MainActor @Suite struct CounterScreenTests {
  @Test func incrementRecomputesTheScreenAndTheLabelOnly() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      // unpublished: "expectRecomputes: the views that re-ran differ from the expected ones"
      expectRecomputes(
        host, during: { _ = host.tap("Increment") },
        exactly: ["CounterScreen": .observed, "CountLabel": .parent])
      expectSkipped(host, ["Footer"], during: { _ = host.tap("Increment") })
    }
  }

  @Test func incrementStaysWithinItsUpdateBudget() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      expectBodyRuns(host, atMost: 2, during: { _ = host.tap("Increment") })
      expectBodyRuns(host, atMost: 0, of: "Footer", during: { _ = host.tap("Increment") })
    }
  }

  @Test func theLabelShowsTheModel() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      _ = host.tap("Increment")
      // unpublished: "senkron | CounterScreen.count: model=Count: 1 ekran=Count: 0 -> bayat"
      expectSync(
        model: ["count": "Count: \(model.count)"],
        screen: .text(of: host, ["count": "CountLabel"]))
    }
  }

  @Test func resetAnimatesWithoutRunningBodiesPerFrame() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      _ = host.tap("Increment")
      let measurement = expectAnimated(host, during: { _ = host.tap("Reset") })
      #expect(measurement.extraEvaluations == 0)
    }
  }

  @Test func theScreenAfterOneIncrement() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      _ = host.tap("Increment")
      assertSnapshot(of: host)
    }
  }

  @Test func theObservableStoreVariantMeasuresTheSame() {
    Runtime.withNew { runtime in
      let store = CounterStore()
      let host = ViewHost(rootView: StoreCounterScreen(store: store), runtime: runtime)
      expectRecomputes(
        host, key: "count", during: { _ = host.tap("Increment") },
        exactly: ["StoreCounterScreen": .observed, "CountLabel": .parent])
      expectSync(
        model: ["count": "Count: \(store.count)"],
        screen: .text(of: host, ["count": "CountLabel"]))
    }
  }
}

@MainActor @Suite struct BadgeViewTests {
  @Test func theBadgeRedrawsWhenTheCountChanges() {
    Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
      window.addSubview(badge)
      runtime.runTurn()
      badge.count = 3
      runtime.runTurn()
      // no-redraw: "senkron | BadgeView.count: model=3 ekran=0 -> bayat"
      expectSync(drawnBy: badge, keys: ["count"])
      assertSnapshot(of: badge)
    }
  }
}

@MainActor @Suite struct CounterCardTests {
  @Test func theCardsLabelAndBadgeShowTheCount() {
    Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      let card = CounterCardView(frame: CGRect(x: 0, y: 0, width: 176, height: 60))
      window.addSubview(card)
      runtime.runTurn()
      card.count = 2
      runtime.runTurn()
      // The label is fine with every bug planted; the badge is not (no-redraw).
      expectNoStaleFields(
        model: ["count": "Count: 2", "badge": "2"],
        screen: .label(card.label, as: "count"))
      expectSync(model: ["count": "2"], screen: .drawn(by: card.badge, keys: ["count"]))
      assertSnapshot(of: card)
    }
  }
}

@MainActor @Suite struct ProgressRingTests {
  @Test func theRingAnimatesAndKeepsItsValue() {
    Runtime.withNew { runtime in
      let ring = ProgressRing()
      let done = CompletionProbe(runtime: runtime)
      ring.setProgress(0.8, completion: done.callback)
      expectAnimated(ring.layer, key: "strokeEnd")
      // no-model-write: "expectNoSnapBack: strokeEnd of ProgressRing jumps when its animation ends"
      expectNoSnapBack(layer: ring.layer, key: "progress")
      expectCompletedOnce(done)
      expectSync(
        model: ["progress": "0.8"], screen: .presentation(of: ring.layer, ["progress": "strokeEnd"])
      )
    }
  }

  @Test func theRingFilmstrip() {
    Runtime.withNew { _ in
      let ring = ProgressRing()
      ring.setProgress(0.8)
      assertSnapshot(of: ring.layer, at: [0, 0.1, 0.25, 1.0])
    }
  }
}
