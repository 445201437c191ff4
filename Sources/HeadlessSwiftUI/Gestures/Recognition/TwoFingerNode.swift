import Foundation

/// A recognizer of two fingers (`MagnifyGesture`, `RotateGesture`): it follows the first two
/// fingers it sees (a third fails it), measures the pair against the pair as it was when the
/// second finger went down, and becomes active once ``measure(_:)`` has moved by the gesture's
/// minimum delta; lifting a finger ends an active gesture and fails an undecided one. Paused
/// until every gesture with precedence failed, like a drag. [S] thresholds follow the
/// initializers' documented defaults; the recognition rule is ScreenLab's
/// (Docs/Semantics/Gestures.md).
class TwoFingerNode<Value>: GestureNode<Value> {
  private var fingers: [(touch: Int, location: CGPoint)] = []
  private var start: (CGPoint, CGPoint)?
  private var startTime = 0.0
  private var raw: GesturePhase<Value> = .possible(nil)
  private var samples: [(value: Double, time: Double)] = []
  private var recognized = false
  let spaces: GestureSpaces
  /// The gesture's value from the measure, its velocity, the time and where the pair
  /// started (the fingers' midpoint, window coordinates).
  let makeValue:
    (_ measure: Double, _ velocity: Double, _ time: Double, _ startCentroid: CGPoint) -> Value

  init(
    spaces: GestureSpaces,
    makeValue: @escaping (Double, Double, Double, CGPoint) -> Value
  ) {
    self.spaces = spaces
    self.makeValue = makeValue
  }

  /// The measure of `pair` relative to `start` (a scale, an angle in radians).
  func measure(_ pair: (CGPoint, CGPoint), from start: (CGPoint, CGPoint)) -> Double { 0 }
  /// Whether `measure` is far enough from the identity to start.
  func passesThreshold(_ measure: Double) -> Bool { true }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    if !raw.isTerminal, let next = rawStep(input, context.time) {
      if next.kind != raw.kind || next.isActive { producedValue = true }
      raw = next
    }
    return GestureDependency.pausedUntilFailed.apply(raw, inherited)
  }

  private func rawStep(_ input: GestureInput, _ time: Double) -> GesturePhase<Value>? {
    guard case .sample(let sample) = input else { return nil }
    let (touch, location) = (sample.touch, sample.location)
    switch sample.phase {
    case .began:
      guard fingers.count < 2 else { return .failed }
      fingers.append((touch, location))
      if fingers.count == 2 {
        start = (fingers[0].location, fingers[1].location)
        startTime = time
      }
      return raw
    case .moved, .stationary:
      guard let index = fingers.firstIndex(where: { $0.touch == touch }) else { return nil }
      fingers[index].location = location
      return evaluate(time)
    case .ended:
      guard let index = fingers.firstIndex(where: { $0.touch == touch }) else { return nil }
      fingers[index].location = location
      if case .active(let value) = evaluate(time) { return .ended(value) }
      return .failed
    case .cancelled:
      return fingers.contains { $0.touch == touch } ? .failed : nil
    }
  }

  private func evaluate(_ time: Double) -> GesturePhase<Value> {
    guard let start, fingers.count == 2 else { return raw }
    let current = measure((fingers[0].location, fingers[1].location), from: start)
    if let last = samples.last, time <= last.time {
      samples[samples.count - 1] = (current, time)
    } else {
      samples.append((current, time))
      if samples.count > 2 { samples.removeFirst() }
    }
    if !recognized {
      guard passesThreshold(current) else { return .possible(nil) }
      recognized = true
    }
    var velocity = 0.0
    if samples.count == 2, samples[1].time > samples[0].time {
      velocity = (samples[1].value - samples[0].value) / (samples[1].time - samples[0].time)
    }
    let centroid = CGPoint(x: (start.0.x + start.1.x) / 2, y: (start.0.y + start.1.y) / 2)
    return .active(makeValue(current, velocity, time, centroid))
  }
}

/// `MagnifyGesture`: the distance between the fingers over their distance when the second
/// went down.
final class MagnifyNode: TwoFingerNode<MagnifyGesture.Value> {
  let minimumScaleDelta: CGFloat

  init(minimumScaleDelta: CGFloat, spaces: GestureSpaces) {
    self.minimumScaleDelta = minimumScaleDelta
    super.init(spaces: spaces) { measure, velocity, time, startCentroid in
      MagnifyGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: time), magnification: CGFloat(measure),
        velocity: CGFloat(velocity), startAnchor: spaces.unitPoint(startCentroid),
        startLocation: spaces.convert(startCentroid, to: .local))
    }
  }

  override func measure(_ pair: (CGPoint, CGPoint), from start: (CGPoint, CGPoint)) -> Double {
    let initial = distance(start.0, start.1)
    return initial > 0 ? Double(distance(pair.0, pair.1) / initial) : 1
  }

  override func passesThreshold(_ measure: Double) -> Bool {
    abs(measure - 1) >= Double(minimumScaleDelta)
  }
}

/// `RotateGesture`: the angle of the line through the fingers against its angle when the
/// second went down (clockwise positive, y pointing down).
final class RotateNode: TwoFingerNode<RotateGesture.Value> {
  let minimumAngleDelta: Angle

  init(minimumAngleDelta: Angle, spaces: GestureSpaces) {
    self.minimumAngleDelta = minimumAngleDelta
    super.init(spaces: spaces) { measure, velocity, time, startCentroid in
      RotateGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: time), rotation: .radians(measure),
        velocity: .radians(velocity), startAnchor: spaces.unitPoint(startCentroid),
        startLocation: spaces.convert(startCentroid, to: .local))
    }
  }

  override func measure(_ pair: (CGPoint, CGPoint), from start: (CGPoint, CGPoint)) -> Double {
    let initial = atan2(Double(start.1.y - start.0.y), Double(start.1.x - start.0.x))
    let current = atan2(Double(pair.1.y - pair.0.y), Double(pair.1.x - pair.0.x))
    var delta = current - initial
    while delta > .pi { delta -= 2 * .pi }
    while delta < -.pi { delta += 2 * .pi }
    return delta
  }

  override func passesThreshold(_ measure: Double) -> Bool {
    abs(measure) >= abs(minimumAngleDelta.radians)
  }
}
