import BenchmarkWorkloads
import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct DisplayCycleTests {
  @Test func hundredRequestsInOneTurnGiveOneDraw() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      showInWindow(view, runtime)
      for _ in 0..<100 { view.setNeedsDisplay() }
      runtime.advance(frames: 5)
      let cycle = DisplayCycle.of(runtime)
      #expect(view.log.rects.count == 2)  // first display + one coalesced redraw
      let turn = cycle.activeTurns.last
      #expect(turn?.turn == 2)
      #expect(turn?.displayRequests == 100)
      #expect(turn?.mergedRequests == 99)
      #expect(turn?.draws == 1)
      #expect(cycle.total.draws == 2)
    }
  }

  @Test func drawOnlyRunsInTheDisplayPass() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      showInWindow(view, runtime)
      view.setNeedsDisplay()
      #expect(view.log.rects.count == 1)
      runtime.runTurn()
      #expect(view.log.rects.count == 2)
      runtime.advance(frames: 3)
      #expect(view.log.rects.count == 2)
    }
  }

  struct RectCase: CustomTestStringConvertible, Sendable {
    let name: String
    let requests: [CGRect?]
    let expected: CGRect
    var testDescription: String { name }
  }

  nonisolated static let rectCases: [RectCase] = [
    RectCase(
      name: "one rect is drawn as requested", requests: [CGRect(x: 10, y: 10, width: 5, height: 5)],
      expected: CGRect(x: 10, y: 10, width: 5, height: 5)),
    RectCase(
      name: "two rects merge into their union",
      requests: [
        CGRect(x: 10, y: 10, width: 5, height: 5), CGRect(x: 30, y: 20, width: 10, height: 10),
      ],
      expected: CGRect(x: 10, y: 10, width: 30, height: 20)),
    RectCase(
      name: "a rect is clipped to the bounds",
      requests: [CGRect(x: 80, y: -10, width: 50, height: 30)],
      expected: CGRect(x: 80, y: 0, width: 20, height: 20)),
    RectCase(
      name: "setNeedsDisplay() covers the whole bounds",
      requests: [CGRect(x: 1, y: 1, width: 1, height: 1), nil],
      expected: CGRect(x: 0, y: 0, width: 100, height: 100)),
  ]

  @Test(arguments: rectCases)
  func drawReceivesTheUnionOfRequestedRectsClippedToBounds(_ c: RectCase) {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(view, runtime)
      for request in c.requests {
        if let request { view.setNeedsDisplay(request) } else { view.setNeedsDisplay() }
      }
      runtime.runTurn()
      #expect(view.log.rects.last == c.expected)
      #expect(view.log.rects.count == 2)
    }
  }

  @Test func aRectOutsideTheBoundsDrawsNothing() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(view, runtime)
      view.setNeedsDisplay(CGRect(x: 200, y: 200, width: 10, height: 10))
      runtime.runTurn()
      #expect(view.log.rects.count == 1)
    }
  }

  @Test func layoutRunsBeforeDisplayAndNeverRedraws() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(view, runtime)
      runtime.trace.removeAll()
      view.setNeedsLayout()
      runtime.runTurn()
      #expect(view.log.layouts == 2)
      #expect(view.log.rects.count == 1)
      view.setNeedsLayout()
      view.setNeedsDisplay()
      runtime.runTurn()
      let kinds = runtime.trace.events.filter { $0.category == .layout || $0.category == .draw }
        .map(\.category)
      #expect(kinds == [.layout, .layout, .draw])
      #expect(DisplayCycle.of(runtime).lastTurn.layouts == 1)
      #expect(DisplayCycle.of(runtime).lastTurn.layoutPasses == 1)
    }
  }

  @Test func layoutRunsParentsBeforeChildren() {
    Runtime.withNew { runtime in
      let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      parent.tag = 1
      child.tag = 2
      parent.addSubview(child)
      showInWindow(parent, runtime)
      runtime.trace.removeAll()
      child.setNeedsLayout()
      parent.setNeedsLayout()
      runtime.runTurn()
      let order = runtime.trace.events(.layout).map(\.message)
      #expect(order.count == 2)
      #expect(order.first?.contains("tag=1") == true)
      #expect(order.last?.contains("tag=2") == true)
    }
  }

  struct ModeCase: CustomTestStringConvertible, Sendable {
    let mode: UIView.ContentMode
    let redraws: Bool
    var testDescription: String { "\(mode) \(redraws ? "redraws" : "does not redraw")" }
  }

  nonisolated static let modeCases = UIView.ContentMode.allCases.map {
    ModeCase(mode: $0, redraws: $0 == .redraw)
  }

  @Test(arguments: modeCases)
  func onlyRedrawModeRedrawsOnABoundsSizeChange(_ c: ModeCase) {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.contentMode = c.mode
      showInWindow(view, runtime)
      view.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
      runtime.runTurn()
      #expect(view.log.rects.count == (c.redraws ? 2 : 1))
      #expect(view.log.layouts == 2)
      view.center = CGPoint(x: 200, y: 200)
      runtime.runTurn()
      #expect(view.log.rects.count == (c.redraws ? 2 : 1))
    }
  }

  @Test func hiddenViewsWaitUntilShown() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(view, runtime)
      view.isHidden = true
      view.setNeedsDisplay()
      runtime.runTurn()
      #expect(view.log.rects.count == 1)
      #expect(DisplayCycle.of(runtime).lastTurn.deferredDraws == 1)
      view.isHidden = false
      runtime.runTurn()
      #expect(view.log.rects.count == 2)
    }
  }

  @Test func zeroSizeViewsDrawOnceTheyGetASize() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: .zero)
      showInWindow(view, runtime)
      #expect(view.log.rects.isEmpty)
      view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
      runtime.runTurn()
      #expect(view.log.rects == [CGRect(x: 0, y: 0, width: 40, height: 30)])
    }
  }

  @Test func viewsOutsideAWindowNeverDraw() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.setNeedsDisplay()
      view.setNeedsLayout()
      runtime.advance(frames: 2)
      #expect(view.log.rects.isEmpty)
      #expect(view.log.layouts == 0)
      view.layoutIfNeeded()
      #expect(view.log.layouts == 1)
    }
  }

  @Test func aHiddenWindowLaysOutButDoesNotDraw() {
    Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      runtime.runTurn()
      #expect(view.log.layouts == 1)
      #expect(view.log.rects.isEmpty)
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(view.log.rects.count == 1)
    }
  }

  @Test func enteringAWindowDisplaysOnlyViewsThatDraw() {
    Runtime.withNew { runtime in
      let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let drawing = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      plain.addSubview(drawing)
      showInWindow(plain, runtime)
      #expect(plain.headless.drawCount == 0)
      #expect(drawing.headless.drawCount == 1)
      #expect(DisplayCycle.of(runtime).lastTurn.systemDisplayRequests == 1)
    }
  }

  @Test func drawRecordsTheDisplayListInViewCoordinates() {
    Runtime.withNew { runtime in
      let triangle = TriangleView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      showInWindow(triangle, runtime)
      let list = triangle.headless.lastDraw?.displayList
      #expect(list?.commands.count == 1)
      #expect(list?.description == "stroke #555555 w=2 M50 10 L90 90 L10 90 Z clip=0 0 100 100")
    }
  }

  @Test func starFillsWithSystemYellow() {
    Runtime.withNew { runtime in
      let star = StarView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(star, runtime)
      let command = star.headless.lastDraw?.displayList.commands.first
      #expect(command?.operation == .fill(.winding))
      #expect(command?.color == UIColor.systemYellow.cgColor)
      #expect(command?.path.count == 7)
    }
  }
}

@MainActor @Suite struct DisplayBenchmarkTests {
  @Test func requestsSpreadOverManyViewsDrawEachViewOnce() {
    // A counting "timer": tests never read a real clock; only the counts are asserted.
    var timed = 0
    let result = DisplayBenchmark.run(views: 200, requestsPerView: 50) { body in
      body()
      timed += 1
      return 0
    }
    #expect(timed == 3)
    #expect(result.requests == 10_000)
    #expect(result.draws == 200)
    #expect(result.baselineDraws == 10_000)
  }
}
