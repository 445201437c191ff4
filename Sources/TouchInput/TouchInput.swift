import Measure
import Runtime

/// Receives touches on the run loop: a window of a headless framework.
@MainActor
public protocol TouchInputReceiver: AnyObject {
  /// The samples whose time has come since the last turn, in order (several samples of one
  /// finger arrive together when the finger is faster than the frame rate), each with its
  /// own time on the virtual clock (the script's time plus the time it started playing).
  func receiveTouches(_ samples: [TouchSample], at time: Double)
  /// Called every turn in the input phase, after any samples: time-based recognition (a
  /// long press ends on the clock while the finger is still down).
  func advanceTouchTime(to time: Double)
  /// The receiver the runtime's touch queue hands this receiver's samples and time to: the
  /// receiver itself unless it routes them through an object of its own (a hosted SwiftUI
  /// view's gesture router), which must live as long as it does.
  var touchInputTarget: any TouchInputReceiver { get }
}

extension TouchInputReceiver {
  /// The receiver itself.
  public var touchInputTarget: any TouchInputReceiver { self }
}

/// The scripts being played on a runtime.
@MainActor
final class TouchInputQueue {
  struct Playing {
    let script: TouchScript
    let start: Double
    var next = 0
    /// The receiver, as the queue's `receivers` table holds it: a closure over a weak
    /// reference, nil once the receiver is gone. A weak reference stored in the entry itself
    /// made the entry address-only: each read of it in the queue's list copied it whole and
    /// destroyed the copy (callgrind: about 250 instructions a turn).
    let receiver: () -> TouchInputReceiver?
    /// Names the script in diagnostics (1 for the first played on the runtime).
    var number = 0
    /// Fingers of this script refused because another script holds them.
    var refused: Set<Int> = []
  }

  /// The scripts being played, appended by `Runtime.play(_:to:)`.
  fileprivate var playing: [Playing] = []
  fileprivate var receivers: [ObjectIdentifier: () -> TouchInputReceiver?] = [:]
  private unowned let runtime: Runtime
  /// The scripts started so far: the number that names the next one in diagnostics.
  fileprivate var scriptCount = 0
  /// Per receiver, which script holds each finger that is down.
  private var holders: [ObjectIdentifier: [Int: Int]] = [:]

  init(runtime: Runtime) {
    self.runtime = runtime
    runtime.addObserver(.input) { [unowned self] runtime in self.deliver(at: runtime.now) }
  }

  /// Whether `sample`, sample `position` of script `entry` whose receiver is `receiver`,
  /// reaches it: a finger another script is holding down on the same receiver is refused,
  /// with a diagnostic, until the refusing script lifts it (Docs/Misuse.md §3).
  private func admits(
    _ sample: TouchSample, _ entry: inout Playing, receiver: TouchInputReceiver, position: Int
  ) -> Bool {
    if !entry.refused.isEmpty, entry.refused.contains(sample.touch) {
      if sample.phase.isFinal { entry.refused.remove(sample.touch) }
      return false
    }
    // A finger that moves only passes the refusal above: no holder changes.
    if sample.phase == .moved || sample.phase == .stationary { return true }
    let key = ObjectIdentifier(receiver)
    let number = entry.number
    if sample.phase == .began, let holder = holders[key]?[sample.touch], holder != number {
      entry.refused.insert(sample.touch)
      runtime.record(
        .diagnostic,
        "touch script \(number): "
          + TouchScriptError.alreadyDown(touch: sample.touch, index: position).description
          + " (held by touch script \(holder)); this script's samples of touch "
          + "\(sample.touch) are ignored until it lifts")
      return false
    }
    if sample.phase == .began {
      holders[key, default: [:]][sample.touch] = number
    } else if sample.phase.isFinal, holders[key]?[sample.touch] == number {
      holders[key]?[sample.touch] = nil
    }
    return true
  }

  /// Whether script `entry` is over: every sample delivered, or its receiver gone. Read
  /// through an access to the entry, not a copy of it.
  private static func isOver(_ entry: inout Playing) -> Bool {
    entry.next >= entry.script.samples.count || entry.receiver() == nil
  }

  /// Delivers the due samples of every script, then lets every receiver advance its time.
  ///
  /// Each receiver gets one call per turn with the due samples of every script played to it,
  /// in time order (samples at the same time keep the order the scripts were played in). A
  /// script's due samples are taken here, in its order, with virtual-clock times (the script's
  /// times shifted by its start), and its `next` moves past them.
  ///
  /// Loops, not closures: a closure formed on the main actor and handed to the standard
  /// library (`firstIndex(where:)`, `removeAll(where:)`) checks on each call that it runs
  /// there (SE-0423, about 220 instructions). The first receiver's batch is kept outside the
  /// list of batches, which is made only for a second receiver. The entries are walked in a
  /// local array, swapped out of the queue for the walk (nothing in it plays a script): each
  /// access to the queue's own list is an exclusivity check.
  func deliver(at time: Double) {
    var first: (receiver: TouchInputReceiver, samples: [TouchSample])?
    var others: [(receiver: TouchInputReceiver, samples: [TouchSample])] = []
    var entries: [Playing] = []
    swap(&entries, &playing)
    for index in entries.indices {
      let script = entries[index].script
      let start = entries[index].start
      let receiver = entries[index].receiver()
      let count = script.samples.count
      var next = entries[index].next
      var batch: [TouchSample] = []
      while next < count {
        let position = next
        let sample = script.samples[position]
        guard start + sample.time <= time + 1e-9 else { break }
        next += 1
        // A script whose receiver is gone delivers nothing (its samples are passed over).
        // A move of a script that refuses no finger is admitted without the call (``admits``
        // passes it at its first check): a drag's every sample but two.
        guard let receiver,
          (sample.phase == .moved || sample.phase == .stationary)
            && entries[index].refused.isEmpty
            || admits(sample, &entries[index], receiver: receiver, position: position)
        else { continue }
        // The batch is made for the samples due now (the script's rest, reserved here before,
        // is the whole drag at its start: 14,400 samples, 576 KB, for the benchmark's
        // 60-second scenario).
        if batch.isEmpty {
          var end = position + 1
          while end < count, start + script.samples[end].time <= time + 1e-9 { end += 1 }
          batch.reserveCapacity(end - position)
        }
        batch.append(
          TouchSample(
            touch: sample.touch, phase: sample.phase, location: sample.location,
            time: start + sample.time))
      }
      entries[index].next = next
      guard !batch.isEmpty, let receiver else { continue }
      guard let current = first else {
        first = (receiver, batch)
        continue
      }
      if current.receiver === receiver {
        first = (receiver, Self.merged(current.samples, batch))
        continue
      }
      var slot: Int?
      for candidate in others.indices where others[candidate].receiver === receiver {
        slot = candidate
        break
      }
      if let slot {
        others[slot].samples = Self.merged(others[slot].samples, batch)
      } else {
        others.append((receiver, batch))
      }
    }
    swap(&entries, &playing)
    if let first {
      callPathHop("TouchInputQueue.deliver(at:)")
      first.receiver.receiveTouches(first.samples, at: time)
    }
    for (receiver, samples) in others { receiver.receiveTouches(samples, at: time) }
    var index = playing.count - 1
    while index >= 0 {
      if Self.isOver(&playing[index]) { playing.remove(at: index) }
      index -= 1
    }
    for (key, receiver) in receivers {
      guard let receiver = receiver() else {
        receivers[key] = nil
        continue
      }
      receiver.advanceTouchTime(to: time)
    }
  }

  /// `first` and `second`, each in time order, merged in time order (`first` first on ties).
  private static func merged(_ first: [TouchSample], _ second: [TouchSample]) -> [TouchSample] {
    var result: [TouchSample] = []
    result.reserveCapacity(first.count + second.count)
    var i = 0
    var j = 0
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && first[i].time <= second[j].time) {
        result.append(first[i])
        i += 1
      } else {
        result.append(second[j])
        j += 1
      }
    }
    return result
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
  @MainActor
  public func play(_ script: TouchScript, to receiver: TouchInputReceiver) {
    let queue = component(TouchInputQueue.self) { TouchInputQueue(runtime: $0) }
    // The script goes into the queue's list here, numbered for diagnostics (1 for the first
    // played on the runtime), without a queue method between.
    queue.scriptCount += 1
    // The receiver's target is delivered to (a hosted view's gesture router), looked up weakly.
    let target = receiver.touchInputTarget
    let lookup: () -> TouchInputReceiver? = { [weak target] in target }
    queue.playing.append(
      TouchInputQueue.Playing(
        script: script, start: now, receiver: lookup, number: queue.scriptCount))
    queue.receivers[ObjectIdentifier(target)] = lookup
    setNeedsTurn()
  }

  /// Plays `script` and advances the clock until its last sample has been delivered and one
  /// more frame has run.
  @MainActor
  public func perform(_ script: TouchScript, on receiver: TouchInputReceiver) {
    play(script, to: receiver)
    advance(to: now + script.duration)
    advance(frames: 1)
  }
}
