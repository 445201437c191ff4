import Foundation

/// What a finger does in one touch sample.
public enum TouchPhase: String, Hashable, Sendable {
  case began, moved, stationary, ended, cancelled

  /// Whether the finger leaves the screen with this sample.
  public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// One sample of one finger: which touch, what happened, where and when (virtual seconds,
/// relative to the start of the script that holds it).
public struct TouchSample: Hashable, Sendable, CustomStringConvertible {
  /// Identifies the finger; samples of the same touch share it.
  public let touch: Int
  public let phase: TouchPhase
  /// The location in window coordinates.
  public let location: CGPoint
  /// Seconds from the start of the script.
  public let time: Double

  public init(touch: Int = 0, phase: TouchPhase, location: CGPoint, time: Double) {
    self.touch = touch
    self.phase = phase
    self.location = location
    self.time = time
  }

  public var description: String {
    "touch \(touch) \(phase.rawValue) at (\(location.x), \(location.y)) t=\(time)"
  }
}

/// Why a touch script is not a valid stream of touches.
public enum TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Sample `index` is earlier than the sample before it.
  case outOfOrder(index: Int, time: Double, previous: Double)
  /// Sample `index` moves, ends or cancels touch `touch`, which is not down.
  case notDown(touch: Int, index: Int, phase: TouchPhase)
  /// Sample `index` begins touch `touch`, which is already down.
  case alreadyDown(touch: Int, index: Int)
  /// A time, duration, rate or coordinate is not a finite number in range.
  case invalidNumber(name: String, value: Double)

  public var description: String {
    switch self {
    case .outOfOrder(let index, let time, let previous):
      return "touch sample \(index) at t=\(time) comes before the previous one at t=\(previous); "
        + "samples must be in time order"
    case .notDown(let touch, let index, let phase):
      return
        "touch sample \(index) says '\(phase.rawValue)' for touch \(touch), which is not down; "
        + "a touch must begin first"
    case .alreadyDown(let touch, let index):
      return "touch sample \(index) begins touch \(touch), which is already down"
    case .invalidNumber(let name, let value):
      return "\(name) '\(value)' must be a finite number in range"
    }
  }
}

/// A stream of touch samples, validated: in time order, every touch begins before it moves
/// and ends at most once. Build one from samples or with the helpers (`tap`, `longPress`,
/// `drag`), merge scripts for several fingers, then play it on a runtime with
/// `Runtime.play(_:to:)`.
public struct TouchScript: Hashable, Sendable {
  public let samples: [TouchSample]

  /// A script of `samples`.
  ///
  /// - Throws: ``TouchScriptError`` for samples out of time order, a touch that moves or
  ///   ends without having begun, one that begins twice, or a non-finite time or location.
  public init(_ samples: [TouchSample]) throws(TouchScriptError) {
    var down = Set<Int>()
    for (index, sample) in samples.enumerated() {
      guard sample.time.isFinite, sample.time >= 0 else {
        throw .invalidNumber(name: "time of touch sample \(index)", value: sample.time)
      }
      guard sample.location.x.isFinite, sample.location.y.isFinite else {
        throw .invalidNumber(
          name: "location of touch sample \(index)",
          value: Double(sample.location.x.isFinite ? sample.location.y : sample.location.x))
      }
      if index > 0, sample.time < samples[index - 1].time {
        throw .outOfOrder(index: index, time: sample.time, previous: samples[index - 1].time)
      }
      switch sample.phase {
      case .began:
        guard down.insert(sample.touch).inserted else {
          throw .alreadyDown(touch: sample.touch, index: index)
        }
      case .moved, .stationary:
        guard down.contains(sample.touch) else {
          throw .notDown(touch: sample.touch, index: index, phase: sample.phase)
        }
      case .ended, .cancelled:
        guard down.remove(sample.touch) != nil else {
          throw .notDown(touch: sample.touch, index: index, phase: sample.phase)
        }
      }
    }
    self.samples = samples
  }

  /// The time of the last sample (0 when empty).
  public var duration: Double { samples.last?.time ?? 0 }

  /// A finger down and up at `point`, `hold` seconds apart, starting at `time`.
  public static func tap(
    at point: CGPoint, time: Double = 0, hold: Double = 0.05, touch: Int = 0
  ) throws(TouchScriptError) -> TouchScript {
    try checked("hold", hold)
    return try TouchScript([
      TouchSample(touch: touch, phase: .began, location: point, time: time),
      TouchSample(touch: touch, phase: .ended, location: point, time: time + hold),
    ])
  }

  /// A finger held still at `point` for `duration` seconds.
  public static func longPress(
    at point: CGPoint, time: Double = 0, duration: Double, touch: Int = 0
  ) throws(TouchScriptError) -> TouchScript {
    try checked("duration", duration)
    return try tap(at: point, time: time, hold: duration, touch: touch)
  }

  /// A finger moving in a straight line from `start` to `end` over `duration` seconds,
  /// sampled `samplesPerSecond` times a second (a display's touch rate: 60, 120, 240).
  public static func drag(
    from start: CGPoint, to end: CGPoint, time: Double = 0, duration: Double,
    samplesPerSecond: Double = 120, touch: Int = 0
  ) throws(TouchScriptError) -> TouchScript {
    try checked("duration", duration)
    guard samplesPerSecond.isFinite, samplesPerSecond > 0, samplesPerSecond <= 10_000 else {
      throw .invalidNumber(name: "samplesPerSecond", value: samplesPerSecond)
    }
    let count = max(1, Int((duration * samplesPerSecond).rounded()))
    guard count <= 10_000_000 else {
      throw .invalidNumber(name: "duration × samplesPerSecond", value: duration * samplesPerSecond)
    }
    var samples = [TouchSample(touch: touch, phase: .began, location: start, time: time)]
    for step in 1...count {
      let fraction = CGFloat(step) / CGFloat(count)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      samples.append(
        TouchSample(
          touch: touch, phase: .moved, location: point,
          time: min(time + duration, time + duration * Double(step) / Double(count))))
    }
    samples.append(TouchSample(touch: touch, phase: .ended, location: end, time: time + duration))
    return try TouchScript(samples)
  }

  /// This script and `other` played together (several fingers), in time order; samples at
  /// the same time keep this script's first.
  public func merged(with other: TouchScript) throws(TouchScriptError) -> TouchScript {
    var merged: [TouchSample] = []
    merged.reserveCapacity(samples.count + other.samples.count)
    var i = 0
    var j = 0
    while i < samples.count || j < other.samples.count {
      if j == other.samples.count || (i < samples.count && samples[i].time <= other.samples[j].time)
      {
        merged.append(samples[i])
        i += 1
      } else {
        merged.append(other.samples[j])
        j += 1
      }
    }
    return try TouchScript(merged)
  }

  private static func checked(_ name: String, _ value: Double) throws(TouchScriptError) {
    guard value.isFinite, value >= 0 else { throw .invalidNumber(name: name, value: value) }
  }
}
