/// An angle, for ``View/rotationEffect(_:anchor:)``.
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees`.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// No rotation.
  public static let zero = Angle(radians: 0)

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a view's unit square (0...1 on both axes), for scale and rotation anchors.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  /// A unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Angle: Animatable {
  /// The radians times 128, as SwiftUI animates an angle (Docs/Semantics/SwiftUI.md §10.10).
  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }

  /// The angle scaled by `rhs`.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
