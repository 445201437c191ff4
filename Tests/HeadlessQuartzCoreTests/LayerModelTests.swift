import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct LayerModelTests {
  @Test func presentationIsNilBeforeTheFirstCommit() {
    Runtime.withNew { runtime in
      let layer = CALayer()
      #expect(layer.presentation() == nil)
      runtime.runTurn()
      #expect(layer.presentation() != nil)
    }
  }

  @Test func presentationShowsCommittedValuesNotPendingOnes() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.opacity = 0.3
      #expect(layer.opacity == 0.3)
      #expect(layer.presentation()?.opacity == 1)
      CATransaction.commit()
      #expect(layer.presentation()?.opacity == 0.3)
    }
  }

  @Test func writingToThePresentationChangesNothingAndIsDiagnosed() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.name = "ring"
      let presentation = layer.presentation()
      presentation?.opacity = 0
      #expect(layer.opacity == 1)
      #expect(layer.presentation()?.opacity == 1)
      let diagnostics = runtime.trace.events(.diagnostic).map(\.message)
      #expect(diagnostics.count == 1)
      #expect(
        diagnostics.first?.contains("write to 'opacity' of the presentation of <CALayer 'ring'>")
          == true)
      #expect(presentation?.model() === layer)
    }
  }

  @Test func frameIsDerivedFromPositionBoundsAndAnchor() {
    Runtime.withNew { _ in
      let layer = CALayer()
      layer.frame = CGRect(x: 50, y: 50, width: 100, height: 60)
      #expect(layer.position == CGPoint(x: 100, y: 80))
      #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
      layer.anchorPoint = .zero
      #expect(layer.frame == CGRect(x: 100, y: 80, width: 100, height: 60))
    }
  }

  @Test func keyPathsReadAndWriteComponents() {
    Runtime.withNew { _ in
      let layer = CALayer()
      layer.setValue(12, forKeyPath: "position.x")
      layer.setValue(CGFloat(7), forKeyPath: "bounds.size.width")
      #expect(layer.position.x == 12)
      #expect(layer.bounds.width == 7)
      #expect(number(layer.value(forKeyPath: "position.x")) == 12)
      #expect(number(layer.value(forKeyPath: "opacity")) == 1)
      layer.setValue("tag", forKey: "custom")
      #expect(layer.value(forKey: "custom") as? String == "tag")
      #expect(layer.value(forKeyPath: "position.z") == nil)
    }
  }

  @Test func sublayersKeepOrderAndSingleParent() {
    Runtime.withNew { _ in
      let root = CALayer()
      let a = CALayer()
      let b = CALayer()
      let c = CALayer()
      #expect(root.sublayers == nil)
      root.addSublayer(a)
      root.addSublayer(b)
      root.insertSublayer(c, below: b)
      #expect(
        root.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
      root.insertSublayer(a, above: b)
      #expect(
        root.sublayers?.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
      let other = CALayer()
      other.addSublayer(c)
      #expect(c.superlayer === other)
      #expect(root.sublayers?.count == 2)
      b.removeFromSuperlayer()
      #expect(b.superlayer == nil)
      #expect(root.sublayers?.count == 1)
      root.replaceSublayer(a, with: b)
      #expect(root.sublayers?.first === b)
      #expect(a.superlayer == nil)
    }
  }

  @Test func addingAnAncestorAsSublayerTrapsNamingTheLayers() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let parent = CALayer()
      parent.name = "parent"
      let child = CALayer()
      child.name = "child"
      parent.addSublayer(child)
      child.addSublayer(parent)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("<CALayer 'parent'> is an ancestor of <CALayer 'child'>"))
  }

  @Test func hitTestFindsTheFrontmostVisibleLayer() {
    Runtime.withNew { _ in
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      let back = CALayer()
      back.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
      let front = CALayer()
      front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
      root.addSublayer(back)
      root.addSublayer(front)
      #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
      #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
      front.isHidden = true
      #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
      #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
    }
  }

  @Test func pointsConvertBetweenLayers() {
    Runtime.withNew { _ in
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      let child = CALayer()
      child.frame = CGRect(x: 100, y: 50, width: 40, height: 40)
      root.addSublayer(child)
      #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 105, y: 55))
      #expect(child.convert(CGPoint(x: 105, y: 55), from: root) == CGPoint(x: 5, y: 5))
    }
  }
}
