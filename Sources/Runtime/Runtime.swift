/// The headless run loop and its virtual clock: the one place time comes from.
///
/// Every framework piece (Core Animation, UIKit's display cycle, the declarative runtime)
/// belongs to one `Runtime`. Time only moves when code asks: ``advance(frames:)``,
/// ``advance(to:)`` or ``advance(by:)`` run one run-loop turn per frame of the current
/// ``frameRate``; ``runTurn()`` runs a turn without moving the clock. Nothing reads the real
/// clock.
///
/// In each turn, observers run phase by phase (``RunLoopPhase``): input events, state
/// updates, layout, display, the Core Animation commit, animation bookkeeping, measurement.
///
/// The current runtime is task-local (``current``), so tests running in parallel each get
/// their own with ``withNew(frameRate:_:)``; code outside such a scope uses ``main``.
///
/// ## Sendable
///
/// `Runtime` is `@unchecked Sendable` so that it can be the value of the task-local
/// ``current`` and be captured by the `@Sendable` closures the frameworks hand to
/// Observation and Dispatch. Nothing in it is locked: it relies on one rule, that a runtime
/// and everything built on it (layers, views, hosts) are used from one task at a time —
/// the task that made it, or the one ``withCurrent(_:)`` runs. Every turn, observer and
/// clock read happens synchronously in that task; no framework starts a thread or a task of
/// its own. Two runtimes share nothing (each framework's state lives in the runtime's
/// components), so tests running in parallel each take their own. Touching one runtime
/// from two tasks at once is a data race the compiler does not catch; ``main`` is only
/// safe for code that runs in a single task (a command-line program, a lesson).
public final class Runtime: @unchecked Sendable {
  /// The runtime of code that never asked for its own.
  public static let main = Runtime()

  /// The runtime of the current task (``main`` unless inside ``withNew(frameRate:_:)``).
  @TaskLocal public static var current: Runtime = .main

  /// The runtime whose virtual clock runs the main queue for the current task, if any: set
  /// inside ``withNew(frameRate:_:)`` and ``withCurrent(_:)``, nil elsewhere (where
  /// `DispatchQueue.main` is the real one; Docs/Semantics/RunLoop.md RL-1).
  @TaskLocal public static var bound: Runtime?

  /// The current virtual time in seconds; starts at 0. Inlinable: a layer's presentation
  /// reads it on every call, and as a call into this module it was a call for four loads.
  @inlinable public var now: Double { clock.now }
  /// The frame rate of ``advance(frames:)``; changing it keeps ``now``.
  public var frameRate: FrameRate {
    get { clock.frameRate }
    set { clock.change(to: newValue) }
  }
  /// How many turns have run.
  public private(set) var turnCount = 0
  /// What happened, turn by turn (see ``Trace``).
  public var trace = Trace()

  /// The clock: this module's one storage read without dynamic exclusivity checks
  /// (``VirtualClock``). Usable from inlinable code for ``now``; written only here.
  @usableFromInline @exclusivity(unchecked) var clock: VirtualClock

  private var observers: [[Observer]] = Array(repeating: [], count: RunLoopPhase.allCases.count)
  private var nextObserverID = 0
  private var inTurn = false
  private var needsTurn = false
  /// The main queue, timers and display links on this runtime's clock; made on first use.
  var sources: RunLoopSources?
  /// Whether the running turn is a frame (a display refresh) rather than a turn at the same
  /// time or between frames; display links fire only in frames (RunLoop.md RL-9).
  public private(set) var isFrameTurn = false
  /// Whether a turn is running (code in it belongs to that turn).
  var isRunningTurn: Bool { inTurn }

  private struct Observer {
    let id: Int
    let body: Body

    /// What the observer runs: main-actor code (UIKit's and SwiftUI's passes) or code that is
    /// not isolated (Core Animation's commit and animation steps). Both run inside the turn,
    /// which is on the main actor (RunLoop.md RL-17).
    enum Body {
      case mainActor(@MainActor (Runtime) -> Void)
      case nonisolated((Runtime) -> Void)
    }
  }

  /// Creates a runtime at time 0.
  public init(frameRate: FrameRate = .hz60) {
    clock = VirtualClock(frameRate: frameRate)
  }

  /// Runs `body` with a fresh runtime as ``current``.
  public static func withNew<T>(
    frameRate: FrameRate = .hz60, _ body: (Runtime) throws -> T
  ) rethrows -> T {
    let runtime = Runtime(frameRate: frameRate)
    return try runtime.withCurrent(body)
  }

  /// Runs `body` with this runtime as ``current`` and ``bound``: inside, `DispatchQueue.main`
  /// blocks, ``scheduledTimer(withTimeInterval:repeats:block:)``, tasks and `Task.sleep` run
  /// on its virtual clock (Docs/Semantics/RunLoop.md RL-1, RL-13). ``withNew(frameRate:_:)`` does this for a fresh runtime.
  public func withCurrent<T>(_ body: (Runtime) throws -> T) rethrows -> T {
    #if os(Linux)
      VirtualExecutors.install
    #endif
    return try Runtime.$current.withValue(self) {
      try Runtime.$bound.withValue(self) { try body(self) }
    }
  }

  // MARK: - Framework state

  private var components: [ObjectIdentifier: AnyObject] = [:]

  /// The runtime's instance of a framework's engine, created by `make` on first use.
  ///
  /// Each framework keeps its per-runtime state (Core Animation's transactions, UIKit's
  /// dirty views, …) here, so two runtimes never share it.
  package func component<T: AnyObject>(_ type: T.Type, make: (Runtime) -> T) -> T {
    if let existing = components[ObjectIdentifier(type)] as? T { return existing }
    let made = make(self)
    components[ObjectIdentifier(type)] = made
    return made
  }

  // MARK: - Observers

  /// Registers `body` to run in `phase` of every turn, after the observers registered before.
  /// Turns run on the main actor (RunLoop.md RL-17), so `body` is main-actor code: UIKit's
  /// layout and display passes, SwiftUI's graph update.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  package func addObserver(_ phase: RunLoopPhase, _ body: @escaping @MainActor (Runtime) -> Void)
    -> ObserverToken
  {
    add(Observer.Body.mainActor(body), in: phase)
  }

  /// Registers `body`, code that is not actor-isolated (Core Animation's, whose layers are not
  /// main-actor in Apple's SDK), to run in `phase` of every turn, in registration order with
  /// the main-actor observers.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  package func addObserver(_ phase: RunLoopPhase, nonisolated body: @escaping (Runtime) -> Void)
    -> ObserverToken
  {
    add(Observer.Body.nonisolated(body), in: phase)
  }

  private func add(_ body: Observer.Body, in phase: RunLoopPhase) -> ObserverToken {
    nextObserverID += 1
    observers[phase.rawValue].append(Observer(id: nextObserverID, body: body))
    return ObserverToken(phase: phase, id: nextObserverID)
  }

  /// Stops an observer; removing one twice does nothing.
  package func removeObserver(_ token: ObserverToken) {
    observers[token.phase.rawValue].removeAll { $0.id == token.id }
  }

  // MARK: - Time

  /// Runs one turn of the run loop at the current time, without moving the clock.
  ///
  /// A turn requested from inside a turn (by an observer) does nothing: work requested
  /// during a turn is picked up by the next one, as on a real run loop.
  @MainActor
  public func runTurn() { runTurn(frame: false) }

  /// Runs one turn; `frame` says whether it is a display refresh (display links fire).
  ///
  /// Before the phases, the run-loop sources fire (RunLoop.md RL-2): the main queue's blocks,
  /// the due timers and `asyncAfter` blocks, then, in a frame, the display links.
  @MainActor
  private func runTurn(frame: Bool) {
    guard !inTurn else { return }
    inTurn = true
    needsTurn = false
    isFrameTurn = frame
    defer {
      inTurn = false
      isFrameTurn = false
    }
    turnCount += 1
    sources?.fire(in: self)
    for phase in RunLoopPhase.allCases {
      // A copy: observers added during a phase run from the next turn on.
      for observer in observers[phase.rawValue] {
        switch observer.body {
        case .mainActor(let body): body(self)
        case .nonisolated(let body): body(self)
        }
      }
    }
  }

  /// Notes that code running between turns changed something a turn must process.
  ///
  /// Code that runs between turns (a test, a lesson's `main.swift`) stands for code running
  /// inside the current turn, like an event handler: before the clock moves, the runtime
  /// finishes that turn at the current time (its commit, layout and display happen "at the
  /// end of this run-loop turn", as on a device), then advances.
  package func setNeedsTurn() {
    if !inTurn { needsTurn = true }
  }

  /// Finishes the current turn if something is waiting for it, then runs the main queue's
  /// work that is due at the current time.
  @MainActor
  private func finishCurrentTurn() {
    if needsTurn { runTurn() }
    runDueWork()
  }

  /// Runs turns at the current time while the main queue has blocks or due timers, as the
  /// real run loop wakes at once for them rather than waiting for the next display refresh
  /// (RunLoop.md RL-4); at most ``maximumSameTimeTurns`` of them.
  @MainActor
  func runDueWork() {
    guard let sources, busyTime != now else { return }
    var turns = 0
    while sources.hasDueWork(at: self) {
      if turns == Runtime.maximumSameTimeTurns {
        busyTime = now
        record(
          .diagnostic,
          "main queue still busy after \(turns) turns at t=\(now): blocks that keep enqueueing "
            + "blocks wait for the next frame")
        return
      }
      runTurn()
      turns += 1
    }
  }

  /// The time at which main-queue work ran out of same-time turns (it waits for a later time).
  private var busyTime: Double?

  /// How many turns one time point runs for main-queue work before it waits for the next frame.
  public static let maximumSameTimeTurns = 100

  /// Whether the main queue has blocks, or timers or `asyncAfter` blocks due, that a turn at
  /// the current time would run.
  public var hasDueWork: Bool { sources?.hasDueWork(at: self) ?? false }

  /// Moves the clock forward `frames` frames, running one turn per frame.
  ///
  /// - Precondition: `frames >= 0`.
  @MainActor
  public func advance(frames: Int) {
    precondition(frames >= 0, "advance(frames:): frame count '\(frames)' must not be negative")
    finishCurrentTurn()
    for _ in 0..<frames {
      snapToGrid()
      clock.framesSinceOrigin += 1
      runTurn(frame: true)
      runDueWork()
    }
  }

  /// Moves the clock to `time`, running a turn at every frame on the way and one at `time`
  /// itself when it falls between frames.
  ///
  /// - Precondition: `time` is finite and not earlier than ``now``.
  @MainActor
  public func advance(to time: Double) {
    precondition(time.isFinite, "advance(to:): time '\(time)' must be finite")
    precondition(
      time >= now, "advance(to:): time '\(time)' is before now (\(now)); the clock never goes back")
    finishCurrentTurn()
    guard time > now else { return }
    snapToGrid()
    while clock.origin + Double(clock.framesSinceOrigin + 1) / clock.frameRate.hertz <= time {
      clock.framesSinceOrigin += 1
      runTurn(frame: true)
      runDueWork()
    }
    let rest = time - (clock.origin + Double(clock.framesSinceOrigin) / clock.frameRate.hertz)
    if rest > 0 {
      clock.offGrid = rest
      runTurn()
      runDueWork()
    }
  }

  /// Moves the clock forward by `seconds` (see ``advance(to:)``).
  ///
  /// - Precondition: `seconds` is finite and not negative.
  @MainActor
  public func advance(by seconds: Double) {
    precondition(
      seconds.isFinite && seconds >= 0,
      "advance(by:): duration '\(seconds)' must be finite and not negative")
    advance(to: now + seconds)
  }

  /// After an off-grid stop, the next frame is the next grid frame.
  private func snapToGrid() {
    guard clock.offGrid > 0 else { return }
    clock.offGrid = 0
  }
}

/// The virtual clock's state: `now = origin + framesSinceOrigin / hertz + offGrid`, integer
/// frame counts, so frame times never accumulate rounding error whatever the number of frames.
///
/// The only storage of the `Runtime` module its owner reads without dynamic exclusivity checks
/// (`@exclusivity(unchecked)` on ``Runtime``'s one stored `clock`): `now` is read for every
/// layer's presentation, every frame. Sound because a runtime is used from one task at a time
/// and nothing keeps an access to the clock open across a call that could reach it again
/// (every member here is a plain read or write).
@usableFromInline
struct VirtualClock {
  @usableFromInline private(set) var frameRate: FrameRate
  @usableFromInline var origin: Double = 0
  @usableFromInline var framesSinceOrigin: Int64 = 0
  @usableFromInline var offGrid: Double = 0

  init(frameRate: FrameRate) { self.frameRate = frameRate }

  @inlinable var now: Double { origin + Double(framesSinceOrigin) / frameRate.hertz + offGrid }

  /// Changes the frame rate, keeping `now`.
  mutating func change(to rate: FrameRate) {
    origin += Double(framesSinceOrigin) / frameRate.hertz + offGrid
    framesSinceOrigin = 0
    offGrid = 0
    frameRate = rate
  }
}

/// How often the run loop turns while time advances by frames.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
  /// Frames per second.
  public let hertz: Double

  /// A frame rate of `hertz` frames per second.
  ///
  /// - Precondition: `hertz` is finite and positive.
  public init(hertz: Double) {
    precondition(hertz.isFinite && hertz > 0, "frame rate '\(hertz)' must be positive")
    self.hertz = hertz
  }

  /// 60 frames per second.
  public static let hz60 = FrameRate(hertz: 60)
  /// 120 frames per second (ProMotion).
  public static let hz120 = FrameRate(hertz: 120)

  /// The length of one frame in seconds.
  public var frameDuration: Double { 1 / hertz }

  public var description: String {
    hertz == hertz.rounded() ? "\(Int(hertz)) Hz" : "\(hertz) Hz"
  }
}

/// The phases of one run-loop turn, in the order they run.
public enum RunLoopPhase: Int, CaseIterable, Sendable {
  /// Touches and other input events are delivered.
  case input
  /// Collected state writes apply; invalidated declarative bodies re-run.
  case update
  /// UIKit's layout pass (`layoutSubviews`, top-down).
  case layout
  /// UIKit's display pass (`draw(_:)`, once per dirty view).
  case display
  /// The implicit Core Animation transaction commits.
  case commit
  /// Animations start, finish and report; completion blocks run.
  case animate
  /// Measurement hooks read the screen and the model (ScreenLabReport's recorder).
  case measure
}

/// Identifies an observer for ``Runtime/removeObserver(_:)``.
package struct ObserverToken: Hashable, Sendable {
  let phase: RunLoopPhase
  let id: Int
}
