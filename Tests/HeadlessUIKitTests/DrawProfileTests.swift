import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

/// A view whose draw(_:) is given as a closure (the test decides what one pass does).
private final class ScriptedView: UIView {
  var body: (ScriptedView, CGRect) -> Void = { _, _ in }
  var callsSuper = false

  override func draw(_ rect: CGRect) {
    if callsSuper { super.draw(rect) }
    body(self, rect)
  }
}

private final class ScriptedLayer: CALayer {
  var body: (CGContext) -> Void = { _ in }

  override func draw(in ctx: CGContext) { body(ctx) }
}

@MainActor @Suite struct DrawProfileTests {
  /// Shows `view` in a window, runs a turn, then asks for `rect` and runs another; the profile
  /// of that second pass.
  private func secondPass(
    of view: ScriptedView, redrawing rect: CGRect? = nil, _ runtime: Runtime
  ) -> DrawProfile? {
    let window = showInWindow(view, runtime)
    if let rect { view.setNeedsDisplay(rect) } else { view.setNeedsDisplay() }
    runtime.runTurn()
    withExtendedLifetime(window) {}
    return view.headless.lastDraw?.profile
  }

  @Test func operationsElementsAndAreaInsideAndOutsideTheDirtyRect() throws {
    try Runtime.withNew { runtime in
      let view = ScriptedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.body = { view, _ in
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(view.bounds)  // 100 × 100: 5 elements
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 50, y: 10))
        context.strokePath()  // box 40 × 0 grown by 1: 42 × 2
      }
      let profile = try #require(
        secondPass(of: view, redrawing: CGRect(x: 0, y: 0, width: 20, height: 20), runtime))
      #expect(profile.rect == CGRect(x: 0, y: 0, width: 20, height: 20))
      #expect(profile.fills == 1 && profile.strokes == 1 && profile.operations == 2)
      #expect(profile.pathElements == 7)
      // Fill: 400 inside, 9600 outside. Stroke box x 9…51, y 9…11: 11 × 2 = 22 inside of 84.
      #expect(profile.areaInside == 422)
      #expect(profile.areaOutside == 9600 + 62)
      #expect(profile.objectsCreated == 0)
      #expect(!profile.superCalled)
    }
  }

  @Test func objectsCreatedDuringThePassAreCountedTheFrameworksAreNot() throws {
    try Runtime.withNew { runtime in
      let view = ScriptedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let stored = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.callsSuper = true
      view.body = { view, rect in
        UIColor.systemRed.setFill()  // a named colour: the framework's
        UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).setStroke()
        UIColor.red.withAlphaComponent(0.5).setFill()
        _ = UIFont.systemFont(ofSize: 12)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.stroke()
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        _ = CGPath(rect: rect, transform: nil)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
        let image = renderer.image { $0.fill(CGRect(x: 0, y: 0, width: 8, height: 8)) }
        image.draw(at: CGPoint(x: 90, y: 90))  // 8 × 8 at 90,90: 100 inside, 28 outside
        stored.fill()
        ("ab" as NSString).draw(at: .zero, withAttributes: nil)
      }
      let profile = try #require(secondPass(of: view, runtime))
      #expect(profile.colorsCreated == 2)
      #expect(profile.fontsCreated == 1)
      #expect(profile.pathsCreated == 3)
      #expect(profile.renderersCreated == 1)
      #expect(profile.objectsCreated == 7)
      // 2 (the Bézier path) + 5 (addRect) + 5 (CGPath(rect:)).
      #expect(profile.elementsBuilt == 12)
      #expect(profile.images == 1 && profile.texts == 1)
      #expect(profile.strokes == 1 && profile.fills == 1)
      #expect(profile.superCalled)
      // The renderer's own painting is not the view's.
      #expect(view.headless.lastDraw?.displayList.commands.count == 2)
    }
  }

  @Test func drawCalledDirectlyIsCountedAndDrawsNothing() {
    Runtime.withNew { runtime in
      let view = ScriptedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.callsSuper = true
      let window = showInWindow(view, runtime)
      let cycle = DisplayCycle.of(runtime)
      let draws = view.headless.drawCount
      // screenlab:ignore SL103
      view.draw(view.bounds)
      // screenlab:ignore SL103
      view.draw(view.bounds)
      #expect(cycle.directDrawCalls == 2)
      #expect(view.headless.drawCount == draws)
      withExtendedLifetime(window) {}
    }
  }

  @Test func aLabelSubclassWithoutSuperDrawsNoText() throws {
    final class Underlined: UILabel {
      var callsSuper = false
      override func draw(_ rect: CGRect) {
        if callsSuper { super.draw(rect) }
        UIRectFill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
      }
    }
    try Runtime.withNew { runtime in
      let label = Underlined(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      label.text = "Hi"
      let window = showInWindow(label, runtime)
      let without = try #require(label.headless.lastDraw?.profile)
      #expect(!without.superCalled && without.texts == 0)
      label.callsSuper = true
      label.setNeedsDisplay()
      runtime.runTurn()
      let with = try #require(label.headless.lastDraw?.profile)
      #expect(with.superCalled && with.texts == 1 && with.fills == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test func theLogKeepsEveryPassOnlyWhenEnabled() {
    Runtime.withNew { runtime in
      let view = ScriptedView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      view.body = { _, _ in UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
      let log = DrawProfileLog.of(runtime)
      let window = showInWindow(view, runtime)
      #expect(log.entries.isEmpty)
      log.isEnabled = true
      view.setNeedsDisplay()
      runtime.runTurn()
      view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
      runtime.runTurn()
      #expect(log.entries.map(\.profile.rect.width) == [50, 10])
      #expect(log.entries.allSatisfy { $0.ownerID == ObjectIdentifier(view) })
      withExtendedLifetime(window) {}
    }
  }

  @Test func aLayersOwnDrawInIsProfiledToo() throws {
    try Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.makeKeyAndVisible()
      let layer = ScriptedLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      layer.body = { context in
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 10))  // 400 inside, 200 outside
      }
      window.layer.addSublayer(layer)
      layer.setNeedsDisplay()
      runtime.runTurn()
      let profile = try #require(layer.lastDrawProfile)
      #expect(profile.fills == 1 && profile.areaInside == 400 && profile.areaOutside == 200)
      #expect(!profile.superCalled)
    }
  }

  @Test func profilesAreTheSameOnEveryRun() {
    func run() -> [DrawProfile] {
      Runtime.withNew { runtime in
        let log = DrawProfileLog.of(runtime)
        log.isEnabled = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        window.makeKeyAndVisible()
        let ring = ProgressRingView(frame: CGRect(x: 40, y: 40, width: 160, height: 160))
        window.addSubview(ring)
        window.addSubview(StarView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        runtime.runTurn()
        ring.update(to: 70)
        runtime.advance(frames: 1)
        return log.entries.map(\.profile)
      }
    }
    let first = run()
    #expect(first.count == 3)
    #expect(run() == first)
  }
}
