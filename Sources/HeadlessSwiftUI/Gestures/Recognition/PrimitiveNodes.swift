import Foundation
import Runtime
import TouchInput

/// How a primitive gesture yields to the gestures with precedence over it (OpenSwiftUI's
/// `GestureDependency`, driven by ``InheritedPhase``; notes in Docs/Semantics/SwiftUI.md §2.4).
enum GestureDependency {
  /// Fails when a precedent is active; shows its phase once every precedent failed;
  /// otherwise paused (taps).
  case failIfActive
  /// Shows its phase once every precedent failed; otherwise paused (long press, drag).
  case pausedUntilFailed

  /// `raw` as seen from outside under `inherited`: paused turns active and ended into
  /// possible, keeping the value. Inlined into its caller, a node that already holds the
  /// phase type's metadata (a generic call asks the runtime for it again, on every input).
  @inline(__always)
  func apply<Value>(_ raw: GesturePhase<Value>, _ inherited: InheritedPhase) -> GesturePhase<Value>
  {
    if self == .failIfActive && inherited.active { return .failed }
    if inherited.failed { return raw }
    switch raw {
    case .active(let value), .ended(let value): return .possible(value)
    case .possible, .failed: return raw
    }
  }
}

/// A recognizer of touches: it follows one finger at a time (a second finger down at once
/// fails it: OpenSwiftUI `EventListener`'s "multiple matching events"; after a lift the next
/// finger is followed, for multi-taps), keeps its own raw phase, and shows it through its
/// ``GestureDependency``.
class PrimitiveNode<Value>: GestureNode<Value> {
  let dependency: GestureDependency
  /// ``touch`` and ``valueIsNew``, without dynamic exclusivity checks (``PrimitiveNodeStorage``).
  @exclusivity(unchecked) var primitive = PrimitiveNodeStorage()
  /// Without a dynamic exclusivity check: written whole by ``step(_:_:_:)``, after the
  /// recognition rule that computes it returned (generic, so not in a storage struct).
  @exclusivity(unchecked) fileprivate(set) var raw: GesturePhase<Value> = .possible(nil)
  /// The finger followed, once seen.
  private(set) var touch: Int? {
    get { primitive.touch }
    set { primitive.touch = newValue }
  }
  /// Whether a finger already down when this gesture starts listening is adopted at its
  /// next event, starting from where it went down (``GestureContext/touchDowns``): the second
  /// gesture of a sequence (Docs/Semantics/Gestures.md "Sequence"); otherwise a finger first
  /// seen mid-way is ignored.
  let adoptsOngoingTouches: Bool

  init(dependency: GestureDependency, adoptsOngoingTouches: Bool) {
    self.dependency = dependency
    self.adoptsOngoingTouches = adoptsOngoingTouches
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    primitiveStep(input, inherited, context)
  }

  /// The body of ``step(_:_:_:)``, inlined into it and into the override of a node whose
  /// value type is concrete (``DragNode``, fed every touch sample: the generic body asks the
  /// runtime for `GesturePhase<Value>`'s metadata on each call).
  @inline(__always)
  final func primitiveStep(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    if !raw.isTerminal {
      let old = raw.kind
      // The new phase when the input produced one (`hasNext`): no optional of the generic
      // phase, whose metadata the runtime would be asked for on every input.
      var next = GesturePhase<Value>.failed
      var hasNext = false
      switch input {
      case .sample(let sample):
        let id = sample.touch
        switch sample.phase {
        case .began:
          if touch == nil {
            touch = id
            next = began(sample)
            hasNext = true
          } else if touch != id {
            next = .failed
            hasNext = true
          }
        case .moved, .stationary:
          if touch == nil && adoptsOngoingTouches {
            touch = id
            raw = began(context.touchDown(of: sample))
            next = raw.isTerminal ? raw : moved(sample)
            hasNext = true
          } else if touch == id {
            next = moved(sample)
            hasNext = true
          }
        case .ended:
          if touch == nil && adoptsOngoingTouches {
            raw = began(context.touchDown(of: sample))
            next = raw.isTerminal ? raw : ended(sample)
            hasNext = true
          } else if touch == id {
            next = ended(sample)
            hasNext = true
            touch = nil
          }
        case .cancelled:
          if touch == id {
            next = .failed
            hasNext = true
          }
        }
      case .time:
        next = timePassed(context.time)
        hasNext = true
      }
      if hasNext {
        if next.kind != old || valueIsNew { producedValue = true }
        raw = next
      }
      valueIsNew = false
    }
    // The raw phase as seen from outside (``GestureDependency/apply(_:_:)``, written out here:
    // the walk of a sample passes through one function less).
    if dependency == .failIfActive && inherited.active { return .failed }
    if inherited.failed { return raw }
    switch raw {
    case .active(let value), .ended(let value): return .possible(value)
    case .possible, .failed: return raw
    }
  }

  /// Set by a recognizer when its value changed although its phase did not.
  var valueIsNew: Bool {
    get { primitive.valueIsNew }
    set { primitive.valueIsNew = newValue }
  }

  /// The finger went down: the sample's location (window coordinates) and time. The sample
  /// as delivered, or for an adopted finger the one it went down with, at the adoption's time.
  func began(_ sample: TouchSample) -> GesturePhase<Value> { raw }
  /// The finger moved (or stayed: a `.stationary` sample).
  func moved(_ sample: TouchSample) -> GesturePhase<Value> { raw }
  /// The finger lifted.
  func ended(_ sample: TouchSample) -> GesturePhase<Value> { raw }
  /// Time passed (the clock, or any input).
  func timePassed(_ time: Double) -> GesturePhase<Value> { raw }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// `TapGesture(count:)`: each tap a press shorter than 0.75 s that moves less than 45 points
/// (window coordinates); each next tap lifted within 0.35 s of the last lift; the gesture ends
/// on the last lift. A tap is discrete: it is never active, so `onChanged` never runs.
/// Constants and rules: OpenSwiftUI `TapGesture.swift` (`tapDurationThreshold`,
/// `tapMovementThreshold`), `RepeatGesture.swift` (`maximumDelay`), `DurationGesture.swift`,
/// `DistanceGesture.swift` (notes in Docs/Semantics/SwiftUI.md §2.4).
final class TapNode<Value>: PrimitiveNode<Value> {
  static var maximumPressDuration: Double { 0.75 }
  static var maximumMovement: CGFloat { 45 }
  static var maximumDelay: Double { 0.35 }

  let count: Int
  private var taps = 0
  private var downAt: CGPoint = .zero
  private var downTime = 0.0
  private var pressing = false
  private var lastLift: Double?

  /// The value of the ended gesture, from where the last finger lifted.
  let makeValue: (CGPoint) -> Value

  init(count: Int, adoptsOngoingTouches: Bool, makeValue: @escaping (CGPoint) -> Value) {
    self.count = max(1, count)
    self.makeValue = makeValue
    super.init(dependency: .failIfActive, adoptsOngoingTouches: adoptsOngoingTouches)
  }

  override func began(_ sample: TouchSample) -> GesturePhase<Value> {
    if let lastLift, sample.time - lastLift > Self.maximumDelay { return .failed }
    downAt = sample.location
    downTime = sample.time
    pressing = true
    return .possible(nil)
  }

  override func moved(_ sample: TouchSample) -> GesturePhase<Value> {
    if distance(sample.location, downAt) >= Self.maximumMovement { return .failed }
    return timePassed(sample.time)
  }

  override func ended(_ sample: TouchSample) -> GesturePhase<Value> {
    pressing = false
    if distance(sample.location, downAt) >= Self.maximumMovement { return .failed }
    if sample.time - downTime >= Self.maximumPressDuration { return .failed }
    taps += 1
    if taps == count { return .ended(makeValue(sample.location)) }
    lastLift = sample.time
    return .possible(nil)
  }

  override func timePassed(_ time: Double) -> GesturePhase<Value> {
    if pressing, time - downTime >= Self.maximumPressDuration { return .failed }
    if !pressing, let lastLift, time - lastLift > Self.maximumDelay { return .failed }
    return raw
  }

  /// A tap waits for its next finger after a lift: a multi-tap whose finger is up is waiting,
  /// and lets the next touch join it.
  override var deadline: Double? {
    guard !raw.isTerminal else { return nil }
    if pressing { return downTime + Self.maximumPressDuration }
    return lastLift.map { $0 + Self.maximumDelay }
  }
}

/// `LongPressGesture(minimumDuration:maximumDistance:)`: active with `true` as the finger
/// goes down, ended with `true` once it has been held `minimumDuration` seconds (on the
/// clock, while still down); lifting earlier, or moving `maximumDistance` points or more
/// (window coordinates), fails it. Without `onChanged`/`updating` the press shows as
/// possible until it ends (the iOS 18 gesture-container rule). Semantics §2.4; DanceUI
/// `LongPressGesture`, OpenSwiftUI `DurationGesture.swift`.
final class LongPressNode: PrimitiveNode<Bool> {
  typealias Value = Bool
  let minimumDuration: Double
  let maximumDistance: CGFloat
  let showsPressing: Bool
  private var downAt: CGPoint = .zero
  private var downTime = 0.0

  init(
    minimumDuration: Double, maximumDistance: CGFloat, showsPressing: Bool,
    adoptsOngoingTouches: Bool
  ) {
    self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0
    self.maximumDistance = maximumDistance
    self.showsPressing = showsPressing
    super.init(dependency: .pausedUntilFailed, adoptsOngoingTouches: adoptsOngoingTouches)
  }

  override func began(_ sample: TouchSample) -> GesturePhase<Value> {
    downAt = sample.location
    downTime = sample.time
    return timePassed(sample.time)
  }

  override func moved(_ sample: TouchSample) -> GesturePhase<Value> {
    if distance(sample.location, downAt) >= maximumDistance { return .failed }
    return timePassed(sample.time)
  }

  override func ended(_ sample: TouchSample) -> GesturePhase<Value> {
    if case .ended = timePassed(sample.time) { return .ended(true) }
    return .failed
  }

  override func timePassed(_ time: Double) -> GesturePhase<Value> {
    if time - downTime >= minimumDuration - 1e-9 { return .ended(true) }
    return showsPressing ? .active(true) : .possible(true)
  }

  override var deadline: Double? {
    raw.isTerminal || touch == nil ? nil : downTime + minimumDuration
  }
}

/// `DragGesture(minimumDistance:coordinateSpace:)`: active once the finger is
/// `minimumDistance` points or more from where it went down (window coordinates; at once when
/// the distance is 0 or less); lifting before that fails it. Values: the first location seen
/// is `startLocation`; `time` is the sample's virtual time; `velocity` mixes the last three
/// samples (0.75 × the older segment + 0.25 × the newer, OpenSwiftUI `VelocitySampler`);
/// predicted ends add 0.25 s of that velocity. Semantics §2.4.
final class DragNode: PrimitiveNode<DragGesture.Value> {
  typealias Value = DragGesture.Value
  let minimumDistance: CGFloat
  let space: CoordinateSpace
  let spaces: GestureSpaces
  /// The origin of ``space`` in window coordinates (``GestureSpaces/convert(_:to:)``), fixed
  /// for the recognition: the values are built without a conversion call per sample.
  let origin: CGPoint
  /// Where the finger went down, whether the drag was recognized, the last three samples,
  /// without dynamic exclusivity checks (``DragNodeStorage``).
  @exclusivity(unchecked) var track = DragNodeStorage()

  init(
    minimumDistance: CGFloat, space: CoordinateSpace, spaces: GestureSpaces,
    adoptsOngoingTouches: Bool
  ) {
    self.minimumDistance = minimumDistance
    self.space = space
    self.spaces = spaces
    self.origin = spaces.origin(of: space)
    super.init(dependency: .pausedUntilFailed, adoptsOngoingTouches: adoptsOngoingTouches)
  }

  /// A move of the finger followed, a drag's every sample but two, is taken here: its value
  /// made by ``moved(_:)`` and shown through the drag's dependency (``GestureDependency``'s
  /// `pausedUntilFailed`), as ``PrimitiveNode/primitiveStep(_:_:_:)`` does, without its switch
  /// over the input; any other input goes there.
  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    callPathHop("DragNode.step(_:_:_:)")
    guard case .sample(let sample) = input, sample.phase == .moved || sample.phase == .stationary,
      !raw.isTerminal, let touch, touch == sample.touch
    else { return primitiveStep(input, inherited, context) }
    let old = raw.kind
    let next = moved(sample)
    if next.kind != old || valueIsNew { producedValue = true }
    raw = next
    valueIsNew = false
    if inherited.failed { return next }
    switch next {
    case .active(let value), .ended(let value): return .possible(value)
    case .possible, .failed: return next
    }
  }

  override func timePassed(_ time: Double) -> GesturePhase<Value> { raw }

  override func began(_ sample: TouchSample) -> GesturePhase<Value> {
    track.start = sample.location
    return moved(sample)
  }

  override func ended(_ sample: TouchSample) -> GesturePhase<Value> {
    switch moved(sample) {
    case .active(let value): return .ended(value)
    default: return .failed
    }
  }

  /// Keeps `sample` among the last three (one at the same time as the last replaces it) and,
  /// once the finger is far enough from where it went down, makes the drag's value from it,
  /// here in one place: the location and start in the drag's space, the velocity of the kept
  /// samples (0.75 × the older segment + 0.25 × the newer; a segment without elapsed time
  /// counts as still), the predicted end 0.25 s of that velocity on, the translation.
  override func moved(_ sample: TouchSample) -> GesturePhase<Value> {
    let location = sample.location
    if let last = track.samples.last, sample.time <= last.time {
      if sample.time == last.time { track.samples[track.samples.count - 1] = sample }
    } else {
      track.samples.append(sample)
      if track.samples.count > 3 { track.samples.removeFirst() }
    }
    if !track.recognized {
      let start = track.start
      guard
        minimumDistance <= 0
          || hypot(location.x - start.x, location.y - start.y) >= minimumDistance
      else { return .possible(nil) }
      track.recognized = true
    }
    valueIsNew = true
    var velocity = CGSize.zero
    let samples = track.samples
    if samples.count >= 2 {
      // The newest segment, then (three samples) the older one mixed in.
      let count = samples.count
      let a = samples[count - 2]
      let b = samples[count - 1]
      let dt = b.time - a.time
      let newer =
        dt > 0
        ? CGSize(
          width: (b.location.x - a.location.x) / dt, height: (b.location.y - a.location.y) / dt)
        : .zero
      if count == 3 {
        let c = samples[0]
        let olderDt = a.time - c.time
        let older =
          olderDt > 0
          ? CGSize(
            width: (a.location.x - c.location.x) / olderDt,
            height: (a.location.y - c.location.y) / olderDt)
          : .zero
        velocity = CGSize(
          width: 0.75 * older.width + 0.25 * newer.width,
          height: 0.75 * older.height + 0.25 * newer.height)
      } else {
        velocity = newer
      }
    }
    let local = CGPoint(x: location.x - origin.x, y: location.y - origin.y)
    let start = CGPoint(x: track.start.x - origin.x, y: track.start.y - origin.y)
    return .active(
      DragGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: sample.time), location: local,
        startLocation: start, velocity: velocity,
        predictedEndLocation: CGPoint(
          x: local.x + velocity.width * 0.25, y: local.y + velocity.height * 0.25),
        translation: CGSize(width: local.x - start.x, height: local.y - start.y)))
  }
}
