/// What an animated interaction did: the recomputes, then the frames of presentation that
/// followed and whether any body ran during them or when they ended (lesson 001's EK7,
/// Docs/Semantics/SwiftUI.md §3.3).
public struct AnimationMeasurement: Hashable, Sendable, CustomStringConvertible {
  /// The recomputes of the interaction itself (animations never change them).
  public let change: InvalidationReport
  /// Every presented value sampled, from the update's frame to the last animation's end.
  public let samples: [PresentedSample]
  /// The animated properties (`DetailPanel.opacity`), in the order they started.
  public let properties: [String]
  /// How many frames ran after the update until every animation ended.
  public let frames: Int
  /// Virtual seconds from the update to the end of the last animation.
  public let duration: Double
  /// Animation completion callbacks that ran, from the interaction to the last frame.
  public let completions: Int
  /// Body evaluations during those frames, the last one included: 0 when animations are
  /// purely presentation, as SwiftUI's are.
  public let extraEvaluations: Int

  /// `label: animasyon P | kare N | ek hesaplama K` (`animated`, `frames`,
  /// `extra computations` in English); `yok` when nothing animated.
  public func line(_ language: Language = .default) -> String {
    let animated =
      properties.isEmpty
      ? (language == .tr ? "yok" : "none")
      : properties.joined(
        separator: ",")
    switch language {
    case .tr:
      return
        "\(change.label): animasyon \(animated) | kare \(frames) | ek hesaplama \(extraEvaluations)"
    case .en:
      return
        "\(change.label): animated \(animated) | frames \(frames) | extra computations \(extraEvaluations)"
    }
  }

  public var description: String { line() }
}

extension ViewHost {
  /// Runs `interaction` like ``measure(_:key:_:)``, then advances the clock frame by frame
  /// until every animation it started ended (at most `limit` seconds), counting the bodies
  /// that run meanwhile. Stopping at `limit` with animations still running (one that repeats
  /// forever) is said in the trace.
  public func measureAnimation(
    _ label: String, key: String? = nil, limit: Double = 10, _ interaction: () -> Void
  ) -> AnimationMeasurement {
    settle()
    let sampleStart = graph.presentationSamples.count
    let completionStart = graph.completionLog.count
    let change = measure(label, key: key, interaction)
    let start = runtime.now
    let evaluationStart = graph.evaluationTotal
    var frames = 0
    while !graph.animatedNodes.isEmpty && runtime.now - start < limit {
      runtime.advance(frames: 1)
      frames += 1
    }
    if !graph.animatedNodes.isEmpty {
      runtime.record(
        .diagnostic,
        "SwiftUI: measureAnimation(\"\(label)\") stopped at its limit of \(limit) s with "
          + "animations still running")
    }
    let samples = Array(graph.presentationSamples[sampleStart...])
    var properties: [String] = []
    for sample in samples where !properties.contains(sample.property) {
      properties.append(sample.property)
    }
    return AnimationMeasurement(
      change: change, samples: samples, properties: properties, frames: frames,
      duration: runtime.now - start, completions: graph.completionLog.count - completionStart,
      extraEvaluations: graph.evaluationTotal - evaluationStart)
  }
}
