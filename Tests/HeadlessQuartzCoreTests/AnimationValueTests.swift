import Testing

@testable import HeadlessQuartzCore

/// Values of running animations at given times (Docs/Semantics/CoreAnimation.md (c, d, e, f)).
@MainActor @Suite struct AnimationValueTests {
  /// Adds `animation` to a fresh committed layer at t = 0 and returns the presentation
  /// value of `keyPath` at each of `times`.
  func sample(
    _ animation: CAAnimation, keyPath: String, at times: [Double],
    setUp: (CALayer) -> Void = { _ in }
  ) -> [Double] {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { setUp(layer) }
      layer.add(animation, forKey: "a")
      return times.map { time in
        runtime.advance(to: time)
        return number(layer.presentationValue(forKeyPath: keyPath))
      }
    }
  }

  func basic(
    _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1
  ) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
  }

  struct EndpointCase: CustomTestStringConvertible, Sendable {
    let from: Double?
    let to: Double?
    let by: Double?
    /// Values at t = 0.5 and t = 1 (left limit with forwards fill) with model 10.
    let middle: Double
    let testDescription: String
  }

  nonisolated static let endpointCases: [EndpointCase] = [
    EndpointCase(from: 0, to: 4, by: nil, middle: 2, testDescription: "from and to"),
    EndpointCase(from: 0, to: 4, by: 100, middle: 2, testDescription: "from and to ignore by"),
    EndpointCase(
      from: 2, to: nil, by: 4, middle: 4, testDescription: "from and by end at from + by"),
    EndpointCase(from: nil, to: 8, by: 4, middle: 6, testDescription: "to and by start at to − by"),
    EndpointCase(
      from: 0, to: nil, by: nil, middle: 5, testDescription: "from alone ends at the model"),
    EndpointCase(
      from: nil, to: 20, by: nil, middle: 15, testDescription: "to alone starts at the model"),
    EndpointCase(
      from: nil, to: nil, by: 4, middle: 12, testDescription: "by alone adds to the model"),
  ]

  @Test(arguments: endpointCases)
  func basicEndpointsFollowApplesTable(_ example: EndpointCase) {
    let animation = basic(
      "cornerRadius", from: example.from, to: example.to, by: example.by)
    let values = sample(animation, keyPath: "cornerRadius", at: [0.5]) { $0.cornerRadius = 10 }
    #expect(values[0].isClose(to: example.middle, tolerance: 1e-9))
  }

  @Test func easeInEaseOutIsSolvedExactly() {
    let animation = basic("opacity", from: 0, to: 1)
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    let values = sample(animation, keyPath: "opacity", at: [0.25, 0.5])
    // Float storage of opacity limits this comparison to 1e-7.
    #expect(values[0].isClose(to: 0.129161931, tolerance: 1e-7))
    #expect(values[1].isClose(to: 0.5, tolerance: 1e-7))
  }

  @Test func autoreverseAndRepeatFollowTheMediaTiming() {
    let animation = basic("cornerRadius", from: 0, to: 10)
    animation.autoreverses = true
    animation.repeatCount = 2
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    let values = sample(animation, keyPath: "cornerRadius", at: [0.25, 1.5, 2.5, 4, 5])
    #expect(values.map { ($0 * 1e9).rounded() / 1e9 } == [2.5, 5, 5, 0, 0])
  }

  @Test func infiniteRepeatNeverFinishes() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let log = DelegateLog(runtime)
      let animation = basic("opacity", from: 1, to: 0.2, duration: 2)
      animation.autoreverses = true
      animation.repeatCount = .infinity
      animation.delegate = log
      layer.add(animation, forKey: "fade")
      runtime.advance(to: 1000)
      #expect(layer.animationKeys() == ["fade"])
      #expect(log.events == ["start@0"])
      // 1000 s = 250 full 4 s cycles: back at the start value.
      #expect(presentedOpacity(layer).isClose(to: 1, tolerance: 1e-6))
    }
  }

  @Test func additiveAddsToTheModel() {
    let animation = basic("position.x", from: 0, to: 10)
    animation.isAdditive = true
    let values = sample(animation, keyPath: "position.x", at: [0.5]) {
      $0.position = CGPoint(x: 100, y: 0)
    }
    #expect(values == [105])
  }

  @Test func cumulativeBuildsOnEachRepeat() {
    let animation = basic("cornerRadius", from: 0, to: 10)
    animation.isCumulative = true
    animation.repeatCount = 3
    let values = sample(animation, keyPath: "cornerRadius", at: [0.5, 1.5, 2.5])
    #expect(values.map { ($0 * 1e9).rounded() / 1e9 } == [5, 15, 25])
  }

  @Test func beginTimeAndBackwardsFillShowTheFirstFrameEarly() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { layer.cornerRadius = 7 }
      let plain = basic("cornerRadius", from: 0, to: 10)
      plain.beginTime = CACurrentMediaTime() + 1
      layer.add(plain, forKey: "later")
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.cornerRadius == 7)
      layer.removeAllAnimations()
      let filled = basic("cornerRadius", from: 0, to: 10)
      filled.beginTime = CACurrentMediaTime() + 1
      filled.fillMode = .backwards
      layer.add(filled, forKey: "later")
      runtime.advance(to: 0.75)
      #expect(layer.presentation()?.cornerRadius == 0)
      runtime.advance(to: 2)
      #expect(layer.presentation()?.cornerRadius == 5)
    }
  }

  @Test func keyframesLinearDiscreteAndKeyTimes() {
    let linear = CAKeyframeAnimation(keyPath: "cornerRadius")
    linear.values = [0, 10, 0]
    linear.duration = 1
    #expect(sample(linear, keyPath: "cornerRadius", at: [0.25, 0.5, 0.75]) == [5, 10, 5])

    let discrete = CAKeyframeAnimation(keyPath: "cornerRadius")
    discrete.values = [1, 2, 3, 4]
    discrete.calculationMode = .discrete
    discrete.duration = 1
    #expect(sample(discrete, keyPath: "cornerRadius", at: [0.1, 0.3, 0.6, 0.9]) == [1, 2, 3, 4])

    let timed = CAKeyframeAnimation(keyPath: "cornerRadius")
    timed.values = [0, 10, 20]
    timed.keyTimes = [0, 0.8, 1]
    timed.duration = 1
    let values = sample(timed, keyPath: "cornerRadius", at: [0.4, 0.9])
    #expect(values[0].isClose(to: 5) && values[1].isClose(to: 15))
  }

  @Test func pacedKeyframesMoveAtConstantSpeed() {
    let paced = CAKeyframeAnimation(keyPath: "cornerRadius")
    paced.values = [0, 30, 40]
    paced.calculationMode = .paced
    paced.duration = 1
    let values = sample(paced, keyPath: "cornerRadius", at: [0.5, 0.875])
    #expect(values[0].isClose(to: 20) && values[1].isClose(to: 35))
  }

  /// Boxed keyframes are converted once and kept; a write of `values` drops what was kept.
  @Test func keptKeyframesFollowAWriteOfValues() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let move = CAKeyframeAnimation(keyPath: "position")
      move.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 40))]
      move.duration = 1
      func x(at time: Double) -> Double? {
        let target = PresentationTarget(model: layer)
        move.apply(at: time, timing: move.mediaTiming, to: target)
        guard case .point(let point)? = target.storage.overlay.value(.position) else { return nil }
        return Double(point.x)
      }
      #expect(x(at: 0.5) == 50)
      #expect(x(at: 0.75) == 75)
      move.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 0))]
      #expect(x(at: 0.5) == 5)
    }
  }

  @Test func springOvershootsAndLandsOnTheTarget() {
    let spring = CASpringAnimation(keyPath: "cornerRadius")
    spring.fromValue = 0
    spring.toValue = 100
    spring.damping = 5
    spring.duration = spring.settlingDuration
    // m = 1, k = 100, c = 5: ω0 = 10, ζ = 0.25, β = ζω0 = 2.5, ωd = ω0·√(1 − ζ²).
    let beta = 2.5
    let omegaD = 10 * (1 - 0.0625).squareRoot()
    func q(_ t: Double) -> Double {
      1 - exp(-beta * t) * (cos(omegaD * t) + beta / omegaD * sin(omegaD * t))
    }
    // Settled when the envelope (1 + β/ωd)·e^(−βt) reaches ε = 0.001.
    let settling = log((1 + beta / omegaD) / 0.001) / beta
    #expect(spring.settlingDuration.isClose(to: settling, tolerance: 1e-9))
    let values = sample(spring, keyPath: "cornerRadius", at: [0.3, spring.duration - 1e-9])
    #expect(values[0].isClose(to: 100 * q(0.3), tolerance: 1e-6), "\(values[0])")
    #expect(values[0] > 143)
    #expect(values[1].isClose(to: 100 * q(settling - 1e-9), tolerance: 1e-6), "\(values[1])")
  }

  @Test func groupTimesItsChildren() {
    let move = basic("position.x", from: 0, to: 100, duration: 0)
    let fade = basic("opacity", from: 0, to: 1, duration: 0.5)
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 2
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.add(group, forKey: "group")
      runtime.advance(to: 1)
      #expect(number(layer.presentationValue(forKeyPath: "position.x")).isClose(to: 50))
      // The fade lasts 0.5 s of the group's 2 s and then shows the model (no fill).
      #expect(presentedOpacity(layer) == 1)
      runtime.advance(to: 0 + 1.25)
      #expect(number(layer.presentationValue(forKeyPath: "position.x")).isClose(to: 62.5))
    }
  }

  @Test func pauseAndResumeRecipeFreezesAndContinues() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.add(basic("cornerRadius", from: 0, to: 10, duration: 2), forKey: "a")
      runtime.advance(to: 0.5)
      // Pause (Core Animation Programming Guide).
      let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
      layer.speed = 0
      layer.timeOffset = pausedTime
      runtime.advance(to: 3)
      #expect(layer.presentation()?.cornerRadius == 2.5)
      // Resume.
      let paused = layer.timeOffset
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = 0
      layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
      runtime.advance(to: 3.5)
      #expect(layer.presentation()?.cornerRadius == 5)
      runtime.advance(to: 5)
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func valuesDoNotDriftWithTheFrameRate() {
    func value(at time: Double, rate: FrameRate) -> Double {
      Runtime.withNew(frameRate: rate) { runtime in
        let layer: CALayer = committedLayer(in: runtime)
        let animation = basic("cornerRadius", from: 0, to: 100, duration: 3)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "a")
        runtime.advance(to: time)
        return number(layer.presentationValue(forKeyPath: "cornerRadius"))
      }
    }
    #expect(value(at: 1.5, rate: .hz60) == value(at: 1.5, rate: .hz120))
    #expect(value(at: 2, rate: .hz60) == value(at: 2, rate: FrameRate(hertz: 7)))
  }
}

@MainActor @Suite struct TransformAnimationTests {
  @Test func rotationKeyPathAnimatesTheZAngle() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = Double.pi / 2
      spin.duration = 1
      layer.add(spin, forKey: "spin")
      runtime.advance(to: 0.5)
      let angle = number(layer.presentationValue(forKeyPath: "transform.rotation.z"))
      #expect(angle.isClose(to: .pi / 4, tolerance: 1e-9))
      #expect(layer.transform == CATransform3DIdentity)
    }
  }

  @Test func wholeTransformsInterpolateByDecomposition() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let grow = CABasicAnimation(keyPath: "transform")
      grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
      grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
      grow.duration = 1
      layer.add(grow, forKey: "grow")
      runtime.advance(to: 0.5)
      #expect(
        number(layer.presentationValue(forKeyPath: "transform.scale.x")).isClose(
          to: 2, tolerance: 1e-9))
    }
  }

  @Test func positionAnimatesFromNSValuePoints() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = NSValue(cgPoint: .zero)
      move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
      move.duration = 1
      layer.add(move, forKey: "move")
      runtime.advance(to: 0.25)
      #expect(layer.presentation()?.position == CGPoint(x: 25, y: 10))
    }
  }
}

@MainActor @Suite struct AnimationCoverageTests {
  func sampled(_ animation: CAAnimation, _ keyPath: String, at time: Double) -> Any? {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.add(animation, forKey: "a")
      runtime.advance(to: time)
      return layer.presentationValue(forKeyPath: keyPath)
    }
  }

  @Test func cubicKeyframesPassThroughTheKeyframesAsCatmullRom() {
    let cubic = CAKeyframeAnimation(keyPath: "cornerRadius")
    cubic.values = [0, 10, 0]
    cubic.calculationMode = .cubic
    cubic.duration = 1
    #expect(number(sampled(cubic, "cornerRadius", at: 0.5)).isClose(to: 10))
    #expect(number(sampled(cubic, "cornerRadius", at: 0.25)).isClose(to: 5.625))
  }

  @Test func coloursInterpolateComponentwise() {
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.fromValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    tint.toValue = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    tint.duration = 1
    let color = sampled(tint, "backgroundColor", at: 0.5) as? CGColor
    #expect(color?.components == [0.5, 0.25, 0, 1])
  }

  @Test func rectsInterpolateComponentwise() {
    let grow = CABasicAnimation(keyPath: "bounds")
    grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
    grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 50))
    grow.duration = 1
    #expect(
      sampled(grow, "bounds", at: 0.5) as? CGRect == CGRect(x: 0, y: 0, width: 20, height: 30))
  }

  @Test func customControlPointsAreSolvedAndReported() {
    let curve = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
    var point: [Float] = [0, 0]
    curve.getControlPoint(at: 1, values: &point)
    #expect(point == [0.5, 0])
    let move = CABasicAnimation(keyPath: "cornerRadius")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    move.timingFunction = curve
    // Symmetric curve: half the time, half the way.
    #expect(number(sampled(move, "cornerRadius", at: 0.5)).isClose(to: 50, tolerance: 1e-7))
  }

  @Test func perceptualSpringSettlesAndAllowsOverdamping() {
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    #expect(spring.allowsOverdamping)
    #expect(spring.duration == spring.settlingDuration)
    #expect(abs(spring.stiffness - 157.9) < 0.1)
    #expect(abs(spring.damping - 17.6) < 0.1)
    #expect(abs(spring.perceptualDuration - 0.5) < 1e-6)
  }

  @Test func fractionalRepeatStopsMidCycle() {
    let pulse = CABasicAnimation(keyPath: "cornerRadius")
    pulse.fromValue = 0
    pulse.toValue = 10
    pulse.duration = 1
    pulse.repeatCount = 2.5
    pulse.fillMode = .forwards
    pulse.isRemovedOnCompletion = false
    #expect(number(sampled(pulse, "cornerRadius", at: 3)).isClose(to: 5))
  }

  struct BadTiming: CustomTestStringConvertible, Sendable {
    let set: @Sendable (CABasicAnimation) -> Void
    let message: String
    let testDescription: String
  }

  nonisolated static let badTimings: [BadTiming] = [
    BadTiming(
      set: { $0.duration = .nan }, message: "duration 'nan' is not a finite number",
      testDescription: "NaN duration"),
    BadTiming(
      set: { $0.beginTime = .infinity }, message: "beginTime 'inf' is not a finite number",
      testDescription: "infinite begin time"),
    BadTiming(
      set: { $0.speed = -1 }, message: "speed '-1.0' is negative", testDescription: "negative speed"
    ),
    BadTiming(
      set: { $0.repeatCount = -2 }, message: "repeatCount '-2.0' must be 0 or more",
      testDescription: "negative repeat count"),
    BadTiming(
      set: { $0.repeatDuration = -1 }, message: "repeatDuration '-1.0' must not be negative",
      testDescription: "negative repeat duration"),
  ]

  @Test(arguments: badTimings)
  func badTimingIsRefusedWithADiagnostic(_ bad: BadTiming) {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.fromValue = 0
      animation.toValue = 1
      animation.duration = 1
      bad.set(animation)
      layer.add(animation, forKey: "bad")
      #expect(layer.animationKeys() == nil)
      let message = runtime.trace.events(.diagnostic).last?.message ?? ""
      #expect(message.contains(bad.message), "\(message)")
    }
  }

  /// A group is refused for a child's timing, and traced as it was added: no duration was
  /// given to it or its children before the whole group was known to run.
  @Test func aGroupWithABadChildIsRefusedAsItWasAdded() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let child = CABasicAnimation(keyPath: "opacity")
      child.repeatCount = -1
      let group = CAAnimationGroup()
      group.animations = [child]
      layer.add(group, forKey: "group")
      #expect(layer.animationKeys() == nil)
      let message = runtime.trace.events(.diagnostic).last?.message ?? ""
      #expect(
        message.hasPrefix("add CAAnimationGroup(duration: 0.0) for key 'group'"), "\(message)")
      #expect(
        message.hasSuffix(
          "child CABasicAnimation(keyPath: opacity, duration: 0.0): "
            + "repeatCount '-1.0' must be 0 or more (or .infinity)"),
        "\(message)")
    }
  }

  @Test func nonFiniteGeometryStopsNamingTheLayer() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let layer = CALayer()
      layer.name = "card"
      layer.position = CGPoint(x: CGFloat.nan, y: 0)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("CALayerInvalidGeometry: <CALayer 'card'> position contains 'nan'"))
  }

  /// Apple documents no failure for a bad transaction duration: reported and ignored
  /// (Docs/Misuse.md §2).
  @Test(arguments: [(-1.0, "-1.0"), (.nan, "nan"), (.infinity, "inf")])
  func unusableTransactionDurationIsReportedAndIgnored(duration: Double, text: String) {
    Runtime.withNew { runtime in
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setAnimationDuration(duration)
      #expect(CATransaction.animationDuration() == 0.5)
      CATransaction.commit()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "CATransaction.setAnimationDuration(\(text)): duration must be a finite number >= 0; "
            + "ignored, the transaction keeps 0.5 s"
        ])
    }
  }
}
