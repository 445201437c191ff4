import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct LayerRequestTests {
  @Test func layerDisplayRequestRedrawsTheView() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      showInWindow(view, runtime)
      view.layer.setNeedsDisplay()
      view.layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
      runtime.runTurn()
      #expect(view.log.rects == [view.bounds, view.bounds])
      view.layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
      runtime.runTurn()
      #expect(view.log.rects.last == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
  }

  @Test func layerLayoutRequestLaysOutTheView() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      showInWindow(view, runtime)
      let before = view.log.layouts
      view.layer.setNeedsLayout()
      runtime.runTurn()
      #expect(view.log.layouts == before + 1)
    }
  }
}
