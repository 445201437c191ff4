import Testing

@testable import HeadlessCoreGraphics

@Suite struct CGColorTests {
  @Test func rgbColoursHaveFourComponents() {
    let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(color.components == [0.1, 0.2, 0.3, 0.4])
    #expect(color.numberOfComponents == 4)
    #expect(color.alpha == 0.4)
  }

  @Test func grayColoursHaveTwoComponentsAndConvertToRGB() {
    let color = CGColor(gray: 0.25, alpha: 0.5)
    #expect(color.components == [0.25, 0.5])
    #expect(color.numberOfComponents == 2)
    #expect(color.rgba == (0.25, 0.25, 0.25, 0.5))
  }

  @Test func namedColoursAreGray() {
    #expect(CGColor.black.components == [0, 1])
    #expect(CGColor.white.components == [1, 1])
    #expect(CGColor.clear.components == [0, 0])
  }

  @Test func equalityComparesModelAndComponents() {
    #expect(
      CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    )
    #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    let set: Set<CGColor> = [CGColor(gray: 0, alpha: 1), .black, CGColor(gray: 1, alpha: 1)]
    #expect(set.count == 2)
  }

  @Test func componentsAreKeptOutsideTheUnitRange() {
    let extended = CGColor(red: 1.5, green: -0.25, blue: 0, alpha: 2)
    #expect(extended.components == [1.5, -0.25, 0, 2])
    let nan = CGColor(gray: .nan, alpha: 1)
    #expect(nan.components?[0].isNaN == true)
    // Like CFEqual: the same instance is equal to itself, another NaN colour is not.
    #expect(nan == nan)
    #expect(nan != CGColor(gray: .nan, alpha: 1))
  }

  @Test func copyWithAlphaReplacesOnlyAlpha() {
    #expect(
      CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.5)?.components == [
        0.1, 0.2, 0.3, 0.5,
      ])
    #expect(CGColor.black.copy(alpha: 0) == CGColor.clear)
  }

  struct MixCase: CustomTestStringConvertible, Sendable {
    let fraction: CGFloat
    let expected: [CGFloat]
    var testDescription: String { "red→blue at \(fraction) is \(expected)" }
  }

  static let mixes = [
    MixCase(fraction: 0, expected: [1, 0, 0, 1]),
    MixCase(fraction: 0.5, expected: [0.5, 0, 0.5, 0.75]),
    MixCase(fraction: 1, expected: [0, 0, 1, 0.5]),
    MixCase(fraction: 2, expected: [-1, 0, 2, 0]),
  ]

  @Test(arguments: mixes)
  func interpolationIsComponentwiseWithStraightAlpha(_ row: MixCase) {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    #expect(
      CGColor.interpolate(from: red, to: blue, fraction: row.fraction).components == row.expected)
  }

  @Test func interpolationBetweenGraysStaysGrayAndMixedGoesRGB() {
    let mid = CGColor.interpolate(from: .black, to: .white, fraction: 0.5)
    #expect(mid == CGColor(gray: 0.5, alpha: 1))
    let mixed = CGColor.interpolate(
      from: .white, to: CGColor(red: 1, green: 0, blue: 0, alpha: 1), fraction: 0.5)
    #expect(mixed == CGColor(red: 1, green: 0.5, blue: 0.5, alpha: 1))
  }

  struct HexCase: CustomTestStringConvertible, Sendable {
    let rgba: [CGFloat]
    let hex: String
    let opacity: CGFloat
    var testDescription: String { "\(rgba) is \(hex) at \(opacity)" }
  }

  static let hexes = [
    HexCase(rgba: [1, 0.5, 0, 1], hex: "#ff8000", opacity: 1),
    HexCase(rgba: [0, 0, 0, 0.25], hex: "#000000", opacity: 0.25),
    HexCase(rgba: [2, -1, .nan, 3], hex: "#ff0000", opacity: 1),
    HexCase(rgba: [0.0588, 0.7, 1, -1], hex: "#0fb3ff", opacity: 0),
  ]

  @Test(arguments: hexes)
  func svgColorClampsAndRounds(_ row: HexCase) {
    let color = CGColor(red: row.rgba[0], green: row.rgba[1], blue: row.rgba[2], alpha: row.rgba[3])
    #expect(color.svgColor.hex == row.hex)
    #expect(color.hexString == row.hex)
    #expect(color.svgColor.opacity == row.opacity)
  }

  @Test func grayColoursWriteAsGreyHex() {
    #expect(CGColor(gray: 0.5, alpha: 1).hexString == "#808080")
  }
}
