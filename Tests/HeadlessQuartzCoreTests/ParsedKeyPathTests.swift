import Testing

@testable import HeadlessQuartzCore

/// A property animation keeps its key path with its parse in one word (``ParsedKeyPath``): it
/// reads back the string last written, and its parse is `KeyPathRef(_:)`'s for that string.
@MainActor @Suite struct ParsedKeyPathTests {
  @Test func theParsedKeyPathIsOneWord() {
    #expect(MemoryLayout<ParsedKeyPath>.size == 8)
  }

  @Test(arguments: ["opacity", "position", "position.x", "transform.rotation.z", "bounds.size"])
  func aKeyPathParsesAsKeyPathRefParsesIt(keyPath: String) {
    let animation = CABasicAnimation(keyPath: keyPath)
    #expect(animation.keyPathRef == KeyPathRef(keyPath))
    // Asked again: the kept answer.
    #expect(animation.keyPathRef == KeyPathRef(keyPath))
  }

  @Test func anUnknownComponentIsKeptInABoxOfItsOwn() {
    let first = CABasicAnimation(keyPath: "position.z")
    let second = CABasicAnimation(keyPath: "position.z")
    #expect(first.keyPathRef == KeyPathRef(base: .position, component: "z"))
    #expect(second.keyPathRef == first.keyPathRef)
    guard case .boxed(let a) = first.propertyStorage.parsedKeyPath,
      case .boxed(let b) = second.propertyStorage.parsedKeyPath
    else {
      Issue.record("a key path with a component is kept boxed")
      return
    }
    #expect(a !== b)
  }

  @Test func aCommonComponentSharesOneBox() {
    let first = CABasicAnimation(keyPath: "position.x")
    let second = CABasicAnimation(keyPath: "position.x")
    guard case .boxed(let a) = first.propertyStorage.parsedKeyPath,
      case .boxed(let b) = second.propertyStorage.parsedKeyPath
    else {
      Issue.record("a key path with a component is kept boxed")
      return
    }
    #expect(a === b)
  }

  /// Every kind of key path reads back as it was written: a key's own name (kept inline), a
  /// common and an unknown component, another spelling of a key, a path that names no layer
  /// property, and none.
  @Test(arguments: [
    "opacity", "position.x", "position.z", "isHidden", "hidden", "wobble", "wobble.x", "",
  ])
  func aKeyPathReadsBackAsWritten(keyPath: String) {
    let animation = CABasicAnimation(keyPath: keyPath)
    #expect(animation.keyPath == keyPath)
    #expect(animation.keyPathRef == KeyPathRef(keyPath))
    let copy = animation.copy() as? CABasicAnimation
    #expect(copy?.keyPath == keyPath)
    #expect(copy?.keyPathRef == KeyPathRef(keyPath))
    animation.keyPath = nil
    #expect(animation.keyPath == nil)
    #expect(animation.keyPathRef == nil)
  }

  /// A copy carries the parse it was given, not a parse of the string read back: an unknown
  /// component's box (one per parse) is the original's own; the record `add(_:forKey:)` makes
  /// takes its base key from that parse.
  @Test func aCopyCarriesTheParseItself() throws {
    let animation = CABasicAnimation(keyPath: "position.z")
    let copy = try #require(animation.copy() as? CABasicAnimation)
    guard case .boxed(let original) = animation.propertyStorage.parsedKeyPath,
      case .boxed(let copied) = copy.propertyStorage.parsedKeyPath
    else {
      Issue.record("a key path with a component is kept boxed")
      return
    }
    #expect(copied === original)
    #expect(copy.keyPath == "position.z")
    #expect(copy.propertyStorage.parsedKeyPath.base == .position)
    #expect(CABasicAnimation(keyPath: "wobble.x").propertyStorage.parsedKeyPath.base == nil)
    #expect(CABasicAnimation().propertyStorage.parsedKeyPath.base == nil)
    try Runtime.withNew { _ in
      let layer = CALayer()
      layer.add(animation, forKey: "move")
      layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      layer.add(CABasicAnimation(keyPath: "wobble"), forKey: "wobble")
      let bases = layer.storage.attached.map(\.attachment.base)
      #expect(bases == [.position, .opacity, nil])
      let attached = try #require(layer.storage.attached.first as? CABasicAnimation)
      guard case .boxed(let kept) = attached.propertyStorage.parsedKeyPath else {
        Issue.record("the attached copy keeps the boxed parse")
        return
      }
      #expect(kept === original)
    }
  }

  @Test func onlyAKeysOwnNameIsKeptInline() {
    guard case .whole(.opacity) = CABasicAnimation(keyPath: "opacity").propertyStorage.parsedKeyPath
    else {
      Issue.record("a key's own name is kept inline")
      return
    }
    guard case .boxed(let box) = CABasicAnimation(keyPath: "isHidden").propertyStorage.parsedKeyPath
    else {
      Issue.record("another spelling of a key is kept boxed with its string")
      return
    }
    #expect(box.keyPath == "isHidden")
    #expect(box.ref == KeyPathRef(base: .hidden))
  }

  @Test func noLayerPropertyOrNoKeyPathParsesAsNil() {
    let unknown = CABasicAnimation(keyPath: "wobble")
    #expect(unknown.keyPathRef == nil)
    let none = CABasicAnimation()
    #expect(none.keyPathRef == nil)
  }

  @Test func aNewKeyPathIsParsedAgain() {
    let animation = CABasicAnimation(keyPath: "opacity")
    #expect(animation.keyPathRef == KeyPathRef(base: .opacity))
    animation.keyPath = "position.y"
    #expect(animation.keyPathRef == KeyPathRef(base: .position, component: "y"))
    animation.keyPath = "wobble"
    #expect(animation.keyPathRef == nil)
    animation.keyPath = "opacity"
    #expect(animation.keyPathRef == KeyPathRef(base: .opacity))
    // A copy carries the key path it was given, with its parse.
    let copy = animation.copy() as? CABasicAnimation
    #expect(copy?.keyPathRef == KeyPathRef(base: .opacity))
  }

  #if canImport(Glibc)
    @Test func aBasicAnimationFitsAOneHundredSeventySixByteChunk() {
      // A layer's attachments keep one copy per added animation, which is the record of its
      // attachment (its lifecycle in it); glibc's usable size of a 176-byte chunk is 168.
      let animation = CABasicAnimation(keyPath: "position")
      #expect(mallocUsableSize(animation) == 168)
    }
  #endif
}
