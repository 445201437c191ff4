import Testing

@testable import HeadlessQuartzCore

/// What `add(_:forKey:)` makes and the commit finishes: the copy with its settings carried
/// whole, the record with its end time kept once, the commit of every record added since the
/// last one, and the end as the engine schedules it in media time.
@MainActor @Suite struct AttachmentRecordTests {
  func fade(_ duration: Double = 0.4) -> CABasicAnimation { opacityFade(duration) }

  @Test func aCopyCarriesEverySettingAndOwnsThem() throws {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 10.0
    animation.toValue = 20.0
    animation.byValue = 5.0
    animation.isAdditive = true
    animation.isCumulative = true
    animation.duration = 2
    let copy = try #require(animation.copy() as? CABasicAnimation)
    #expect(copy.keyPath == "position.x")
    #expect(copy.keyPathRef == KeyPathRef(base: .position, component: "x"))
    #expect(copy.fromValue as? Double == 10)
    #expect(copy.toValue as? Double == 20)
    #expect(copy.byValue as? Double == 5)
    #expect(copy.isAdditive && copy.isCumulative)
    #expect(copy.duration == 2)
    // Written afterwards, each keeps its own.
    copy.keyPath = "opacity"
    copy.fromValue = 1.0
    copy.isAdditive = false
    #expect(animation.keyPath == "position.x")
    #expect(animation.keyPathRef == KeyPathRef(base: .position, component: "x"))
    #expect(animation.fromValue as? Double == 10)
    #expect(animation.isAdditive)
    #expect(copy.keyPathRef == KeyPathRef(base: .opacity))
  }

  @Test func aCopyConvertsItsValuesAnew() throws {
    let animation = fade()
    _ = animation.convertedValues(like: .number(0.5))
    #expect(animation.basicStorage.converted != nil)
    let copy = try #require(animation.copy() as? CABasicAnimation)
    #expect(copy.basicStorage.converted == nil)
  }

  @Test func theRecordKeepsItsEndFromTheCommit() throws {
    try Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      runtime.advance(to: 1)
      let animation = fade(0.4)
      animation.repeatCount = 2
      layer.add(animation, forKey: "fade")
      let record = try #require(layer.storage.attached.first)
      #expect(!record.storage.isCommitted)
      runtime.runTurn()
      #expect(record.storage.isCommitted)
      let begin = record.storage.timing.beginTime
      #expect(begin == layer.convertTime(1, from: nil))
      // The turn's animate phase derived the record's end and made it the layer's next event.
      #expect(record.storage.didStart)
      #expect(layer.storage.nextAnimationEvent == begin + 0.8)
      #expect(layer.storage.nextAnimationEvent == record.storage.timing.endTime)
    }
  }

  @Test func aCommitFinishesEveryRecordAddedSinceTheLastOne() throws {
    try Runtime.withNew { runtime in
      let first: CALayer = committedLayer(in: runtime)
      let second: CALayer = committedLayer(in: runtime)
      first.add(fade(), forKey: "kept")
      runtime.runTurn()
      let kept = try #require(first.storage.attached.first)
      let keptBegin = kept.storage.timing.beginTime
      runtime.advance(to: 0.1)
      // Interleaved over two layers, one removed before the commit, one added twice over.
      first.add(fade(), forKey: "a")
      second.add(fade(), forKey: "b")
      first.add(fade(), forKey: "c")
      first.removeAnimation(forKey: "a")
      second.add(fade(1), forKey: "b")
      #expect(first.engine.storage.pending.count == 4)
      let added = first.storage.attached.dropFirst() + second.storage.attached
      #expect(added.count == 2)
      #expect(added.allSatisfy { !$0.storage.isCommitted && !$0.storage.didStart })
      runtime.runTurn()
      #expect(first.engine.storage.pending.isEmpty)
      #expect(first.animationKeys() == ["kept", "c"])
      #expect(second.animationKeys() == ["b"])
      for record in added {
        #expect(record.storage.isCommitted)
        #expect(record.storage.didStart)
      }
      #expect(
        second.storage.nextAnimationEvent == second.storage.attached.first?.storage.timing.endTime)
      #expect(second.storage.attached.first?.storage.timing.duration == 1)
      // The record committed earlier keeps its begin.
      #expect(kept.storage.timing.beginTime == keptBegin)
    }
  }

  @Test func aRecordOfSeveralKeysTouchesEachOfThem() throws {
    let group = CAAnimationGroup()
    group.animations = [
      CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "position.y"),
    ]
    let record = try AttachedAnimation(key: nil, animation: group, defaultDuration: 0.25)
    #expect(record.base == nil)
    #expect(record.touches(.opacity))
    #expect(record.touches(.position))
    #expect(!record.touches(.bounds))
    let opacity = fade()
    let single = try AttachedAnimation(key: nil, animation: opacity, defaultDuration: 0.25)
    #expect(single.base == .opacity)
    #expect(single.touches(.opacity))
    #expect(!single.touches(.position))
    // A key path with a component: its base key from the parse's box.
    let moveY = CABasicAnimation(keyPath: "position.y")
    let component = try AttachedAnimation(key: nil, animation: moveY, defaultDuration: 0.25)
    #expect(component.base == .position)
    let wobble = CABasicAnimation(keyPath: "wobble")
    let none = try AttachedAnimation(key: nil, animation: wobble, defaultDuration: 0.25)
    #expect(!none.touches(.opacity))
  }

  @Test func anAnimationUnderAFasterSuperlayerEndsAtItsMediaTime() {
    Runtime.withNew { runtime in
      let parent: CALayer = committedLayer(in: runtime)
      parent.speed = 2
      let layer = CALayer()
      parent.addSublayer(layer)
      runtime.runTurn()
      let start = runtime.now
      layer.add(fade(0.4), forKey: "fade")
      runtime.runTurn()
      // 0.4 s of the layer's time are 0.2 s of media time.
      runtime.advance(to: start + 0.15)
      #expect(layer.animationKeys() == ["fade"])
      runtime.advance(to: start + 0.25)
      #expect(layer.animationKeys() == nil)
      #expect(layer.engine.animatedLayers.isEmpty)
    }
  }

  @Test func theRecordKeepsEveryTimingValueItResolved() throws {
    let short = fade(0.4)
    let plain = try AttachedAnimation(key: "fade", animation: short, defaultDuration: 0.25)
    #expect(plain.storage.rareTiming == nil)
    #expect(plain.storage.timing == fade(0.4).mediaTiming)
    // Each value that is not its default, alone (−0.0 included: it is not 0 bit for bit).
    let settings: [(CABasicAnimation) -> Void] = [
      { $0.speed = 2 }, { $0.timeOffset = 0.1 }, { $0.timeOffset = -0.0 },
      { $0.repeatCount = 2.5 }, { $0.repeatDuration = 3 }, { $0.autoreverses = true },
    ]
    for set in settings {
      let animation = fade(0.4)
      set(animation)
      animation.beginTime = 0.25
      animation.fillMode = .both
      let record = try AttachedAnimation(key: "fade", animation: animation, defaultDuration: 0.25)
      #expect(record.storage.rareTiming != nil)
      let timing = record.storage.timing
      #expect(timing == animation.mediaTiming)
      #expect(timing.timeOffset.sign == animation.mediaTiming.timeOffset.sign)
    }
  }

  @Test func theEndIsTheCommittedTimingsEnd() throws {
    try Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let animation = fade(0.5)
      animation.speed = 2
      animation.repeatCount = 3
      animation.autoreverses = true
      layer.add(animation, forKey: "fade")
      let record = try #require(layer.storage.attached.first)
      #expect(!record.storage.isCommitted)
      runtime.runTurn()
      let begin = record.storage.beginTime
      // 3 cycles of 2 × 0.5 s at speed 2: the end the animate phase derived, the next event.
      #expect(layer.storage.nextAnimationEvent == begin + 1.5)
      #expect(record.storage.timing.endTime == begin + 1.5)
      runtime.advance(to: runtime.now + 1.4)
      #expect(layer.animationKeys() == ["fade"])
      runtime.advance(to: runtime.now + 0.2)
      #expect(layer.animationKeys() == nil)
    }
  }

  #if canImport(Glibc)
    @Test func aRecordFitsAnEightyByteChunk() throws {
      // One record per attached animation; glibc's usable size of an 80-byte chunk is 72.
      let animation = fade()
      let record = try AttachedAnimation(key: "fade", animation: animation, defaultDuration: 0.25)
      #expect(mallocUsableSize(record) == 72)
      let rare = fade()
      rare.speed = 2
      let rareRecord = try AttachedAnimation(key: "fade", animation: rare, defaultDuration: 0.25)
      #expect(mallocUsableSize(rareRecord) == 72)
    }
  #endif
}
