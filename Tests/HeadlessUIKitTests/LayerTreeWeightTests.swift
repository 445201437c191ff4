import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

/// The layer report against memory computed by hand for the lessons' screens (the draw demos'
/// scenes and the DZ1 scene), the offscreen-pass causes, the layers changed per frame and the
/// 1000-layer warning.
@MainActor @Suite struct LayerTreeWeightTests {
  private func scene(_ runtime: Runtime, size: CGFloat = 240, _ views: [UIView]) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size, height: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    for view in views { window.addSubview(view) }
    runtime.runTurn()
    return window
  }

  @Test func theRingDemoIsOneBackingStorePlusTwoLayers() {
    Runtime.withNew { runtime in
      let ring = ProgressRingView(frame: CGRect(x: 40, y: 40, width: 160, height: 160))
      let window = scene(runtime, [ring])
      let weight = LayerTreeWeight(root: window.layer)
      // The window (a colour, no store) and the ring: 160 × 160 × 4 + 2 × 100.
      #expect(weight.layers == 2)
      #expect(weight.backedLayers == 1)
      #expect(weight.backingBytes == 160 * 160 * 4)
      #expect(weight.bytes == 102_400 + 200)
      // At a device's scale 3: 480 × 480 pixels.
      #expect(LayerTreeWeight(root: window.layer, scale: 3).backingBytes == 480 * 480 * 4)
      #expect(weight.offscreenPasses == 0 && weight.warning() == nil)
    }
  }

  @Test func theTriangleStarAndCircularProgressDemos() {
    Runtime.withNew { runtime in
      let triangle = TriangleView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
      let star = StarView(frame: CGRect(x: 70, y: 70, width: 100, height: 100))
      let circle = CircularProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
      let window = scene(runtime, [triangle, star, circle])
      let weight = window.layer.treeWeight()
      // Window, triangle, star, circle and its shape layer: 5 layers; the circle's view has no
      // draw(_:) of its own and its shape layer no bitmap, so two stores.
      #expect(weight.layers == 5)
      #expect(weight.backedLayers == 2)
      #expect(weight.backingBytes == 200 * 200 * 4 + 100 * 100 * 4)
      #expect(weight.bytes == 160_000 + 40_000 + 500)
    }
  }

  @Test func theDZ1SceneAtAFractionalSizeRoundsPixelsUp() {
    Runtime.withNew { runtime in
      let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100.5, height: 100))
      let window = scene(runtime, size: 320, [ring])
      // ceil(100.5 × 2) × (100 × 2) × 4.
      #expect(LayerTreeWeight(root: window.layer, scale: 2).backingBytes == 201 * 200 * 4)
    }
  }

  @Test func offscreenPassesByCause() {
    Runtime.withNew { runtime in
      let window = scene(runtime, [])
      let masked = CALayer()
      masked.mask = CALayer()
      let shadowed = CALayer()
      shadowed.shadowOpacity = 0.5
      let shadowedWithPath = CALayer()
      shadowedWithPath.shadowOpacity = 0.5
      shadowedWithPath.shadowPath = CGPath(
        rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
      let group = CALayer()
      group.opacity = 0.5
      group.addSublayer(CALayer())
      let flat = CALayer()
      flat.opacity = 0.5
      let rounded = CALayer()
      rounded.cornerRadius = 8
      rounded.masksToBounds = true
      rounded.addSublayer(CALayer())
      let rasterized = CALayer()
      rasterized.shouldRasterize = true
      let hidden = CALayer()
      hidden.isHidden = true
      hidden.shouldRasterize = true
      for layer in [masked, shadowed, shadowedWithPath, group, flat, rounded, rasterized, hidden] {
        window.layer.addSublayer(layer)
      }
      let weight = window.layer.treeWeight()
      #expect(weight.masks == 2)
      #expect(weight.shadows == 1)
      #expect(weight.groupOpacities == 1)
      #expect(weight.rasterized == 1)
      #expect(weight.offscreenPasses == 5)
      // Window + 7 shown layers + the mask + 2 sublayers; the hidden one is not composited.
      #expect(weight.layers == 11)
      group.allowsGroupOpacity = false
      #expect(window.layer.treeWeight().groupOpacities == 0)
    }
  }

  @Test func layersChangedInTheFrame() {
    Runtime.withNew { runtime in
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
      let window = scene(runtime, [a, b])
      runtime.advance(frames: 1)
      #expect(window.layer.treeWeight().changedLayers == 0)
      var changed: [Int] = []
      let token = runtime.addObserver(.measure) { _ in
        changed.append(window.layer.treeWeight().changedLayers)
      }
      a.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
      runtime.runTurn()
      UIView.animate(withDuration: 0.1) { b.alpha = 0.5 }
      runtime.advance(frames: 3)
      runtime.removeObserver(token)
      // The write's commit: a alone; then the turn that commits b's fade and three frames of
      // it running: b alone each time (a is no longer written).
      #expect(changed == [1, 1, 1, 1, 1])
      a.layer.backgroundColor = CGColor(gray: 0.2, alpha: 1)
      UIView.animate(withDuration: 0.1) { b.alpha = 1 }
      runtime.runTurn()
      // Read after the turn: its commit wrote a and b, and b's fade runs.
      #expect(window.layer.treeWeight().changedLayers == 2)
      runtime.advance(frames: 1)
      #expect(window.layer.treeWeight().changedLayers == 1)
    }
  }

  @Test func theWarningFiresAboveAThousandLayers() {
    Runtime.withNew { _ in
      let root = CALayer()
      for _ in 0..<999 { root.addSublayer(CALayer()) }
      #expect(root.treeWeight().layers == 1000)
      #expect(root.treeWeight().warning() == nil)
      root.addSublayer(CALayer())
      let weight = root.treeWeight()
      #expect(weight.layers == 1001 && weight.exceedsLayerGuidance)
      #expect(
        weight.warning()
          == "warning: 1001 layers on screen, above the guidance of 1000 for a steady 60 FPS")
      #expect(weight.warning(.tr)?.hasPrefix("uyari: ekranda 1001 katman") == true)
      #expect(weight.overheadBytes == 100_100)
    }
  }
}
