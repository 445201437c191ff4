// Facts from OpenSwiftUIProject/OpenSwiftUI at commit
// 069dd80bce30bb9117b783e963c0ed7f741c7587, Tests/OpenSwiftUICompatibilityTests: Swift
// Testing suites that the project's CI runs against Apple's SwiftUI on macOS and the iOS
// simulator (`OPENSWIFTUI_COMPATIBILITY_TEST`). Files: Data/Environment/
// EnvironmentValuesCompatibilityTests.swift, Layout/Geometry/AngleCompatibilityTests.swift,
// Layout/Geometry/AxisCompatibilityTests.swift. The UnitCurve facts of the same suite are in
// HeadlessSwiftUITests/UnitCurveTests.swift.

import HeadlessSwiftUI
import Testing

private enum FlagKey: EnvironmentKey {
  static let defaultValue = false
}

private enum CountKey: EnvironmentKey {
  static let defaultValue = 0
}

@MainActor
@Suite struct OpenSwiftUICompatibilityFacts {
  /// EnvironmentValuesCompatibilityTests.descriptionWithoutTracker: the writes, newest first.
  @Test func environmentDescriptionListsTheWritesNewestFirst() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    _ = environment[FlagKey.self]
    #expect(environment.description == "[]", "reading writes nothing")
    environment[FlagKey.self] = false
    #expect(environment.description == "[EnvironmentPropertyKey<FlagKey> = false]")
    environment[FlagKey.self] = true
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<FlagKey> = true, EnvironmentPropertyKey<FlagKey> = false]")
    environment[CountKey.self] = 1
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<CountKey> = 1, EnvironmentPropertyKey<FlagKey> = true, "
        + "EnvironmentPropertyKey<FlagKey> = false]")
  }

  /// AngleCompatibilityTests (zero, rightAngle, halfCircle, circle): radians and degrees agree
  /// exactly, the animatable data is the radians times 128, and scaling either scales the angle.
  @Test(arguments: [(0.0, 0.0), (Double.pi / 2, 90.0), (Double.pi, 180.0), (Double.pi * 2, 360.0)])
  func angles(radians: Double, degrees: Double) {
    let fromRadians = Angle(radians: radians)
    let fromDegrees = Angle(degrees: degrees)
    #expect(fromRadians.degrees == degrees && fromDegrees.radians == radians)
    #expect(fromRadians == fromDegrees)
    #expect(fromRadians.animatableData == radians * 128)
    #expect(fromRadians.animatableData * 2 == (fromDegrees * 2).animatableData)
    var scaledData = fromRadians
    scaledData.animatableData *= 2
    var scaledRadians = fromRadians
    scaledRadians.radians *= 2
    #expect(scaledData == scaledRadians)
  }

  /// AxisCompatibilityTests.example.
  @Test func axes() {
    #expect(Axis.allCases == [.horizontal, .vertical])
    #expect(Axis.horizontal.rawValue == 0 && Axis.vertical.rawValue == 1)
    #expect(Axis.horizontal.description == "horizontal")
    #expect(Axis.vertical.description == "vertical")
    #expect(!Axis.Set.horizontal.contains(.vertical))
  }
}
