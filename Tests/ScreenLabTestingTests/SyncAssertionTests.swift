import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Measure
import Runtime
import ScreenLabTesting
import Testing

/// A visible window holding `view`, after one turn (first layout and display).
@discardableResult
@MainActor
func show(_ view: UIView, _ runtime: Runtime) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.makeKeyAndVisible()
  window.addSubview(view)
  runtime.runTurn()
  return window
}

@MainActor @Suite struct SyncAssertionTests {
  @Test func aRedrawnViewIsInSyncAfterTheTurn() {
    Runtime.withNew { runtime in
      let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
      let window = show(badge, runtime)
      badge.count = 3
      runtime.runTurn()
      let failures = collectFailures {
        let checks = expectSync(drawnBy: badge, keys: ["count"])
        #expect(checks.map(\.verdict) == [.matches])
      }
      #expect(failures.isEmpty)
      _ = window
    }
  }

  @Test func aMissingSetNeedsDisplayFailsAsStaleWithTheKernelLine() {
    Runtime.withNew { runtime in
      let badge = StaleBadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
      let window = show(badge, runtime)
      badge.count = 3
      runtime.runTurn()
      let failures = collectFailures { expectSync(drawnBy: badge, keys: ["count"]) }
      // The first draw read 0; the property is 3 now and nothing asked for a redraw.
      #expect(
        failures.map(\.message) == [
          """
          expectSync: 1 of 1 fields do not match (the last draw(_:) of StaleBadgeView (draw 1, turn 1))
            senkron | StaleBadgeView.count: model=3 ekran=0 -> bayat
          """
        ])
      _ = window
    }
  }

  @Test func aLabelShowsItsTextOnlyAfterTheDisplayPass() {
    Runtime.withNew { runtime in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      label.text = "Count: 0"
      let window = show(label, runtime)
      label.text = "Count: 1"
      let before = collectFailures {
        expectSync(model: ["count": "Count: 1"], screen: .label(label, as: "count"))
      }
      #expect(
        before.map(\.message) == [
          """
          expectSync: 1 of 1 fields do not match (the labels' last draws)
            senkron | UILabel.count: model=Count: 1 ekran=Count: 0 -> bayat
          """
        ])
      runtime.runTurn()
      let after = collectFailures {
        expectSync(model: ["count": "Count: 1"], screen: .label(label, as: "count"))
      }
      #expect(after.isEmpty)
      _ = window
    }
  }

  @Test func aLayerIsReadAtAVirtualTime() {
    Runtime.withNew { runtime in
      let ring = ProgressRing()
      ring.setProgress(1)
      runtime.runTurn()
      // Linear strokeEnd from 0 to 1 over 0.25 s is not the default timing (ease-in-out is
      // not used by CABasicAnimation, which defaults to linear): halfway at 0.125 s.
      let start = runtime.now
      let failures = collectFailures {
        expectSync(
          model: ["progress": "0.5"],
          screen: .presentation(of: ring.layer, ["progress": "strokeEnd"], at: start + 0.125))
        expectSync(
          model: ["progress": "1"],
          screen: .presentation(of: ring.layer, ["progress": "strokeEnd"], at: start + 0.3))
      }
      #expect(failures.isEmpty)
      let past = collectFailures {
        expectSync(
          model: ["progress": "1"],
          screen: .presentation(of: ring.layer, ["progress": "strokeEnd"], at: start))
      }
      #expect(
        past.first?.message.hasPrefix(
          "expectSync: 1 of 1 fields do not match (nothing: time \(ScreenValue.number(start)) "
            + "is before now") == true)
    }
  }

  @Test func aSwiftUITextIsReadFromTheSettledGraph() {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      model.increment()
      let failures = collectFailures {
        expectSync(
          model: ["count": "Count: \(model.count)", "footer": "Tap to count"],
          screen: .text(of: host, ["count": "CountLabel", "footer": "Footer"]))
      }
      #expect(
        failures.map(\.message).first?.split(separator: "\n").map(String.init).last
          == "  senkron | UnpublishedCounterScreen.count: model=Count: 1 ekran=Count: 0 -> bayat")
      #expect(failures.first?.message.hasPrefix("expectSync: 1 of 2 fields do not match") == true)
    }
  }

  @Test func noStaleFieldsToleratesMissingAndLeftoverFieldsButNotStaleOnes() {
    let screen = ShownScreen(
      name: "Card", fields: [("title", "Old"), ("badge", "3")], source: "a hand-made reading")
    let failures = collectFailures {
      expectNoStaleFields(model: ["title": "Old", "subtitle": "New"], screen: screen)
      expectNoStaleFields(model: ["title": "New"], screen: screen)
      expectSync(model: ["title": "Old", "subtitle": "New"], screen: screen)
    }
    #expect(
      failures.map(\.message) == [
        """
        expectNoStaleFields: 1 of 2 fields are stale (a hand-made reading)
          senkron | Card.title: model=New ekran=Old -> bayat
        """,
        """
        expectSync: 2 of 3 fields do not match (a hand-made reading)
          senkron | Card.badge: model=- ekran=3 -> artik
          senkron | Card.subtitle: model=New ekran=- -> eksik
        """,
      ])
  }

  @Test func aSwiftUITextShowsWhatFitsItsFrame() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NarrowTitle(title: "Count: 1234567"), runtime: runtime)
      // 14 characters in 10 character widths: 9 kept, then the ellipsis (tail truncation).
      let failures = collectFailures {
        expectSync(
          model: ["title": "Count: 1234567"], screen: .text(of: host, ["title": "NarrowTitle"]))
      }
      #expect(
        failures.map(\.message).first?.split(separator: "\n").last
          == "  senkron | NarrowTitle.title: model=Count: 1234567 ekran=Count: 12… -> bayat")
    }
  }
}
