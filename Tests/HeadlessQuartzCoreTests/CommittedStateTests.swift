import Testing

@testable import HeadlessQuartzCore

/// The committed state of a plain `CALayer` is the model itself until the model's first write
/// after the commit, which keeps a snapshot first: whatever the write's path, the presentation
/// shows the committed value until the next commit that includes the layer
/// (Docs/Semantics/CoreAnimation.md §g).
@MainActor @Suite struct CommittedStateTests {
  /// One write to a committed layer and the value it changes, read from a layer.
  struct Write: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let write: @Sendable (CALayer) -> Void
    let read: @Sendable (CALayer) -> String
    /// Whether the write joins the transaction (a model property's setter or a key-value
    /// write of one): the other writes reach the presentation with the layer's next change.
    var joinsTransaction = true
  }

  nonisolated static let writes: [Write] = [
    Write(
      testDescription: "position", write: { $0.position = CGPoint(x: 7, y: 8) },
      read: { "\($0.position)" }),
    Write(
      testDescription: "position.x by key path",
      write: { $0.setValue(7, forKeyPath: "position.x") },
      read: { "\($0.position)" }),
    Write(
      testDescription: "bounds", write: { $0.bounds = CGRect(x: 0, y: 0, width: 9, height: 9) },
      read: { "\($0.bounds)" }),
    Write(
      testDescription: "transform", write: { $0.transform = CATransform3DMakeScale(2, 2, 1) },
      read: { "\($0.transform.m11)" }),
    Write(
      testDescription: "name", write: { $0.name = "renamed" }, read: { $0.name ?? "nil" },
      joinsTransaction: false),
    Write(
      testDescription: "contentsScale", write: { $0.contentsScale = 3 },
      read: { "\($0.contentsScale)" }, joinsTransaction: false),
    Write(
      testDescription: "maskedCorners", write: { $0.maskedCorners = [] },
      read: { "\($0.maskedCorners.rawValue)" }, joinsTransaction: false),
    Write(testDescription: "speed", write: { $0.speed = 2 }, read: { "\($0.speed)" }),
    Write(
      testDescription: "a key of its own", write: { $0.setValue("set", forKey: "custom") },
      read: { "\($0.value(forKey: "custom") ?? "nil")" }, joinsTransaction: false),
  ]

  @Test(arguments: writes)
  func aWriteInAnOpenTransactionLeavesThePresentationAtTheCommittedValue(_ write: Write) throws {
    try Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let committed = write.read(layer)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      write.write(layer)
      #expect(write.read(layer) != committed)
      let before = try #require(layer.presentation())
      #expect(write.read(before) == committed)
      CATransaction.commit()
      let after = try #require(layer.presentation())
      #expect(write.read(after) == (write.joinsTransaction ? write.read(layer) : committed))
    }
  }

  @Test func aCommittedLayerKeepsNoSnapshotUntilItsModelIsWritten() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      #expect(layer.storage.committedIsModel)
      #expect(layer.storage.committedState == nil)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.position = CGPoint(x: 5, y: 6)
      #expect(!layer.storage.committedIsModel)
      #expect(layer.storage.committedState?.position == .zero)
      #expect(number(layer.presentationValue(forKeyPath: "position.x")) == 0)
      CATransaction.commit()
      #expect(layer.storage.committedIsModel)
      #expect(layer.storage.committedState == nil)
      #expect(number(layer.presentationValue(forKeyPath: "position.x")) == 5)
    }
  }

  @Test func aSubclassIsStillSnapshottedAtTheCommit() {
    Runtime.withNew { runtime in
      let layer = committedLayer(CAShapeLayer.self, in: runtime)
      #expect(!layer.storage.committedIsModel)
      #expect(layer.storage.committedState is CAShapeLayer)
    }
  }

  @Test func aCommittedLayerIsFreedWithItsLastReference() {
    Runtime.withNew { runtime in
      weak var weakLayer: CALayer?
      do {
        let layer: CALayer = committedLayer(in: runtime)
        _ = layer.presentation()
        weakLayer = layer
        #expect(weakLayer?.storage.committedIsModel == true)
      }
      #expect(weakLayer == nil)
    }
  }

  @Test func theLastCommitsLayersAreToldByTheirCommitsNumber() {
    Runtime.withNew { runtime in
      let root = CALayer()
      let layers = (0..<3).map { _ in CALayer() }
      for layer in layers { root.addSublayer(layer) }
      runtime.runTurn()
      let engine = root.engine
      #expect(layers.allSatisfy { $0.storage.lastCommit == engine.storage.commits })
      #expect(root.treeWeight().changedLayers == 4)
      // A turn that commits nothing: no layer changed in it.
      runtime.runTurn()
      #expect(root.treeWeight().changedLayers == 0)
      // A write commits its layer alone (its implicit fade runs too).
      layers[1].opacity = 0.5
      runtime.runTurn()
      #expect(layers[1].storage.lastCommit == engine.storage.commits)
      #expect(layers[0].storage.lastCommit != engine.storage.commits)
      #expect(root.treeWeight().changedLayers == 1)
      // An explicit commit of another layer in the same turn is the last commit now.
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layers[2].opacity = 0.25
      CATransaction.commit()
      #expect(layers[2].storage.lastCommit == engine.storage.commits)
      #expect(layers[1].storage.lastCommit != engine.storage.commits)
      // layers[1] still counts: its fade runs.
      #expect(root.treeWeight().changedLayers == 2)
    }
  }
}
