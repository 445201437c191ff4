// Scroll transitions, visual effects and symbol effects (iOS 17–18). Nothing scrolls, animates
// a symbol, or draws headless: each modifier is recorded and layout-transparent. A scroll
// transition's closure is called once for the identity phase — where every view of a scroll
// view is headless, as the whole content is laid out and shown — and the effect it returns is
// recorded, not applied (Docs/Semantics/SwiftUI.md §14.2).

/// A visual effect: SwiftUI's `VisualEffect` (iOS 17), changes of a view's appearance that do
/// not change its layout.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which a scroll transition's or visual effect's closure
/// starts from: SwiftUI's `EmptyVisualEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  public init() {}
}

/// A chain of visual effects, kept by name: the effects `VisualEffect`'s methods return.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _RecordedVisualEffect: VisualEffect {
  /// The effects applied, first to last.
  public let names: [String]
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
  fileprivate func then(_ name: String) -> _RecordedVisualEffect {
    _RecordedVisualEffect(names: ((self as? _RecordedVisualEffect)?.names ?? []) + [name])
  }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    then("offset \(offset.width) \(offset.height)")
  }

  /// Moves the view by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then("offset \(x) \(y)")
  }

  /// Scales the view by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    then("scaleEffect \(scale.width) \(scale.height)")
  }

  /// Scales the view by `s` in both dimensions around `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    then("scaleEffect \(s)")
  }

  /// Scales the view by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then("scaleEffect \(x) \(y)")
  }

  /// Rotates the view by `angle` around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then("rotationEffect \(angle.degrees)")
  }

  /// Rotates the view by `angle` in three dimensions around `axis`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    then("rotation3DEffect \(angle.degrees)")
  }

  /// Makes the view `opacity` opaque.
  public func opacity(_ opacity: Double) -> some VisualEffect { then("opacity \(opacity)") }

  /// Blurs the view by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then("blur \(radius)")
  }

  /// Brightens the view by `amount`.
  public func brightness(_ amount: Double) -> some VisualEffect { then("brightness \(amount)") }

  /// Changes the view's contrast by `amount`.
  public func contrast(_ amount: Double) -> some VisualEffect { then("contrast \(amount)") }

  /// Changes the view's saturation by `amount`.
  public func saturation(_ amount: Double) -> some VisualEffect { then("saturation \(amount)") }

  /// Removes `amount` of the view's colour.
  public func grayscale(_ amount: Double) -> some VisualEffect { then("grayscale \(amount)") }

  /// Shifts the view's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then("hueRotation \(angle.degrees)")
  }
}

/// Where a view is in a scroll transition: SwiftUI's `ScrollTransitionPhase` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Moving in or out past the top or leading edge.
  case topLeading
  /// Fully in the visible region.
  case identity
  /// Moving in or out past the bottom or trailing edge.
  case bottomTrailing

  /// Whether the phase is `identity`.
  public var isIdentity: Bool { self == .identity }

  /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// How a scroll transition follows scrolling: SwiftUI's `ScrollTransitionConfiguration`
/// (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTransitionConfiguration: Sendable {
  let name: String

  /// Follows the scroll position continuously.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// Animates between phases with the default animation.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Animates between phases with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "animated")
  }
  /// Always the identity phase.
  public static let identity = ScrollTransitionConfiguration(name: "identity")

  /// The configuration with the phase changing at `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

  /// When the phase changes: SwiftUI's `ScrollTransitionConfiguration.Threshold`.
  public struct Threshold: Sendable {
    let amount: Double
    /// When any part of the view is visible.
    public static let visible = Threshold(amount: 0)
    /// When the whole view is visible.
    public static let hidden = Threshold(amount: 1)
    /// When the view is centred.
    public static let centered = Threshold(amount: 0.5)
    /// When `amount` of the view is visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
  }
}

nonisolated extension View {
  /// Applies the effect `transition` returns for the view's phase as it scrolls in and out of
  /// view. Headless every view of a scroll view is shown, so the closure is called for the
  /// identity phase and its effect recorded (not applied).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("scrollTransition", identityEffect(transition))
  }

  /// A scroll transition configured separately for the top-leading and bottom-trailing edges
  /// (recorded as the other form).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("scrollTransition", identityEffect(transition))
  }

  /// Applies the effect `effect` returns for the view's geometry (recorded: the closure is not
  /// called, no effect is drawn headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("visualEffect")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private func identityEffect<E: VisualEffect>(
  _ transition: (EmptyVisualEffect, ScrollTransitionPhase) -> E
) -> String {
  let effect = transition(EmptyVisualEffect(), .identity)
  return ((effect as? _RecordedVisualEffect)?.names ?? []).joined(separator: ", ")
}

// MARK: - Symbol effects (Apple's Symbols framework, which SwiftUI re-exports)

/// An animation of an SF Symbol: `SymbolEffect` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that runs while it is active: `IndefiniteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that runs once per trigger: `DiscreteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DiscreteSymbolEffect {}

/// A symbol effect that replaces one symbol by another: `ContentTransitionSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ContentTransitionSymbolEffect {}

/// Declares a symbol effect kept as its name and options.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _NamedSymbolEffect: SymbolEffect {
  var _parts: [String] { get }
  init(_parts: [String])
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _NamedSymbolEffect {
  fileprivate func adding(_ part: String) -> Self { Self(_parts: _parts + [part]) }
  fileprivate var effectName: String { _parts.joined(separator: ".") }

  /// The effect by layer.
  public var byLayer: Self { adding("byLayer") }
  /// The effect on the whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol bouncing up or down: `BounceSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BounceSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
  /// Bouncing up.
  public var up: Self { adding("up") }
  /// Bouncing down.
  public var down: Self { adding("down") }
}

/// A symbol fading in and out: `PulseSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PulseSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
}

/// A symbol's layers coloured in turn: `VariableColorSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct VariableColorSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
  /// One layer at a time.
  public var iterative: Self { adding("iterative") }
  /// Each layer added to the previous ones.
  public var cumulative: Self { adding("cumulative") }
  /// Playing back in reverse after each cycle.
  public var reversing: Self { adding("reversing") }
  /// Not reversing.
  public var nonReversing: Self { adding("nonReversing") }
  /// Hiding the inactive layers.
  public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
  /// Dimming the inactive layers.
  public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// A symbol scaled up or down while active: `ScaleSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleSymbolEffect: _NamedSymbolEffect, IndefiniteSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
  /// Scaled up.
  public var up: Self { adding("up") }
  /// Scaled down.
  public var down: Self { adding("down") }
}

/// One symbol replaced by another: `ReplaceSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ReplaceSymbolEffect: _NamedSymbolEffect, ContentTransitionSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
  /// The old symbol going down, the new coming up.
  public var downUp: Self { adding("downUp") }
  /// The old symbol going up, the new coming up.
  public var upUp: Self { adding("upUp") }
  /// Both symbols scaling.
  public var offUp: Self { adding("offUp") }
}

/// A symbol wiggling: `WiggleSymbolEffect` (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct WiggleSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
}

/// A symbol rotating: `RotateSymbolEffect` (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct RotateSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
  /// Clockwise.
  public var clockwise: Self { adding("clockwise") }
  /// Counter-clockwise.
  public var counterClockwise: Self { adding("counterClockwise") }
}

/// A symbol breathing: `BreatheSymbolEffect` (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct BreatheSymbolEffect: _NamedSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  public let _parts: [String]
  public init(_parts: [String]) { self._parts = _parts }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect(_parts: ["bounce"]) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect(_parts: ["pulse"]) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A variable colour.
  public static var variableColor: VariableColorSymbolEffect {
    VariableColorSymbolEffect(_parts: ["variableColor"])
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(_parts: ["scale"]) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// A replacement.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(_parts: ["replace"]) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(_parts: ["wiggle"]) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == RotateSymbolEffect {
  /// A rotation.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect(_parts: ["rotate"]) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A breath.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(_parts: ["breathe"]) }
}

/// How a symbol effect plays: `SymbolEffectOptions` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectOptions: Hashable, Sendable {
  var repeatCount: Int?
  var speedFactor: Double = 1

  /// The effect's own defaults.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeating indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: -1) }
  /// Playing once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
  /// Playing `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count)
  }
  /// Playing at `speed` times its speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speedFactor: speed)
  }
  /// These options, played `count` times (`nil`: indefinitely).
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var options = self
    options.repeatCount = count ?? -1
    return options
  }
  /// These options, at `speed` times the speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.speedFactor = speed
    return options
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
  /// The symbol replacement transition.
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }

  /// `effect` as a content transition of symbols.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect \((effect as? any _NamedSymbolEffect)?.name ?? "")")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _NamedSymbolEffect {
  fileprivate var name: String { effectName }
}

nonisolated extension View {
  /// Runs `effect` on this subtree's symbols while `isActive` (recorded: no symbol animates
  /// headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("symbolEffect", "\(symbolEffectName(effect)) \(isActive)")
  }

  /// Runs `effect` on this subtree's symbols each time `value` changes (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("symbolEffect", "\(symbolEffectName(effect)) \(value)")
  }

  /// Removes symbol effects from this subtree (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func symbolEffectsRemoved(_ isEnabled: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("symbolEffectsRemoved", "\(isEnabled)")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private func symbolEffectName<T: SymbolEffect>(_ effect: T) -> String {
  (effect as? any _NamedSymbolEffect)?.name ?? "\(T.self)"
}
