/// A drag in progress on a hosted view: each ``move(to:)`` delivers an active value, ``end()``
/// lifts the finger (semantics §2.3: the gesture state resets, then `onEnded` runs; both
/// writes land in the same update).
///
/// Values are delivered as given: recognition rules (minimum distance, failure) belong to the
/// gestures issue.
public final class DragSession {
  private let gesture: Any
  private let perform: (() -> Void) -> Void
  private let now: () -> Double
  private let start: CGPoint
  private var last: DragGesture.Value?
  /// True once ``end()`` or ``cancel()`` ran.
  public private(set) var isFinished = false

  init(
    gesture: Any, start: CGPoint, perform: @escaping (() -> Void) -> Void,
    now: @escaping () -> Double
  ) {
    self.gesture = gesture
    self.start = start
    self.perform = perform
    self.now = now
  }

  /// Moves the touch to `translation` from where it started (an active value).
  public func move(to translation: CGSize) {
    guard !isFinished else { return }
    let location = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
    let value = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: now()), location: location,
      startLocation: start)
    last = value
    perform { deliver(.changed(value), to: gesture) }
  }

  /// Lifts the touch: the gesture ends with its last value.
  public func end() {
    guard !isFinished else { return }
    isFinished = true
    let value =
      last
      ?? DragGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: now()), location: start, startLocation: start)
    perform { deliver(.ended(value), to: gesture) }
  }

  /// Cancels the drag: the gesture fails, gesture state resets, `onEnded` does not run.
  public func cancel() {
    guard !isFinished else { return }
    isFinished = true
    perform { deliver(.failed, to: gesture) }
  }
}

extension ViewHost {
  /// Starts a drag on the first drag gesture (under the user view `view`, when given).
  ///
  /// - Returns: nil when no drag gesture exists.
  public func startDrag(_ view: String? = nil, at start: CGPoint = .zero) -> DragSession? {
    guard let gesture = findGesture(DragGesture.Value.self, under: view) else { return nil }
    return DragSession(
      gesture: gesture, start: start, perform: { [weak self] body in self?.perform(body) },
      now: { [runtime] in runtime.now })
  }

  /// Drags the first drag gesture (under the user view `view`, when given) by `translation`
  /// in `steps` moves, one per frame, then lifts and settles.
  ///
  /// - Returns: false when no drag gesture exists.
  @discardableResult
  public func drag(_ view: String? = nil, translation: CGSize, steps: Int = 1) -> Bool {
    guard let session = startDrag(view) else { return false }
    let count = max(steps, 1)
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      session.move(
        to: CGSize(
          width: Double(translation.width) * fraction,
          height: Double(translation.height) * fraction))
      runtime.advance(frames: 1)
    }
    session.end()
    settle()
    return true
  }
}
