// Animation assertions: something animates, it does not snap back, completions run once
// (Docs/Testing.md §6).
import HeadlessQuartzCore
import HeadlessSwiftUI
import Measure
import Synchronization

/// Checks that `layer` has an animation under the animation key `key`, or one that animates
/// the key path `key` (`strokeEnd`, `position`), added and not yet removed (Docs/Testing.md
/// §6). An animation Core Animation refuses (a non-finite duration, a negative speed) is never
/// attached and fails here; the runtime's trace says why.
///
///     expectAnimated: no animation on ProgressRingLayer for 'strokeEnd'
///       attached: none
///       presentation strokeEnd=0.8, model strokeEnd=0.8
@discardableResult
public func expectAnimated(
  _ layer: CALayer, key: String,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  guard layer.attachedAnimations(matching: key).isEmpty else { return true }
  let name = layerName(layer)
  let others = layer.attachedAnimationInfos.map { info in
    "\(info.key.map { "'\($0)'" } ?? "(no key)") \(info.keyPaths.joined(separator: ","))"
  }
  let message = [
    "expectAnimated: no animation on \(name) for '\(key)'",
    "attached: " + (others.isEmpty ? "none" : others.joined(separator: "; ")),
    "presentation \(key)=\(ScreenValue.text(layer.presentationValue(forKeyPath: key))), "
      + "model \(key)=\(ScreenValue.text(layer.value(forKeyPath: key)))",
  ].joined(separator: "\n  ")
  recordFailure(
    "expectAnimated", message,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

/// Runs the animation of `layer` under `key` (an animation key or an animated key path) to
/// its end on the virtual clock and checks that the presented value does not jump when it is
/// removed: the presentation value just after the end equals the value at the end
/// (Docs/Testing.md §6; Docs/Semantics/CoreAnimation.md §g: a removed animation leaves the
/// model value on screen, so an animation added without writing its final value to the model
/// layer "snaps back").
///
/// The pending implicit transaction is committed first. The value at the end is read a
/// nanosecond before the animation's end, the value after it one frame after the end; the
/// clock is left there. Values are compared as `ScreenValue.text(_:)` prints them (six
/// decimals), so curve noise below that is not a jump.
///
///     expectNoSnapBack: strokeEnd of ProgressRingLayer jumps when its animation ends
///       at the end (t=0.25): strokeEnd=0.8
///       after it (t=0.266667): strokeEnd=0.2, the model value
///       animation 'progress': CABasicAnimation(keyPath: strokeEnd, duration: 0.25)
///       write the final value to the layer (the model) when adding the animation
///
/// - Returns: whether the value held.
@discardableResult
@MainActor
public func expectNoSnapBack(
  layer: CALayer, key: String,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let runtime = layer.runtime
  runtime.withCurrent { _ in CATransaction.flush() }
  let name = layerName(layer)
  let matches = layer.attachedAnimations(matching: key)
  guard let animation = matches.max(by: { ($0.mediaEnd ?? 0) < ($1.mediaEnd ?? 0) }),
    let end = animation.mediaEnd
  else {
    recordFailure(
      "expectNoSnapBack",
      "expectNoSnapBack: no committed animation on \(name) for '\(key)' to run to its end",
      at: site)
    return false
  }
  let keyPath = animation.keyPaths.contains(key) ? key : (animation.keyPaths.first ?? key)
  guard end.isFinite else {
    recordFailure(
      "expectNoSnapBack",
      "expectNoSnapBack: the animation on \(name) for '\(key)' never ends "
        + "(\(animation.summary)); nothing to check", at: site)
    return false
  }
  let justBefore = end - 1e-9
  if justBefore > runtime.now { runtime.advance(to: justBefore) }
  let atEnd = ScreenValue.text(layer.presentationValue(forKeyPath: keyPath))
  let after = end + runtime.frameRate.frameDuration
  runtime.advance(to: max(after, runtime.now))
  let afterValue = ScreenValue.text(layer.presentationValue(forKeyPath: keyPath))
  guard atEnd != afterValue else { return true }
  let model = ScreenValue.text(layer.value(forKeyPath: keyPath))
  let message = [
    "expectNoSnapBack: \(keyPath) of \(name) jumps when its animation ends",
    "at the end (t=\(ScreenValue.number(end))): \(keyPath)=\(atEnd)",
    "after it (t=\(ScreenValue.number(runtime.now))): \(keyPath)=\(afterValue)"
      + (afterValue == model ? ", the model value" : ""),
    "animation \(animation.key.map { "'\($0)'" } ?? "(no key)"): \(animation.summary)",
    "write the final value to the layer (the model) when adding the animation",
  ].joined(separator: "\n  ")
  recordFailure("expectNoSnapBack", message, at: site)
  return false
}

/// Runs `interaction` on `host` (`ViewHost.measureAnimation(_:key:limit:_:)`: the update, then
/// frames until every animation it started ended) and checks that something animated: each of
/// `properties` (`CountLabel.opacity`) when given, and that exactly `completions` completion
/// callbacks ran when given (Docs/Testing.md §6). The message shows the kernel's animation
/// line (`etkilesim: animasyon yok | kare 0 | ek hesaplama 0`).
@discardableResult
@MainActor
public func expectAnimated<Content: View>(
  _ host: ViewHost<Content>, properties: [String]? = nil, completions: Int? = nil,
  label: String? = nil, during interaction: () -> Void,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> AnimationMeasurement {
  let language = TestingOptions.current.language
  let measurement = host.measureAnimation(label ?? defaultLabel(language), interaction)
  var problems: [String] = []
  if let properties {
    let missing = properties.filter { !measurement.properties.contains($0) }
    if !missing.isEmpty { problems.append("not animated: " + missing.joined(separator: ",")) }
  } else if measurement.properties.isEmpty {
    problems.append("nothing animated")
  }
  if let completions, completions != measurement.completions {
    problems.append(
      "completions: expected \(completions), measured \(measurement.completions)")
  }
  if !problems.isEmpty {
    let message =
      ([
        "expectAnimated: " + problems.joined(separator: "; "),
        "measured: " + measurement.line(language),
      ])
      .joined(separator: "\n  ")
    recordFailure(
      "expectAnimated", message,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      subject: .host(host))
  }
  return measurement
}

/// Counts the calls of a completion handler and when they happened on the virtual clock, for
/// ``expectCompletedOnce(_:fileID:filePath:line:column:)``: pass ``callback`` (or
/// ``finishedCallback``) where a completion block goes.
public final class CompletionProbe: Sendable {
  private let times = Mutex<[Double]>([])
  private let runtime: Runtime

  /// A probe that reads the time from `runtime`, the runtime the test runs the code under test
  /// on (passed explicitly: a probe made outside `Runtime.withNew` would otherwise read the
  /// main runtime's clock).
  public init(runtime: Runtime) { self.runtime = runtime }

  /// Records one call.
  public func fire() {
    let now = runtime.now
    times.withLock { $0.append(now) }
  }

  /// A `() -> Void` completion (`CATransaction.setCompletionBlock(_:)`).
  public var callback: () -> Void { { [self] in fire() } }
  /// A `(Bool) -> Void` completion (`UIView.animate(withDuration:animations:completion:)`).
  public var finishedCallback: (Bool) -> Void { { [self] _ in fire() } }

  /// How many times the completion ran.
  public var count: Int { times.withLock { $0.count } }
  /// The virtual times of the calls, in order.
  public var callTimes: [Double] { times.withLock { $0 } }
}

/// Checks that `probe`'s completion ran exactly once (Docs/Testing.md §6): never (the
/// animation did not end, or the block was replaced) and twice both fail, with the times.
///
///     expectCompletedOnce: the completion ran 2 times, expected exactly once
///       at t=0.25, t=0.5
@discardableResult
public func expectCompletedOnce(
  _ probe: CompletionProbe,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let times = probe.callTimes
  guard times.count != 1 else { return true }
  var lines = [
    "expectCompletedOnce: the completion ran \(times.count) time\(times.count == 1 ? "" : "s"), "
      + "expected exactly once"
  ]
  if !times.isEmpty {
    lines.append("at " + times.map { "t=\(ScreenValue.number($0))" }.joined(separator: ", "))
  }
  recordFailure(
    "expectCompletedOnce", lines.joined(separator: "\n  "),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

func layerName(_ layer: CALayer) -> String {
  if let name = layer.name { return name }
  if let view = layer.delegate { return "the layer of \(String(describing: type(of: view)))" }
  return typeName(layer)
}
