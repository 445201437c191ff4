/// How a change is presented over time: SwiftUI's `Animation` (Docs/Semantics/SwiftUI.md §2.6).
///
/// An animation decides presentation only, never which bodies run (Docs/Semantics/SwiftUI.md §2.5,
/// lesson 001).
/// Curves are the timing maths of the `Runtime` module: cubic Béziers (`UnitBezier`) over a
/// duration, or springs (`Spring`) by their closed forms.
public struct Animation: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  enum Curve: Hashable, Sendable {
    case bezier(UnitBezier, duration: Double, name: String)
    case spring(Spring, blendDuration: Double, name: String)
    case unit(UnitCurve, duration: Double)
  }

  let curve: Curve
  var delayTime = 0.0
  var speedFactor = 1.0
  /// Total plays (1 = once); `nil` = forever.
  var plays: Int? = 1
  var autoreverses = false
  /// Seconds after the start at which the animation reports logical completion, when earlier
  /// than its end (``logicallyComplete(after:)``).
  var logicalCompletion: Double?
  /// A parameter that was not a usable number (Docs/Misuse.md §1), reported when the
  /// animation is used.
  var misuse: AnimationMisuse?
  /// Whether this is `Animation.default`, which SwiftUI describes by its own name (and which
  /// is not equal to the spring it runs).
  var isDefault = false

  init(curve: Curve) { self.curve = curve }

  /// A Bézier animation of `duration`; a NaN, infinite or negative duration is a misuse and
  /// makes the change apply at once (Docs/Misuse.md §1).
  static func bezier(_ bezier: UnitBezier, duration: Double, name: String) -> Animation {
    guard AnimationMisuse.isInvalidTime(duration) else {
      return Animation(curve: .bezier(bezier, duration: duration, name: name))
    }
    var animation = Animation(curve: .bezier(bezier, duration: 0, name: name))
    animation.misuse = AnimationMisuse(
      call: "Animation.\(name)(duration: \(duration))", parameter: "duration",
      outcome: AnimationMisuse.appliedAtOnce, appliesAtOnce: true)
    return animation
  }

  /// A spring animation; a NaN, infinite or negative `duration`/`response` argument (named
  /// `argument`) is a misuse and makes the change apply at once (Docs/Misuse.md §1).
  static func spring(
    _ spring: Spring, blendDuration: Double, call: String, argument: String, value: Double
  ) -> Animation {
    var animation = Animation(curve: .spring(spring, blendDuration: blendDuration, name: "spring"))
    if AnimationMisuse.isInvalidTime(value) {
      animation.misuse = AnimationMisuse(
        call: "Animation.\(call)(\(argument): \(value))", parameter: argument,
        outcome: AnimationMisuse.appliedAtOnce, appliesAtOnce: true)
    }
    return animation
  }

  // MARK: - Curves

  /// `Animation.default`: since iOS 17 `spring(response: 0.55, dampingFraction: 1)`
  /// (Docs/Semantics/SwiftUI.md §2.6).
  public static let `default`: Animation = {
    var animation = Animation(curve: .spring(.swiftUIDefault, blendDuration: 0, name: "spring"))
    animation.isDefault = true
    return animation
  }()

  /// Linear over 0.35 s.
  public static let linear = linear(duration: UnitBezier.swiftUIDefaultDuration)
  /// Ease-in over 0.35 s (Docs/Semantics/SwiftUI.md §2.6).
  public static let easeIn = easeIn(duration: UnitBezier.swiftUIDefaultDuration)
  /// Ease-out over 0.35 s.
  public static let easeOut = easeOut(duration: UnitBezier.swiftUIDefaultDuration)
  /// Ease-in-ease-out over 0.35 s.
  public static let easeInOut = easeInOut(duration: UnitBezier.swiftUIDefaultDuration)

  /// Linear over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    bezier(.linear, duration: duration, name: "linear")
  }

  /// Ease-in, control points (0.42, 0, 1, 1), over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    bezier(.easeIn, duration: duration, name: "easeIn")
  }

  /// Ease-out, control points (0, 0, 0.58, 1), over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    bezier(.easeOut, duration: duration, name: "easeOut")
  }

  /// Ease-in-ease-out, control points (0.42, 0, 0.58, 1), over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    bezier(.easeInEaseOut, duration: duration, name: "easeInOut")
  }

  /// A cubic Bézier timing curve over `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    bezier(UnitBezier(c0x, c0y, c1x, c1y), duration: duration, name: "timingCurve")
  }

  /// An animation along `curve` over `duration` seconds (Docs/Semantics/SwiftUI.md §10.6).
  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation(curve: .unit(curve, duration: duration))
  }

  /// A spring by response and damping fraction; defaults 0.5 and 0.825 (Docs/Semantics/SwiftUI.md
  /// §2.6).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    spring(
      Spring(response: response, dampingFraction: dampingFraction),
      blendDuration: blendDuration, call: "spring", argument: "response", value: response)
  }

  /// A spring by perceptual duration and bounce; defaults 0.5 and 0 (Docs/Semantics/SwiftUI.md
  /// §2.6). Disfavoured so that `.spring()` keeps its older meaning, response 0.5 and damping
  /// fraction 0.825 (Docs/RealCode.md).
  @_disfavoredOverload
  public static func spring(
    duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    spring(
      Spring(duration: duration, bounce: bounce), blendDuration: blendDuration, call: "spring",
      argument: "duration", value: duration)
  }

  /// An animation driven by `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(curve: .spring(spring, blendDuration: blendDuration, name: "spring"))
  }

  /// A spring with the default parameters (response 0.5, damping fraction 0.825).
  public static let spring = spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)

  /// The interactive spring: response 0.15, damping fraction 0.86, blend 0.25
  /// (Docs/Semantics/SwiftUI.md §2.6).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// The interactive spring with its default parameters.
  public static let interactiveSpring = interactiveSpring(
    response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

  /// A smooth spring: duration 0.5, no bounce (Docs/Semantics/SwiftUI.md §2.6).
  public static let smooth = spring(.smooth)
  /// A snappy spring: duration 0.5, bounce 0.15.
  public static let snappy = spring(.snappy)
  /// A bouncy spring: duration 0.5, bounce 0.3.
  public static let bouncy = spring(.bouncy)

  /// A smooth spring of `duration`, with `extraBounce` added to its zero bounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A bouncy spring of `duration`, with `extraBounce` added to its 0.3 bounce.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  // MARK: - Modifiers

  /// This animation starting `delay` seconds later. A NaN, infinite or negative delay is a
  /// misuse and is ignored: the animation starts at once (Docs/Misuse.md §1).
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    guard !AnimationMisuse.isInvalidTime(delay) else {
      if copy.misuse == nil {
        copy.misuse = AnimationMisuse(
          call: "Animation.delay(\(delay))", parameter: "delay",
          outcome: "the animation starts without delay", appliesAtOnce: false)
      }
      return copy
    }
    copy.delayTime += delay
    return copy
  }

  /// This animation played `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speedFactor *= speed
    return copy
  }

  /// This animation played `repeatCount` times, reversing every other play when
  /// `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.plays = max(repeatCount, 1)
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.plays = nil
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation reporting logical completion `duration` seconds after it starts, unless
  /// it ends earlier; it keeps running to its end. `.logicallyComplete` completions fire then,
  /// `.removed` ones at the end (Docs/Semantics/SwiftUI.md §10.5). A negative or NaN
  /// duration counts as 0.
  public func logicallyComplete(after duration: Double) -> Animation {
    var copy = self
    copy.logicalCompletion = duration.isNaN ? 0 : max(duration, 0)
    return copy
  }

  /// How traces, records and lessons show the animation: its curve and parameters,
  /// `spring(response: 0.55, dampingFraction: 1.0)`, then its modifiers.
  public var traceDescription: String {
    var text: String
    switch curve {
    case .bezier(_, let duration, let name): text = "\(name)(duration: \(duration))"
    case .unit(_, let duration): text = "timingCurve(duration: \(duration))"
    case .spring(let spring, _, let name):
      text =
        "\(name)(response: \(spring.perceptualDuration), dampingFraction: \(spring.dampingRatio))"
    }
    if delayTime != 0 { text += ".delay(\(delayTime))" }
    if speedFactor != 1 { text += ".speed(\(speedFactor))" }
    if let plays, plays != 1 { text += ".repeatCount(\(plays), autoreverses: \(autoreverses))" }
    if plays == nil { text += ".repeatForever(autoreverses: \(autoreverses))" }
    if let logicalCompletion { text += ".logicallyComplete(after: \(logicalCompletion))" }
    return text
  }

  /// As SwiftUI describes it: `DefaultAnimation()` for ``default`` unmodified
  /// (Docs/Semantics/SwiftUICompatibility.md C.4); otherwise ``traceDescription``.
  public var description: String {
    isUnmodifiedDefault ? "DefaultAnimation()" : traceDescription
  }

  /// The type-erased animator SwiftUI wraps it in: `AnyAnimator(SwiftUI.DefaultAnimation())`.
  public var debugDescription: String { "AnyAnimator(SwiftUI.\(description))" }

  /// A mirror with no children, as SwiftUI's (`Mirror for Animation`).
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// Equal when curve, timing and repetition are: ``default`` equals the spring it runs.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.curve == rhs.curve && lhs.delayTime == rhs.delayTime
      && lhs.speedFactor == rhs.speedFactor && lhs.plays == rhs.plays
      && lhs.autoreverses == rhs.autoreverses && lhs.logicalCompletion == rhs.logicalCompletion
      && lhs.misuse == rhs.misuse
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(curve)
    hasher.combine(delayTime)
    hasher.combine(speedFactor)
    hasher.combine(plays)
    hasher.combine(autoreverses)
    hasher.combine(logicalCompletion)
    hasher.combine(misuse)
  }

  private var isUnmodifiedDefault: Bool {
    isDefault && delayTime == 0 && speedFactor == 1 && plays == 1 && logicalCompletion == nil
  }
}

/// An animation parameter that is not a usable time (Docs/Misuse.md §1): what was called, and
/// what ScreenLab does instead.
struct AnimationMisuse: Hashable, Sendable {
  /// The call as written, with the value (`Animation.linear(duration: nan)`).
  let call: String
  /// The parameter at fault (`duration`, `delay`).
  let parameter: String
  /// What happens instead.
  let outcome: String
  /// Whether the change is applied without animation (completions still run).
  let appliesAtOnce: Bool

  static let appliedAtOnce = "the change is applied at once, without animation"

  /// Whether `time` is NaN, infinite or negative.
  static func isInvalidTime(_ time: Double) -> Bool { !(time.isFinite && time >= 0) }

  /// The trace line: `<call>: <parameter> must be a finite number >= 0; <outcome>`.
  var message: String { "\(call): \(parameter) must be a finite number >= 0; \(outcome)" }
}
