import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import ScreenLabTesting
import Testing

/// A view that fills its bounds (so its layer has a backing store).
private final class Tile: UIView {
  override func draw(_ rect: CGRect) {
    super.draw(rect)
    UIRectFill(bounds)
  }
}

@MainActor @Suite struct LayerBudgetTests {
  /// A visible 320 × 480 window with `tiles` drawn 100 × 100 views and `plain` bare layers, one
  /// of them masked and two shadowed.
  private func window(_ runtime: Runtime, tiles: Int, plain: Int) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    for index in 0..<tiles {
      window.addSubview(
        Tile(frame: CGRect(x: index % 3 * 100, y: index / 3 * 100, width: 100, height: 100)))
    }
    for index in 0..<plain {
      let layer = CALayer()
      if index == 0 { layer.mask = CALayer() }
      if index == 1 || index == 2 { layer.shadowOpacity = 0.3 }
      window.layer.addSublayer(layer)
    }
    runtime.runTurn()
    return window
  }

  @Test func aTreeWithinItsBudgetPasses() {
    Runtime.withNew { runtime in
      let window = window(runtime, tiles: 2, plain: 3)
      var weight = LayerTreeWeight()
      let failures = collectFailures {
        weight = expectLayerBudget(window, maxBytes: 100_000, maxOffscreenPasses: 3)
      }
      #expect(failures.isEmpty)
      // 2 stores of 100 × 100 × 4, 7 layers (window, 2 tiles, 3 layers, 1 mask) × 100.
      #expect(weight.bytes == 80_000 + 700)
    }
  }

  @Test func aTreeOverItsBudgetFailsNamingEveryNumber() {
    Runtime.withNew { runtime in
      let window = window(runtime, tiles: 12, plain: 1190)
      let failures = collectFailures {
        expectLayerBudget(window, maxBytes: 500_000)
      }
      #expect(failures.map(\.assertion) == ["expectLayerBudget"])
      #expect(
        failures.first?.message == """
          expectLayerBudget: the layer tree of the layer of UIWindow is over budget
            layers: 1204 > 1000 (budget)
            bytes: 600400 > 500000 (budget): backing stores 480000 in 12 layers + 120400 overhead
            offscreen passes: 3 (mask 1, shadow 2)
            warning: 1204 layers on screen, above the guidance of 1000 for a steady 60 FPS
          """)
      // Within a budget that allows it, and with the layer count unchecked, it passes.
      let none = collectFailures {
        expectLayerBudget(window, maxLayers: nil, maxBytes: 600_400)
      }
      #expect(none.isEmpty)
    }
  }
}
