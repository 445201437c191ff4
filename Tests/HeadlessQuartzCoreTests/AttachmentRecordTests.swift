import Testing

@testable import HeadlessQuartzCore

/// What `add(_:forKey:)` makes and the commit finishes: the copy with its settings carried
/// whole, which is the record of its attachment (its lifecycle kept in it), the commit of every
/// record added since the last one, and the end as the engine schedules it in media time.
@MainActor @Suite struct AttachmentRecordTests {
  func fade(_ duration: Double = 0.4) -> CABasicAnimation { opacityFade(duration) }

  /// The copy `add(_:forKey:)` would attach, made the record as `add` makes it.
  func attachedCopy(
    _ animation: CAAnimation, key: String? = nil, defaultDuration: Double = 0.25
  ) throws -> CAAnimation {
    let copy = try #require(animation.copy() as? CAAnimation)
    try copy.attach(key: key, defaultDuration: defaultDuration)
    return copy
  }

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
      #expect(!record.attachment.isCommitted)
      runtime.runTurn()
      #expect(record.attachment.isCommitted)
      let begin = record.attachedTiming.beginTime
      #expect(begin == layer.convertTime(1, from: nil))
      // The turn's animate phase derived the record's end and made it the layer's next event.
      #expect(record.attachment.didStart)
      #expect(layer.storage.nextAnimationEvent == begin + 0.8)
      #expect(layer.storage.nextAnimationEvent == record.attachedTiming.endTime)
    }
  }

  @Test func aCommitFinishesEveryRecordAddedSinceTheLastOne() throws {
    try Runtime.withNew { runtime in
      let first: CALayer = committedLayer(in: runtime)
      let second: CALayer = committedLayer(in: runtime)
      first.add(fade(), forKey: "kept")
      runtime.runTurn()
      let kept = try #require(first.storage.attached.first)
      let keptBegin = kept.attachedTiming.beginTime
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
      #expect(added.allSatisfy { !$0.attachment.isCommitted && !$0.attachment.didStart })
      runtime.runTurn()
      #expect(first.engine.storage.pending.isEmpty)
      #expect(first.animationKeys() == ["kept", "c"])
      #expect(second.animationKeys() == ["b"])
      for record in added {
        #expect(record.attachment.isCommitted)
        #expect(record.attachment.didStart)
      }
      #expect(
        second.storage.nextAnimationEvent == second.storage.attached.first?.attachedTiming.endTime)
      #expect(second.storage.attached.first?.attachedTiming.duration == 1)
      // The record committed earlier keeps its begin.
      #expect(kept.attachedTiming.beginTime == keptBegin)
    }
  }

  @Test func aRecordOfSeveralKeysTouchesEachOfThem() throws {
    let group = CAAnimationGroup()
    group.animations = [
      CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "position.y"),
    ]
    let record = try attachedCopy(group)
    #expect(record.attachment.base == nil)
    #expect(record.touches(.opacity))
    #expect(record.touches(.position))
    #expect(!record.touches(.bounds))
    let opacity = fade()
    let single = try attachedCopy(opacity)
    #expect(single.attachment.base == .opacity)
    #expect(single.touches(.opacity))
    #expect(!single.touches(.position))
    // A key path with a component: its base key from the parse's box.
    let moveY = CABasicAnimation(keyPath: "position.y")
    let component = try attachedCopy(moveY)
    #expect(component.attachment.base == .position)
    let wobble = CABasicAnimation(keyPath: "wobble")
    let none = try attachedCopy(wobble)
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
    let plain = try attachedCopy(short, key: "fade")
    #expect(plain.storage.rare == nil)
    #expect(plain.attachedTiming == fade(0.4).mediaTiming)
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
      let record = try attachedCopy(animation, key: "fade")
      #expect(record.storage.rare != nil)
      let timing = record.attachedTiming
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
      #expect(!record.attachment.isCommitted)
      runtime.runTurn()
      let begin = record.attachment.beginTime
      // 3 cycles of 2 × 0.5 s at speed 2: the end the animate phase derived, the next event.
      #expect(layer.storage.nextAnimationEvent == begin + 1.5)
      #expect(record.attachedTiming.endTime == begin + 1.5)
      runtime.advance(to: runtime.now + 1.4)
      #expect(layer.animationKeys() == ["fade"])
      runtime.advance(to: runtime.now + 0.2)
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func theCopyIsTheRecordAndACopyOfItStartsWithNone() throws {
    try Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let animation = fade()
      layer.add(animation, forKey: "fade")
      // The layer lists the copy itself, its lifecycle in it; the caller's object has none.
      let record = try #require(layer.storage.attached.first)
      #expect(record !== animation)
      #expect(record.attachment.key == "fade")
      #expect(animation.attachment.key == nil)
      runtime.runTurn()
      #expect(record.attachment.isCommitted && record.attachment.didStart)
      // What `animation(forKey:)` hands out is a copy without the attachment.
      let handed = try #require(layer.animation(forKey: "fade"))
      #expect(handed !== record)
      #expect(handed.attachment.key == nil && !handed.attachment.isCommitted)
      #expect(!handed.attachment.didStart && handed.attachment.beginTime == 0)
    }
  }

  #if canImport(Glibc)
    @Test func aRecordFitsAOneHundredSeventySixByteChunk() throws {
      // One copy per attached animation, the record itself; glibc's usable size of a
      // 176-byte chunk is 168 (the copy's 144 and a record's 80 were two chunks).
      let record = try attachedCopy(fade(), key: "fade")
      #expect(mallocUsableSize(record) == 168)
      let rare = fade()
      rare.speed = 2
      let rareRecord = try attachedCopy(rare, key: "fade")
      #expect(mallocUsableSize(rareRecord) == 168)
    }
  #endif
}
