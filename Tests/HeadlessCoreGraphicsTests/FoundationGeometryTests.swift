import Testing

@testable import HeadlessCoreGraphics

@Suite struct FoundationGeometryTests {
  @Test func foundationGeometryIsReexported() {
    #expect(CGRect(x: 0, y: 0, width: 10, height: 20).midY == 10)
  }
}
