/// The timing properties shared by layers and animations (Core Animation's
/// `CAMediaTiming`). The rules that turn them into progress are in
/// Docs/Semantics/CoreAnimation.md §a and in `MediaTiming`.
public protocol CAMediaTiming: AnyObject {
  /// The start, in the parent's time space (a.1, a.6).
  var beginTime: CFTimeInterval { get set }
  /// The basic duration; `<= 0` is replaced when an animation is added (a.2).
  var duration: CFTimeInterval { get set }
  /// The rate of local time against parent time.
  var speed: Float { get set }
  /// Added to the active local time, not scaled by `speed`.
  var timeOffset: CFTimeInterval { get set }
  /// Iterations, fractional allowed, `.infinity` for ever; 0 means once.
  var repeatCount: Float { get set }
  /// Seconds of repetition; 0 means unused.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether every iteration plays forward then backward (doubling its length).
  var autoreverses: Bool { get set }
  /// What shows outside the active interval.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active interval (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The last frame after the end (while the animation stays attached).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first frame before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillMode: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

extension CAMediaTiming {
  /// The timing values as the runtime's `MediaTiming`.
  var mediaTiming: MediaTiming {
    var timing = MediaTiming()
    timing.beginTime = beginTime
    timing.duration = duration
    timing.speed = Double(speed)
    timing.timeOffset = timeOffset
    timing.repeatCount = Double(repeatCount)
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = fillMode.fillMode
    return timing
  }
}

extension AnimationStorage {
  /// The fill mode, kept as one byte (``FillMode``) when it is one of Core Animation's four
  /// names and any other name in `rare` (read back as it was written): with the name's 16
  /// bytes inline, a `CABasicAnimation` was 192 bytes (208 with malloc's header and
  /// rounding).
  var fillMode: CAMediaTimingFillMode {
    get {
      guard let known = knownFillMode else {
        return CAMediaTimingFillMode(rawValue: rare.boxed(\.otherFillMode, or: nil) ?? "")
      }
      switch known {
      case .removed: return .removed
      case .forwards: return .forwards
      case .backwards: return .backwards
      case .both: return .both
      }
    }
    set {
      knownFillMode = FillMode(rawValue: newValue.rawValue)
      let other = knownFillMode == nil ? newValue.rawValue : nil
      rare.writeBoxed(\.otherFillMode, other) { $0 == nil }
    }
  }
}
