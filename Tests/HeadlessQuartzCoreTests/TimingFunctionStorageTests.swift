import Testing

@testable import HeadlessQuartzCore

#if canImport(Glibc)
  import Glibc
#endif

/// A timing function keeps one reference, to a curve and name shared by every function of that
/// name: what it reads back (name, curve, description) is what it was made with.
@Suite struct TimingFunctionStorageTests {
  static let namedCurves: [(CAMediaTimingFunctionName, UnitBezier)] = [
    (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
    (.easeInEaseOut, .easeInEaseOut), (.default, .caDefault),
  ]

  @Test func aNamedFunctionReadsBackItsNameAndCurve() {
    for (name, curve) in Self.namedCurves {
      let function = CAMediaTimingFunction(name: name)
      #expect(function.name == name)
      #expect(function.curve == curve)
      #expect(function.description == name.rawValue)
    }
  }

  @Test func aNameOfItsOwnIsLinearAndKeptAsWritten() {
    let name = CAMediaTimingFunctionName(rawValue: "bouncy")
    let function = CAMediaTimingFunction(name: name)
    #expect(function.name == name)
    #expect(function.curve == .linear)
    #expect(function.description == "bouncy")
    #expect(CAMediaTimingFunction(name: .linear).name == .linear)
  }

  @Test func controlPointsAndCurvesHaveNoName() {
    let points = CAMediaTimingFunction(controlPoints: 0.25, 0.5, 0.25, 1)
    #expect(points.name == nil)
    #expect(points.curve == UnitBezier(0.25, 0.5, 0.25, 1))
    #expect(points.description == "(0.25, 0.5, 0.25, 1.0)")
    let curve = CAMediaTimingFunction(curve: .easeIn)
    #expect(curve.name == nil)
    #expect(curve == CAMediaTimingFunction(name: .easeIn))
  }

  #if canImport(Glibc)
    @Test func aFunctionFitsAThirtyTwoByteChunk() {
      // An animation's copy keeps its function alive: one per animated property of a layer.
      // glibc's usable size of a 32-byte chunk is 24: the object's header and one reference.
      for function in [
        CAMediaTimingFunction(name: .easeInEaseOut),
        CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1),
      ] {
        #expect(mallocUsableSize(function) == 24)
      }
    }
  #endif
}

#if canImport(Glibc)
  /// glibc's usable size of the block that holds `object` (its malloc chunk less 8 bytes),
  /// looked up at run time: the Glibc module does not declare `malloc_usable_size`.
  func mallocUsableSize(_ object: AnyObject) -> Int? {
    guard let symbol = dlsym(nil, "malloc_usable_size") else { return nil }
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
    return withExtendedLifetime(object) {
      usableSize(Unmanaged.passUnretained(object).toOpaque())
    }
  }
#endif
