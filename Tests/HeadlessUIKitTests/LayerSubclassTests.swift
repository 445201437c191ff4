import Foundation
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

// Layer subclasses as real code writes them, layer-only drawing, the replicator layer and
// UIViewPropertyAnimator (Docs/RealCode.md, "Layer subclasses", "UIViewPropertyAnimator").

private final class TaggedLayer: CALayer {
  var tag = "none"
  var copies = 0

  override init() {
    super.init()
    tag = "fresh"
  }

  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? TaggedLayer {
      tag = other.tag
      copies = other.copies + 1
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class DotLayer: CALayer {
  var radius: CGFloat = 4

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "bounds" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2))
  }
}

private final class TaggedLayerView: UIView {
  override class var layerClass: AnyClass { TaggedLayer.self }
}

@MainActor
struct LayerSubclassTests {
  @Test func aSubclassesInitializersRunForFreshLayersAndForCopies() {
    Runtime.withNew { runtime in
      let layer = TaggedLayer()
      #expect(layer.tag == "fresh")
      layer.tag = "model"
      layer.opacity = 0.5
      runtime.runTurn()
      // The presentation is a copy made through the subclass's init(layer:).
      let presentation = layer.presentation()
      #expect(presentation?.tag == "model")
      #expect((presentation?.copies ?? 0) >= 1)
      #expect(presentation?.opacity == 0.5)
      // A view's layer of a subclass is made through the subclass's init().
      let view = TaggedLayerView(frame: .zero)
      #expect((view.layer as? TaggedLayer)?.tag == "fresh")
      #expect(TaggedLayer.layer().tag == "fresh")
    }
  }

  @Test func aLayerWithoutDelegateDrawsItselfOncePerTurnWhenAsked() {
    Runtime.withNew { runtime in
      let layer = DotLayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
      // `bounds` is one of the class's display keys: setting it asked for display.
      runtime.runTurn()
      #expect(layer.drawCount == 1)
      #expect(layer.lastDrawing?.commands.count == 1)
      // No request, no draw.
      runtime.runTurn()
      #expect(layer.drawCount == 1)
      // Several requests in one turn coalesce.
      layer.setNeedsDisplay()
      layer.setNeedsDisplay()
      layer.opacity = 0.4  // not a display key
      runtime.runTurn()
      #expect(layer.drawCount == 2)
    }
  }

  @Test func aReplicatorKeepsItsPropertiesInCopiesAndComposesItsInstanceTransform() {
    Runtime.withNew { runtime in
      let replicator = CAReplicatorLayer()
      replicator.instanceCount = 3
      replicator.instanceDelay = 0.2
      replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
      runtime.runTurn()
      let copy = replicator.presentation()
      #expect(copy?.instanceCount == 3)
      #expect(copy?.instanceDelay == 0.2)
      // Instance 2 is moved by the transform twice: 20 points.
      #expect(replicator.transform(ofInstance: 2).m41 == 20)
      #expect(replicator.transform(ofInstance: 0).m41 == 0)
    }
  }
}

@MainActor
struct PropertyAnimatorTests {
  @Test func startingRunsTheAnimationsAsABlockAndTheCompletionAtTheEnd() {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      var ended: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
        view.alpha = 0
      }
      animator.addCompletion { ended.append($0) }
      #expect(view.alpha == 1)  // nothing runs before start
      #expect(animator.state == .inactive)
      animator.startAnimation()
      #expect(view.alpha == 0)  // the model changes at once, as in a block
      #expect(animator.isRunning)
      #expect(animator.state == .active)
      runtime.runTurn()
      let start = runtime.now
      runtime.advance(to: start + 0.25)
      // Linear: half way at half the duration.
      let presented = Double(view.layer.presentation()?.opacity ?? -1)
      #expect(abs(presented - 0.5) < 0.02)
      #expect(ended.isEmpty)
      runtime.advance(to: start + 0.6)
      #expect(ended == [.end])
      #expect(!animator.isRunning)
      #expect(animator.state == .inactive)
    }
  }

  @Test func stoppingWithoutFinishingDropsTheCompletions() {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      var ended = 0
      let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.alpha = 0.2 }
      animator.addCompletion { _ in ended += 1 }
      animator.startAnimation()
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      runtime.advance(to: runtime.now + 1)
      #expect(ended == 0)
    }
  }
}

@MainActor
struct SwitchAndTextDrawingTests {
  @Test func aTapFlipsASwitchAndSendsValueChangedWhileCodeSendsNothing() throws {
    try Runtime.withNew { runtime in
      let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
      #expect(toggle.frame.size == CGSize(width: 51, height: 31))
      var changes: [Bool] = []
      toggle.addAction(
        UIAction { [unowned toggle] _ in changes.append(toggle.isOn) }, for: .valueChanged)
      let window = showInWindow(toggle, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 40, y: 35), hold: 0.05), on: window)
      runtime.advance(frames: 10)
      #expect(changes == [true])
      #expect(toggle.sentEvents.suffix(2) == [.touchUpInside, .valueChanged])
      toggle.setOn(false, animated: true)
      #expect(!toggle.isOn)
      #expect(changes == [true])
    }
  }

  @Test func aStringIsMeasuredWithItsAttributesFont() {
    let font = UIFont.systemFont(ofSize: 20)
    let size = ("abcd" as NSString).size(withAttributes: [.font: font])
    // 4 characters of 0.5 × 20 points, one line of ceil(1.2 × 20).
    #expect(size == CGSize(width: 40, height: 24))
  }
}
