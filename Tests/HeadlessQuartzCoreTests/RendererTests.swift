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
