import Runtime

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// Rules of Docs/Semantics/CoreAnimation.md §d: the animation's own timing function maps time
/// first; without `keyTimes`, `linear` uses n−1 equal segments and `discrete` n equal intervals;
/// with `keyTimes` the segment is the last key time at or before the progress, and
/// `timingFunctions[i]` reshapes that segment; the local fraction snaps to 0 or 1 within
/// 0.001 of either end (ScreenLab's choice for an uncertain rule, §j item 7). `paced` spaces the
/// keyframes by distance and ignores `keyTimes` and `timingFunctions`; `cubic` runs a
/// Catmull-Rom spline (Kochanek–Bartels with zero tension, continuity and bias) through
/// numbers, points, sizes and rects; `cubicPaced` does both. A `path` replaces `values` for
/// point properties: the value is the point at that fraction of the path's length.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]? {
    didSet { keptFrames = nil }
  }
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear
  open var path: CGPath?
  open var rotationMode: CAAnimationRotationMode?
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
  open var biasValues: [NSNumber]?
  /// `values` converted like the animated property's value, for the kind of value they were
  /// converted for (``LayerValue/conversionKind``): filled by the first evaluation, cleared by
  /// a write of `values`. Converting an `NSValue` reads its encoding
  /// (`NSValue.typeEncoding`), so each frame no longer converts every keyframe again.
  var keptFrames: (kind: UInt8, frames: [LayerValue])?

  override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    carrySettings(
      \.values, \.keyTimes, \.timingFunctions, \.calculationMode, \.path, \.rotationMode,
      \.tensionValues, \.continuityValues, \.biasValues, from: other, to: self)
  }

  override func apply(at parentTime: Double, timing: MediaTiming, to target: PresentationTarget) {
    guard let keyPath = keyPathRef, let (p, local) = curvedProgress(at: parentTime, timing: timing),
      let current = target.current(keyPath)
    else { return }
    if let path, case .point = current {
      let point = CAKeyframeAnimation.point(on: path, fraction: p)
      write(
        .point(point), iteration: local.iteration,
        repeatUnit: .point(CAKeyframeAnimation.point(on: path, fraction: 1)),
        keyPath: keyPath, current: current, to: target)
      return
    }
    let frames = convertedFrames(like: current)
    guard let last = frames.last, frames.count == (values ?? []).count else { return }
    guard frames.count > 1 else {
      write(
        last, iteration: local.iteration, repeatUnit: last, keyPath: keyPath, current: current,
        to: target)
      return
    }
    write(
      value(of: frames, at: p), iteration: local.iteration, repeatUnit: last, keyPath: keyPath,
      current: current, to: target)
  }

  /// `values` converted like `current`; those that do not convert are left out.
  private func convertedFrames(like current: LayerValue) -> [LayerValue] {
    let kind = current.conversionKind
    if let kind, let kept = keptFrames, kept.kind == kind { return kept.frames }
    let frames = (values ?? []).compactMap { LayerValue($0, like: current) }
    if let kind { keptFrames = (kind, frames) }
    return frames
  }

  /// The keyframe value at progress `p` (after the animation's timing function).
  ///
  /// `p` may leave [0, 1] when that function overshoots: the first or last segment then
  /// extrapolates linearly. A segment's own timing function reshapes its fraction in [0, 1],
  /// and its y may leave [0, 1] too; the 0.001 snap only pulls values near 0 or 1 onto them
  /// (CoreAnimation.md k.2).
  func value(of frames: [LayerValue], at p: Double) -> LayerValue {
    let n = frames.count
    let mode = calculationMode
    let paced = mode == .paced || mode == .cubicPaced
    // Key times must give one time per value (Apple asks n + 1 for discrete; n works too);
    // fewer are ignored, as if none were given.
    var times: [Double]? = paced ? Self.pacedTimes(frames) : keyTimes?.map(\.doubleValue)
    if let given = times, given.count < n {
      times = nil
    }
    if mode == .discrete {
      guard let times else {
        return frames[min(n - 1, max(0, Int((p * Double(n)).rounded(.down))))]
      }
      let index = (times.lastIndex { $0 <= p } ?? 0)
      return frames[min(n - 1, index)]
    }
    let segment: Int
    var fraction: Double
    if let times {
      let m = min(times.count, n)
      segment = min(m - 2, max(0, times.lastIndex { $0 <= p } ?? 0))
      let span = times[segment + 1] - times[segment]
      fraction = span > 0 ? (p - times[segment]) / span : 1
    } else {
      let scaled = p * Double(n - 1)
      segment = min(n - 2, max(0, Int(scaled.rounded(.down))))
      fraction = scaled - Double(segment)
    }
    // Clamped inside the animation's span; past its ends (an overshooting curve) the end
    // segment extrapolates.
    if p >= 0 && p <= 1 || !(fraction < 0 || fraction > 1) {
      fraction = min(1, max(0, fraction))
      if !paced, let functions = timingFunctions, segment < functions.count {
        fraction = functions[segment].curve.value(at: fraction)
      }
    }
    if abs(fraction) < 0.001 {
      fraction = 0
    } else if abs(fraction - 1) < 0.001 {
      fraction = 1
    }
    if mode == .cubic || mode == .cubicPaced {
      let before = frames[max(0, segment - 1)]
      let after = frames[min(n - 1, segment + 2)]
      if let spline = Self.catmullRom(before, frames[segment], frames[segment + 1], after, fraction)
      {
        return spline
      }
    }
    return LayerValue.interpolate(frames[segment], frames[segment + 1], fraction)
  }

  /// Key times proportional to the cumulative distance between keyframes.
  static func pacedTimes(_ frames: [LayerValue]) -> [Double]? {
    var lengths: [Double] = [0]
    for i in 1..<frames.count {
      lengths.append(lengths[i - 1] + LayerValue.distance(frames[i - 1], frames[i]))
    }
    guard let total = lengths.last, total > 0 else { return nil }
    return lengths.map { $0 / total }
  }

  /// Catmull-Rom between `p1` and `p2` at `t`, for the kinds with components.
  static func catmullRom(
    _ p0: LayerValue, _ p1: LayerValue, _ p2: LayerValue, _ p3: LayerValue, _ t: Double
  ) -> LayerValue? {
    func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      let t2 = t * t
      let t3 = t2 * t
      return 0.5
        * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
    }
    func parts(_ v: LayerValue) -> [Double]? {
      switch v {
      case .number(let x): return [x]
      case .point(let p): return [Double(p.x), Double(p.y)]
      case .size(let s): return [Double(s.width), Double(s.height)]
      case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height].map(Double.init)
      default: return nil
      }
    }
    guard let a = parts(p0), let b = parts(p1), let c = parts(p2), let d = parts(p3) else {
      return nil
    }
    let r = (0..<b.count).map { blend(a[$0], b[$0], c[$0], d[$0]) }
    switch p1 {
    case .number: return .number(r[0])
    case .point: return .point(CGPoint(x: r[0], y: r[1]))
    case .size: return .size(CGSize(width: r[0], height: r[1]))
    case .rect: return .rect(CGRect(x: r[0], y: r[1], width: r[2], height: r[3]))
    default: return nil
    }
  }

  /// The point at `fraction` of `path`'s length.
  static func point(on path: CGPath, fraction: Double) -> CGPoint {
    let clamped = CGFloat(min(1, max(0, fraction)))
    return path.trimmed(from: 0, to: clamped).currentPoint
  }
}

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
  public static let all: [CAAnimationCalculationMode] = [
    .linear, .discrete, .paced, .cubic, .cubicPaced,
  ]
}

/// Whether an object moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
