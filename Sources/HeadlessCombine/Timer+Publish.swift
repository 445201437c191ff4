import Foundation
import Runtime

extension Timer {
  /// A publisher of the current date every `interval` seconds of virtual time, once connected
  /// (Combine's `Timer.publish(every:tolerance:on:in:options:)`; Docs/Combine.md C8).
  ///
  /// The timer runs on the runtime current at `connect()` (``Runtime/current``), in the turns
  /// the run loop gives timers (Docs/Semantics/RunLoop.md); `runLoop`, `mode` and `tolerance`
  /// are accepted for source compatibility: ScreenLab has one run loop, the virtual clock's.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// Publishes the virtual date at each tick of a repeating timer while connected.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// Seconds between ticks.
    public let interval: TimeInterval
    private let fanout = Fanout<Date, Never>()

    init(interval: TimeInterval) { self.interval = interval }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      fanout.attach(subscriber)
    }

    public func connect() -> any Cancellable {
      let runtime = Runtime.current
      // The running timer keeps its publisher alive, as a Combine connection does, until the
      // connection is cancelled.
      let timer = runtime.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
        self.fanout.send(Date(timeIntervalSinceReferenceDate: runtime.now))
      }
      return AnyCancellable { timer.invalidate() }
    }
  }
}
