import Foundation

/// A timer that fires once per display refresh, on the virtual clock (Core Animation's
/// `CADisplayLink`; Docs/Semantics/RunLoop.md RL-9, RL-10).
///
/// Apple's initializer takes a target and a selector, which need the Objective-C runtime;
/// here the callback is a block: `CADisplayLink { link in … }`. The rest is Apple's shape:
/// ``add(to:forMode:)``, ``remove(from:forMode:)``, ``invalidate()``, ``isPaused``,
/// ``timestamp``, ``targetTimestamp``, ``duration``, ``preferredFramesPerSecond`` and
/// ``preferredFrameRateRange``.
///
/// Added to a run loop, it fires in every frame of its runtime (the runtime current when it
/// was made) before that frame's updates, layout and display — not in turns at the same time
/// or between frames — at the rate it prefers, rounded to a divisor of the runtime's
/// ``Runtime/frameRate``.
public final class CADisplayLink {
  /// The runtime whose frames fire the link.
  public let runtime: Runtime
  private let callback: (CADisplayLink) -> Void
  private var isAdded = false
  private var isInvalidated = false
  /// Frames since the link last fired (or was added).
  private var framesWaited = 0

  /// Makes a display link that calls `callback` once per frame after it is added to a run
  /// loop (ScreenLab's form of `init(target:selector:)`).
  public init(_ callback: @escaping (CADisplayLink) -> Void) {
    runtime = .current
    self.callback = callback
  }

  /// When true, the link skips frames without firing; default false.
  public var isPaused = false

  /// The time of the frame the link last fired for (the last displayed frame); 0 before the
  /// first callback.
  public private(set) var timestamp: Double = 0
  /// The time of the frame the app is preparing: ``timestamp`` plus the link's frame
  /// interval; 0 before the first callback.
  public private(set) var targetTimestamp: Double = 0
  /// The time between display refreshes (one frame of the runtime's frame rate); 0 before
  /// the first callback, as on a device.
  public private(set) var duration: Double = 0

  /// The rate the app prefers; 0 (the default) means the display's rate.
  public var preferredFramesPerSecond: Int = 0
  /// The range of rates the app accepts; its `preferred` rate wins over
  /// ``preferredFramesPerSecond`` when set.
  public var preferredFrameRateRange: CAFrameRateRange = .default

  /// Starts firing the link in its runtime's frames; the run loop and mode only follow
  /// Apple's shape (a headless run loop has one).
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated, !isAdded else { return }
    isAdded = true
    framesWaited = 0
    RunLoopSources.of(runtime).add(self)
  }

  /// Stops firing the link until it is added again.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = false
    RunLoopSources.of(runtime).remove(self)
  }

  /// Removes the link from the run loop for good.
  public func invalidate() {
    isInvalidated = true
    remove(from: .main, forMode: .default)
  }

  /// How many of the runtime's frames pass between two callbacks: the divisor of the frame
  /// rate whose rate is nearest the preferred one (ties to the faster), never below 1.
  public var frameInterval: Int {
    let hertz = runtime.frameRate.hertz
    let wanted: Double
    if let preferred = preferredFrameRateRange.preferred, preferred > 0 {
      wanted = Double(preferred)
    } else if preferredFrameRateRange.maximum > 0 {
      wanted = Double(preferredFrameRateRange.maximum)
    } else {
      wanted = Double(preferredFramesPerSecond)
    }
    guard wanted > 0, wanted < hertz else { return 1 }
    let slower = Int((hertz / wanted).rounded(.up))
    let faster = max(1, slower - 1)
    let slowerGap = abs(hertz / Double(slower) - wanted)
    let fasterGap = abs(hertz / Double(faster) - wanted)
    return fasterGap <= slowerGap ? faster : slower
  }

  /// One frame of the runtime.
  func frame(in runtime: Runtime) {
    framesWaited += 1
    guard !isPaused, framesWaited >= frameInterval else { return }
    framesWaited = 0
    duration = runtime.frameRate.frameDuration
    timestamp = runtime.now
    targetTimestamp = timestamp + Double(frameInterval) * duration
    callback(self)
  }
}

/// The range of frame rates a display link accepts (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// No preference: the display's rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
