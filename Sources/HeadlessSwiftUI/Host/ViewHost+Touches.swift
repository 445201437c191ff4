import Runtime

/// Drives a hosted view's drag gesture from the runtime's touch stream (``TouchScript``), so
/// a finger's real sample rate meets the display's frame rate.
///
/// Samples arrive once per turn, in the input phase; each moved sample past the drag's
/// minimum distance (SwiftUI's default, 10 points, unless given) delivers a changed value, and
/// the resulting state writes coalesce into that turn's single update: a 240 Hz finger on a
/// 120 Hz display delivers two samples per frame and re-runs the dragged view's body once per
/// frame. ``samples`` and ``deliveredValues`` count what came in and what reached the
/// gesture. The drag is the one under the user view named when the driver was made, or, with
/// no name, under the user view hit-tested at the finger's first location (the layout pass:
/// ``ViewHost/hitTest(_:)``); a touch that lands on no view, or on one without a drag
/// gesture, drives nothing.
public final class DragTouchDriver: TouchInputReceiver {
  private let startDrag: (CGPoint) -> DragSession?
  private let minimumDistance: CGFloat
  private var session: DragSession?
  private var start: CGPoint?
  private var recognized = false
  /// Touch samples received.
  public private(set) var samples = 0
  /// Changed values delivered to the gesture (after the minimum distance).
  public private(set) var deliveredValues = 0

  init(minimumDistance: CGFloat, startDrag: @escaping (CGPoint) -> DragSession?) {
    self.startDrag = startDrag
    self.minimumDistance = minimumDistance
  }

  public func receiveTouches(_ samples: [TouchSample], at time: Double) {
    for sample in samples {
      self.samples += 1
      switch sample.phase {
      case .began:
        guard session == nil else { continue }
        start = sample.location
        recognized = false
        session = startDrag(sample.location)
      case .moved, .stationary:
        guard let session, let start else { continue }
        let translation = CGSize(
          width: sample.location.x - start.x, height: sample.location.y - start.y)
        if !recognized {
          guard hypot(translation.width, translation.height) >= minimumDistance else { continue }
          recognized = true
        }
        session.move(to: translation)
        deliveredValues += 1
      case .ended:
        // A drag that never passed the minimum distance fails: no onEnded.
        if recognized { session?.end() } else { session?.cancel() }
        session = nil
      case .cancelled:
        session?.cancel()
        session = nil
      }
    }
  }

  public func advanceTouchTime(to time: Double) {}
}

extension ViewHost {
  /// A touch receiver that drives the drag gesture under the user view `view` (or, when nil,
  /// under the view hit-tested where the finger lands); play a ``TouchScript`` to it with
  /// `runtime.play(_:to:)` or `runtime.perform(_:on:)`.
  public func dragDriver(_ view: String? = nil, minimumDistance: CGFloat = 10) -> DragTouchDriver {
    DragTouchDriver(minimumDistance: minimumDistance) { [weak self] location in
      guard let self else { return nil }
      guard let target = view ?? self.hitTest(location) else { return nil }
      return self.startDrag(target, at: location)
    }
  }
}
