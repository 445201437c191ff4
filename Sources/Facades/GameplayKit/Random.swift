import Foundation
import Runtime

/// A source of random values. Headless every source is deterministic: a source made with a
/// seed gives the same sequence for that seed, and one made without gives the sequence of a
/// fixed seed, 0 (GK-4). The sequences are ScreenLab's own (SplitMix64), not Apple's.
open class GKRandomSource: GKRandom {
  private var state: UInt64
  /// The seed the source started from.
  public let initialSeed: UInt64

  /// A source with the fixed seed 0 (GK-4).
  public convenience init() { self.init(seedValue: 0) }

  init(seedValue seed: UInt64) {
    state = seed
    initialSeed = seed
  }

  /// The shared source: one per runtime, seeded with 0 (GK-4).
  open class func sharedRandom() -> GKRandomSource {
    Runtime.current.component(SharedRandomSource.self) { _ in SharedRandomSource() }.source
  }

  /// The next value, uniform over the 64-bit integers (SplitMix64).
  func nextBits() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  open func nextInt() -> Int { Int(truncatingIfNeeded: Int32(truncatingIfNeeded: nextBits())) }

  /// A value in `0..<upperBound`.
  open func nextInt(upperBound: Int) -> Int {
    upperBound <= 0 ? 0 : Int(nextBits() % UInt64(upperBound))
  }

  /// A value in `0..<1`.
  open func nextUniform() -> Float { Float(nextBits() >> 40) / Float(1 << 24) }

  open func nextBool() -> Bool { nextBits() >> 63 == 1 }

  /// `array`'s elements in an order drawn from the source (Fisher–Yates).
  open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
    var result = array
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, nextInt(upperBound: index + 1))
    }
    return result
  }
}

/// The runtime's shared random source.
final class SharedRandomSource {
  let source = GKRandomSource()
}

/// Apple's ARC4 source; headless, the same deterministic generator (GK-4).
open class GKARC4RandomSource: GKRandomSource {
  /// A source seeded with the first eight bytes of `seed`, big-endian.
  public convenience init(seed: Data) {
    self.init(seedValue: seed.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
  }
  open func dropValues(withCount count: Int) {
    for _ in 0..<max(count, 0) { _ = nextBits() }
  }
}

/// Apple's linear congruential source; headless, the same deterministic generator (GK-4).
open class GKLinearCongruentialRandomSource: GKRandomSource {
  public convenience init(seed: UInt64) { self.init(seedValue: seed) }
  public var seed: UInt64 { initialSeed }
}

/// Apple's Mersenne Twister source; headless, the same deterministic generator (GK-4).
open class GKMersenneTwisterRandomSource: GKRandomSource {
  public convenience init(seed: UInt64) { self.init(seedValue: seed) }
  public var seed: UInt64 { initialSeed }
}

/// What every random source and distribution answers.
public protocol GKRandom {
  func nextInt() -> Int
  func nextInt(upperBound: Int) -> Int
  func nextUniform() -> Float
  func nextBool() -> Bool
}

/// Integers spread uniformly over `lowestValue...highestValue` (GK-4).
open class GKRandomDistribution: GKRandom {
  public let lowestValue: Int
  public let highestValue: Int
  public let source: GKRandom
  public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

  public init(
    randomSource source: GKRandom, lowestValue lowestInclusive: Int,
    highestValue highestInclusive: Int
  ) {
    self.source = source
    lowestValue = min(lowestInclusive, highestInclusive)
    highestValue = max(lowestInclusive, highestInclusive)
  }

  public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
    self.init(
      randomSource: GKRandomSource(), lowestValue: lowestInclusive,
      highestValue: highestInclusive)
  }

  /// A die of `sideCount` sides: 1 to `sideCount`.
  public convenience init(forDieWithSideCount sideCount: Int) {
    self.init(lowestValue: 1, highestValue: sideCount)
  }

  /// A six-sided die: 1 to 6.
  open class func d6() -> GKRandomDistribution {
    GKRandomDistribution(lowestValue: 1, highestValue: 6)
  }
  /// A twenty-sided die: 1 to 20.
  open class func d20() -> GKRandomDistribution {
    GKRandomDistribution(lowestValue: 1, highestValue: 20)
  }

  open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }

  /// A value of the distribution below `upperBound` (its lowest value when none is).
  open func nextInt(upperBound: Int) -> Int {
    let top = min(highestValue, upperBound - 1)
    guard top >= lowestValue else { return lowestValue }
    return lowestValue + source.nextInt(upperBound: top - lowestValue + 1)
  }

  open func nextUniform() -> Float {
    Float(nextInt() - lowestValue) / Float(max(numberOfPossibleOutcomes - 1, 1))
  }

  open func nextBool() -> Bool { nextInt() - lowestValue >= numberOfPossibleOutcomes / 2 }
}

/// A distribution that avoids repeats: it deals every value of its range once, in an order
/// drawn from its source, before dealing any again (GK-4).
open class GKShuffledDistribution: GKRandomDistribution {
  private var deck: [Int] = []

  open override func nextInt() -> Int {
    if deck.isEmpty {
      let values = Array(lowestValue...highestValue)
      let generator = (source as? GKRandomSource) ?? GKRandomSource()
      deck = generator.arrayByShufflingObjects(in: values).compactMap { $0 as? Int }
    }
    return deck.removeLast()
  }

  open override class func d6() -> GKShuffledDistribution {
    GKShuffledDistribution(lowestValue: 1, highestValue: 6)
  }

  open override class func d20() -> GKShuffledDistribution {
    GKShuffledDistribution(lowestValue: 1, highestValue: 20)
  }
}
