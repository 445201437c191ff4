import Testing

@testable import HeadlessQuartzCore

/// A property animation keeps its parsed key path in one word (``ParsedKeyPath``): what it
/// answers is `KeyPathRef(_:)`'s for the key path last written.
@Suite struct ParsedKeyPathTests {
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
    guard case .component(let a) = first.propertyStorage.parsedKeyPath,
      case .component(let b) = second.propertyStorage.parsedKeyPath
    else {
      Issue.record("a key path with a component is kept boxed")
      return
    }
    #expect(a !== b)
  }

  @Test func aCommonComponentSharesOneBox() {
    let first = CABasicAnimation(keyPath: "position.x")
    let second = CABasicAnimation(keyPath: "position.x")
    _ = (first.keyPathRef, second.keyPathRef)
    guard case .component(let a) = first.propertyStorage.parsedKeyPath,
      case .component(let b) = second.propertyStorage.parsedKeyPath
    else {
      Issue.record("a key path with a component is kept boxed")
      return
    }
    #expect(a === b)
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
    // A copy parses the key path it was given.
    let copy = animation.copy() as? CABasicAnimation
    #expect(copy?.keyPathRef == KeyPathRef(base: .opacity))
  }

  #if canImport(Glibc)
    @Test func aBasicAnimationFitsAOneHundredSixtyByteChunk() {
      // A layer's attachments keep one copy per added animation; glibc's usable size of a
      // 160-byte chunk is 152.
      let animation = CABasicAnimation(keyPath: "position")
      _ = animation.keyPathRef
      #expect(mallocUsableSize(animation) == 152)
    }
  #endif
}
