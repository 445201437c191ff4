import Runtime
import TouchInput

/// Where a gesture is in recognition (Docs/Semantics/SwiftUI.md §2.4; OpenSwiftUI's
/// `GesturePhase`).
///
/// Typed by the gesture's `Value`: each recognizer node produces the phases of the gesture it
/// recognizes, and a composition maps its children's phases into its own value type.
enum GesturePhase<Value> {
  /// Still undecided, with a value when the gesture already has one.
  case possible(Value?)
  /// Recognized and producing values.
  case active(Value)
  /// Finished successfully with its last value.
  case ended(Value)
  /// Finished without success (failed or cancelled).
  case failed

  var isTerminal: Bool {
    switch self {
    case .ended, .failed: return true
    case .possible, .active: return false
    }
  }

  var isActive: Bool {
    if case .active = self { return true }
    return false
  }

  var isFailed: Bool {
    if case .failed = self { return true }
    return false
  }

  var isPossible: Bool {
    if case .possible = self { return true }
    return false
  }

  /// The value, in any phase that has one.
  var value: Value? {
    switch self {
    case .possible(let value): return value
    case .active(let value), .ended(let value): return value
    case .failed: return nil
    }
  }

  /// The same phase with its value transformed.
  func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
    switch self {
    case .possible(let value): return .possible(value.map(transform))
    case .active(let value): return .active(transform(value))
    case .ended(let value): return .ended(transform(value))
    case .failed: return .failed
    }
  }

  /// The phase without its value, for change detection.
  var kind: Int {
    switch self {
    case .possible: return 0
    case .active: return 1
    case .ended: return 2
    case .failed: return 3
    }
  }
}

/// What the gestures that take precedence over a gesture are doing (OpenSwiftUI's
/// `inheritedPhase`, set by `ExclusiveGesture` for its second gesture).
///
/// A gesture whose precedents have not all failed may not end (a tap waits); a gesture whose
/// precedent is active fails while it is still possible (Docs/Semantics/SwiftUI.md §2.4, exclusive
/// rule).
struct InheritedPhase {
  /// Every gesture with precedence has failed (true when there is none).
  var failed = true
  /// A gesture with precedence is active.
  var active = false

  static let free = InheritedPhase()
}

/// One input to recognition: a touch sample as the router received it (window coordinates,
/// virtual time; a `.stationary` sample reads as a move), or the clock.
enum GestureInput {
  case sample(TouchSample)
  /// Time passed with no touch change (a long press ends on the clock).
  case time

  /// The touch this input is about, if any.
  var touch: Int? {
    if case .sample(let sample) = self { return sample.touch }
    return nil
  }
}

/// The state shared by one pass of recognition: the time, and the callbacks deferred to the
/// end of the pass (OpenSwiftUI's `Update.enqueueAction`: a FIFO drained after the gesture
/// phases are computed, Docs/Semantics/SwiftUI.md §2.3).
///
/// A recognition in progress keeps one context for all its inputs (``GestureRouter``): each
/// input sets ``time`` and takes the actions it enqueued (``takeActions()``) before running
/// them, so an input fed while they run starts with none. No node or callback keeps a context
/// past the input it was handed with.
final class GestureContext {
  @exclusivity(unchecked) private var storage: GestureContextStorage
  /// The virtual time of the input.
  var time: Double {
    get { storage.time }
    set { storage.time = newValue }
  }
  /// The sample each finger of the recognition went down with, for a gesture that starts
  /// listening while the finger is already down (the second gesture of a sequence,
  /// Docs/Semantics/Gestures.md "Sequence").
  var touchDowns: [Int: TouchSample] {
    get { storage.touchDowns }
    set { storage.touchDowns = newValue }
  }
  /// Deferred callbacks, in enqueue order.
  var actions: [() -> Void] { storage.actions }

  init(time: Double, touchDowns: [Int: TouchSample] = [:]) {
    storage = GestureContextStorage(time: time, touchDowns: touchDowns)
  }

  /// The actions enqueued so far, in order; the context keeps none.
  func takeActions() -> [() -> Void] {
    if storage.actions.isEmpty { return [] }
    defer { storage.actions = [] }
    return storage.actions
  }

  /// Where a gesture that adopts `sample`'s finger mid-way starts: the sample the finger went
  /// down with, at `sample`'s time (the adoption's); where `sample` is when its touch-down was
  /// not seen.
  func touchDown(of sample: TouchSample) -> TouchSample {
    TouchSample(
      touch: sample.touch, phase: .began,
      location: touchDowns[sample.touch]?.location ?? sample.location, time: sample.time)
  }

  func enqueue(_ action: @escaping () -> Void) { storage.actions.append(action) }
}

/// What a recognizer is made with: where it sits and how it is used.
struct GestureSetup {
  /// The coordinate spaces of its values.
  var spaces = GestureSpaces()
  /// Whether a callback reads its active values (`onChanged`, `updating`): a long press then
  /// shows as active while pressed (the iOS 18 gesture-container rule, Docs/Semantics/SwiftUI.md
  /// §2.4).
  var hasChangedCallbacks = false
  /// Whether a finger already down is adopted at its next event, as if it had just gone down
  /// where it went down: the second gesture of a sequence (Docs/Semantics/Gestures.md
  /// "Sequence").
  var adoptsOngoingTouches = false
}

/// The coordinate spaces a gesture's values can be expressed in (``CoordinateSpace``): the
/// frame of the view the gesture is attached to (`.local`), the window (`.global`), and the
/// frames of ancestors named with ``View/coordinateSpace(name:)``, each as laid out when the
/// touch sequence began.
struct GestureSpaces {
  var local: CGPoint = .zero
  /// The size of the view the gesture is attached to (for unit-point anchors).
  var localSize: CGSize = .zero
  var named: [AnyHashable: CGPoint] = [:]

  /// `point` (window coordinates) in `space`; an unknown name falls back to the window.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    let origin = origin(of: space)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The origin of `space` in window coordinates; an unknown name is the window's.
  func origin(of space: CoordinateSpace) -> CGPoint {
    switch space {
    case .local: return local
    case .global: return .zero
    case .named(let name): return named[name] ?? .zero
    }
  }

  /// `point` (window coordinates) as a unit point of the view's frame.
  func unitPoint(_ point: CGPoint) -> UnitPoint {
    let local = convert(point, to: .local)
    return UnitPoint(
      x: localSize.width > 0 ? Double(local.x / localSize.width) : 0,
      y: localSize.height > 0 ? Double(local.y / localSize.height) : 0)
  }
}
