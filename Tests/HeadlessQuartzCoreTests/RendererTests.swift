import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct PresentationRendererTests {
  @Test func renderedValuesEqualPresentationValues() {
    Runtime.withNew { runtime in
      let layers: [CALayer] = (0..<5).map { _ in committedLayer(in: runtime) }
      for (index, layer) in layers.enumerated() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1 + Double(index)
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(fade, forKey: "fade")
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: .zero)
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 10 * Double(index)))
        move.duration = 2
        layer.add(move, forKey: "move")
        if index == 4 {
          let spin = CAKeyframeAnimation(keyPath: "cornerRadius")
          spin.values = [0, 10, 0]
          spin.duration = 1
          layer.add(spin, forKey: "spin")
        }
      }
      let renderer = PresentationRenderer(runtime: runtime)
      for time in [0.1, 0.45, 0.9] {
        runtime.advance(to: time)
        #expect(renderer.renderFrame() == 11)
        var rendered: [String: String] = [:]
        renderer.forEachValue { layer, key, value in
          let index = layers.firstIndex { $0 === layer } ?? -1
          rendered["\(index).\(key)"] = ScreenValue.text(value)
        }
        var expected: [String: String] = [:]
        for (index, layer) in layers.enumerated() {
          let presentation = layer.presentation()
          expected["\(index).opacity"] = ScreenValue.text(presentation?.opacity)
          expected["\(index).position"] = ScreenValue.text(presentation?.position)
          if index == 4 {
            expected["4.cornerRadius"] = ScreenValue.text(presentation?.cornerRadius)
          }
        }
        #expect(rendered == expected, "t=\(time)")
      }
    }
  }
}

@MainActor @Suite struct RenderStoreTests {
  /// A fade of `layer` from 0 to 1 over `duration` seconds.
  private func fade(_ layer: CALayer, duration: Double, key: String = "fade") {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = duration
    layer.add(fade, forKey: key)
  }

  /// The frame's values in the order the renderer gives them: "layer index.key".
  private func renderedOrder(_ renderer: PresentationRenderer, _ layers: [CALayer]) -> [String] {
    renderer.renderFrame()
    var order: [String] = []
    renderer.forEachValue { layer, key, _ in
      order.append("\(layers.firstIndex { $0 === layer } ?? -1).\(key)")
    }
    return order
  }

  @Test func valuesComeLayerByLayerInAttachmentOrderPlainOnesFirst() {
    Runtime.withNew { runtime in
      let layers: [CALayer] = (0..<3).map { _ in committedLayer(in: runtime) }
      // Layer 1 mixes a keyframe animation (the general path) between two plain ones.
      for (index, layer) in layers.enumerated().reversed() {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: .zero)
        move.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        move.duration = 2
        layer.add(move, forKey: "move")
        if index == 1 {
          let corner = CAKeyframeAnimation(keyPath: "cornerRadius")
          corner.values = [0, 10, 0]
          corner.duration = 2
          layer.add(corner, forKey: "corner")
        }
        fade(layer, duration: 2)
      }
      let renderer = PresentationRenderer(runtime: runtime)
      runtime.advance(to: 0.5)
      #expect(
        renderedOrder(renderer, layers) == [
          "2.position", "2.opacity", "1.position", "1.opacity", "0.position", "0.opacity",
          "1.cornerRadius",
        ])
    }
  }

  /// An animation that does not apply in a frame (it starts later and does not fill
  /// backwards) gives that frame no value, between layers whose animations give one.
  @Test func anAnimationNotApplyingYetGivesTheFrameNoValue() {
    Runtime.withNew { runtime in
      let layers: [CALayer] = (0..<3).map { _ in committedLayer(in: runtime) }
      for (index, layer) in layers.enumerated() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        if index == 1 { fade.beginTime = 5 }
        layer.add(fade, forKey: "fade")
      }
      let renderer = PresentationRenderer(runtime: runtime)
      runtime.advance(to: 0.5)
      #expect(renderer.renderFrame() == 2)
      var rendered: [String: String] = [:]
      renderer.forEachValue { layer, key, value in
        rendered["\(layers.firstIndex { $0 === layer } ?? -1).\(key)"] = ScreenValue.text(value)
      }
      var numeric: [String] = []
      renderer.forEachNumericValue { layer, key, value in
        let index = layers.firstIndex { ObjectIdentifier($0) == layer } ?? -1
        numeric.append("\(index).\(key)=\(value.x),\(value.y)")
      }
      // The values `presentationValue(forKeyPath:)` reads, unrounded.
      let expected = [0, 2].map { index in
        (index, number(layers[index].presentationValue(forKeyPath: "opacity")))
      }
      #expect(expected.allSatisfy { $0.1 > 0 && $0.1 < 1 })
      #expect(
        rendered
          == Dictionary(
            uniqueKeysWithValues: expected.map {
              ("\($0.0).opacity", ScreenValue.text(CGFloat($0.1)))
            }))
      #expect(numeric == expected.map { "\($0.0).opacity=\($0.1),0.0" })
      #expect(layers[1].presentation()?.opacity == 1)
    }
  }

  @Test func aListRebuiltBeforeACommitRendersWhatIsCommitted() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      fade(layer, duration: 1)
      let renderer = PresentationRenderer(runtime: runtime)
      runtime.advance(to: 0.25)
      renderer.renderFrame()
      // A second animation in an open transaction: the layer's list is rebuilt by its
      // presentation before the commit; the frame shows the committed fade alone until then.
      CATransaction.begin()
      fade(layer, duration: 4, key: "slow")
      let before = layer.presentation()?.opacity
      #expect(renderer.renderFrame() == 1)
      var opacities: [Double] = []
      renderer.forEachValue { _, _, value in opacities.append(number(value)) }
      #expect(opacities.count == 1)
      #expect(opacities.first.map { Float($0) } == before)
      CATransaction.commit()
      runtime.advance(to: 0.5)
      renderer.renderFrame()
      opacities = []
      renderer.forEachValue { _, _, value in opacities.append(number(value)) }
      // Both fades now, the slow one last (it wins in the presentation).
      #expect(opacities.count == 2)
      #expect(opacities.last.map { Float($0) } == layer.presentation()?.opacity)
    }
  }

  @Test func aPlainAnimationIsEightyBytes() {
    // A layer's plain list relies on it: the timing's tail padding holds the key, the flags
    // and the curve's index (whose every value fits the engine's curve table).
    #expect(MemoryLayout<PlainAnimation>.stride == 80)
    #expect(CurveTable.engineLimit <= Int(Int16.max))
  }

  @Test func aRenderEntryIsSixtyFourBytesAndKeepsItsPlainAnimationsTiming() {
    Runtime.withNew { _ in
      let layer = CALayer()
      // Begin times and durations whose sum rounds, each fill mode.
      for (begin, duration) in [(0.1, 0.2), (1.0 / 3, 0.7), (2.5, 3)] {
        for (backwards, forwards) in [(false, false), (true, false), (false, true), (true, true)] {
          let timing = PlainTiming(
            begin: begin, duration: duration, end: begin + duration,
            fillsBackwards: backwards, fillsForwards: forwards)
          let plain = PlainAnimation(
            timing: timing, key: .position, isPoint: true, curve: 3, from: SIMD2(1, 2),
            to: SIMD2(3, 4))
          let entry = FastRenderEntry(plain, of: layer, identityTime: true)
          #expect(entry.timing.begin.bitPattern == begin.bitPattern)
          #expect(entry.timing.duration.bitPattern == duration.bitPattern)
          #expect(entry.timing.end.bitPattern == timing.end.bitPattern)
          #expect(entry.timing.fillsBackwards == backwards)
          #expect(entry.timing.fillsForwards == forwards)
          for time in [begin - 1, begin, (begin + timing.end) / 2, timing.end, timing.end + 1] {
            #expect(entry.timing.progress(at: time) == timing.progress(at: time))
          }
          #expect(entry.key == .position && entry.isPoint && entry.curve == 3)
          #expect(entry.from == SIMD2(1, 2) && entry.to == SIMD2(3, 4))
          #expect(entry.layer === layer)
        }
      }
    }
    // The render store's entries are contiguous, 64 bytes each.
    #expect(MemoryLayout<FastRenderEntry>.stride == 64)
  }
}

@MainActor @Suite struct CurveTableTests {
  @Test(arguments: [
    UnitBezier.easeIn, .easeOut, .easeInEaseOut, .caDefault, UnitBezier(0.9, 0, 0.1, 1),
  ])
  func tableSolverAgreesWithTheExactSolver(curve: UnitBezier) {
    var table = CurveTable()
    let index = Int(table.index(of: curve))
    let curves = table.curves
    table.coefficients.withUnsafeBufferPointer { coefficients in
      table.parameters.withUnsafeBufferPointer { parameters in
        table.memo.withSlots { memo in
          for step in 0...1000 {
            let x = Double(step) / 1000
            let fast = CurveTable.value(
              x, curve: index, coefficients: coefficients, parameters: parameters,
              curves: curves, memo: memo)
            #expect(abs(fast - curve.value(at: x)) < 1e-9, "x=\(x)")
          }
        }
      }
    }
  }

  /// The memo's answers are the solver's, bit for bit, per curve: the same x asked of two
  /// curves, in turns, twice over, against a solve with an empty memo each time.
  @Test func rememberedAnswersAreTheSolvedOnes() {
    var table = CurveTable()
    let indices = [UnitBezier.easeInEaseOut, .easeIn].map { Int(table.index(of: $0)) }
    let curves = table.curves
    for _ in 0..<2 {
      for step in 1..<300 {
        let x = Double(step) / 300
        for index in indices {
          let remembered = table.value(x, curve: index)
          let solved = table.coefficients.withUnsafeBufferPointer { coefficients in
            table.parameters.withUnsafeBufferPointer { parameters in
              CurveMemo.make().withSlots { empty in
                CurveTable.value(
                  x, curve: index, coefficients: coefficients, parameters: parameters,
                  curves: curves, memo: empty)
              }
            }
          }
          #expect(remembered.bitPattern == solved.bitPattern, "x=\(x), curve \(index)")
        }
      }
    }
  }
}

@MainActor @Suite struct LayerKeyTests {
  @Test func everyKeyNameIsItsCaseNameAndParsesBack() {
    for key in LayerKey.allCases {
      #expect(key.name == String(describing: key))
      #expect(LayerKey.byName[key.name] == key)
    }
    #expect(LayerKey.byName["isHidden"] == .hidden)
    #expect(KeyPathRef("transform.rotation.z")?.component == "rotation.z")
    #expect(KeyPathRef("nonsense.x") == nil)
  }

  @Test func keyPathsFromTheTableAreThoseParsing() {
    #expect(KeyPathRef.common.count > LayerKey.byName.count)
    for (keyPath, ref) in KeyPathRef.common {
      #expect(KeyPathRef(parsing: keyPath) == ref, "\(keyPath)")
    }
    #expect(KeyPathRef("position.z") == KeyPathRef(base: .position, component: "z"))
  }

  @Test func everyKeyHasABitOfItsOwn() {
    #expect(LayerKey.allCases.count <= 64)
    #expect(Set(LayerKey.allCases.map(\.bit)).count == LayerKey.allCases.count)
  }
}
