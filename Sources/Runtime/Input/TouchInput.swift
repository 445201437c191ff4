/// Receives touches on the run loop: a window of a headless framework.
public protocol TouchInputReceiver: AnyObject {
  /// The samples whose time has come since the last turn, in order (several samples of one
  /// finger arrive together when the finger is faster than the frame rate), each with its
  /// own time on the virtual clock (the script's time plus the time it started playing).
  func receiveTouches(_ samples: [TouchSample], at time: Double)
  /// Called every turn in the input phase, after any samples: time-based recognition (a
  /// long press ends on the clock while the finger is still down).
  func advanceTouchTime(to time: Double)
}

/// The scripts being played on a runtime.
final class TouchInputQueue {
  struct Playing {
    let script: TouchScript
    let start: Double
    var next = 0
    weak var receiver: TouchInputReceiver?
  }

  private var playing: [Playing] = []
  private var receivers: [ObjectIdentifier: () -> TouchInputReceiver?] = [:]

  init(runtime: Runtime) {
    runtime.addObserver(.input) { [unowned self] runtime in self.deliver(at: runtime.now) }
  }

  func play(_ script: TouchScript, at start: Double, to receiver: TouchInputReceiver) {
    playing.append(Playing(script: script, start: start, receiver: receiver))
    receivers[ObjectIdentifier(receiver)] = { [weak receiver] in receiver }
  }

  /// Delivers the due samples of every script, then lets every receiver advance its time.
  func deliver(at time: Double) {
    for index in playing.indices {
      var batch: [TouchSample] = []
      let script = playing[index].script
      while playing[index].next < script.samples.count {
        let sample = script.samples[playing[index].next]
        guard playing[index].start + sample.time <= time + 1e-9 else { break }
        // Receivers see virtual-clock times: the script's times shifted by its start.
        batch.append(
          TouchSample(
            touch: sample.touch, phase: sample.phase, location: sample.location,
            time: playing[index].start + sample.time))
        playing[index].next += 1
      }
      if !batch.isEmpty { playing[index].receiver?.receiveTouches(batch, at: time) }
    }
    playing.removeAll { $0.next >= $0.script.samples.count || $0.receiver == nil }
    for (key, receiver) in receivers {
      guard let receiver = receiver() else {
        receivers[key] = nil
        continue
      }
      receiver.advanceTouchTime(to: time)
    }
  }

  /// The time the last sample of every script is due (nil when nothing plays).
  var lastDueTime: Double? {
    playing.map { $0.start + $0.script.duration }.max()
  }
}

extension Runtime {
  /// Plays `script` to `receiver`, its time 0 being now; samples are delivered in the input
  /// phase of the first turn at or after their time, so a finger sampled faster than the
  /// frame rate delivers several samples per turn. Advance the clock to play it.
  public func play(_ script: TouchScript, to receiver: TouchInputReceiver) {
    let queue = component(TouchInputQueue.self) { TouchInputQueue(runtime: $0) }
    queue.play(script, at: now, to: receiver)
    setNeedsTurn()
  }

  /// Plays `script` and advances the clock until its last sample has been delivered and one
  /// more frame has run.
  public func perform(_ script: TouchScript, on receiver: TouchInputReceiver) {
    play(script, to: receiver)
    advance(to: now + script.duration)
    advance(frames: 1)
  }
}
