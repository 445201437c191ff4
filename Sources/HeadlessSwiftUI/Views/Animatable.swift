// Animatable data types and springs real view files name (Docs/RealCode.md, "Animatable data").
//
// ScreenLab animates the properties of its own modifiers (Docs/Semantics/SwiftUI.md §3.3). A
// shape's or modifier's own `animatableData` is not interpolated: the new value is shown at
// once, as with no animation; the types exist so that the declarations compile.

/// A value that animations can interpolate: SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together: SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of a value with none: SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A type with animatable data: SwiftUI's `Animatable` (declared, not interpolated; above).
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animation {
  /// A spring of `stiffness` and `damping` for a mass of `mass`: the same spring model as
  /// ``spring(_:blendDuration:)`` with `Spring(mass:stiffness:damping:)` (the initial velocity
  /// is recorded, not used; an interpolating spring's additive combination with a running one
  /// is not told apart from a spring's).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false))
  }

  /// An interpolating spring by perceptual duration and bounce.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(duration: duration, bounce: bounce)
  }
}
