import Foundation
import Testing
import TouchInput

@testable import HeadlessSwiftUI

/// A chain of callback gestures (`.updating(_:body:)`, `.onChanged(_:)`, `.onEnded(_:)` on one
/// gesture) is evaluated by its outermost node in one loop (`CallbackNode.callbackStep`): the
/// same phases and the same callbacks, in the same order, as each node's own `update` and
/// `step` in turn gave (innermost callbacks first; `finished` before `ended`), whether the
/// chain is fed as a recognition's root or inside a composition.
@MainActor
struct CallbackChainTests {
  @Test func theOutermostNodeRunsTheChainInnermostFirst() {
    let log = Log()
    let (source, inner, middle, outer) = chain(into: log)
    #expect(outer.below.map(ObjectIdentifier.init) == [inner, middle].map(ObjectIdentifier.init))
    #expect(outer.source === source)
    #expect(middle.below.map(ObjectIdentifier.init) == [ObjectIdentifier(inner)])

    let phases = feed(inputs(), to: outer)
    #expect(phases == ["possible", "possible", "possible", "active", "active", "ended"])
    // Each active value reaches the three nodes innermost first; the lift ends each in turn.
    #expect(
      log.entries == [
        "inner active 20.0", "middle active 20.0", "outer active 20.0",
        "inner active 35.0", "middle active 35.0", "outer active 35.0",
        "inner finished true", "inner ended 40.0", "middle finished true", "middle ended 40.0",
        "outer finished true", "outer ended 40.0",
      ])
    // The nodes below the root ended with it: cancelling the ended chain (as the router does)
    // runs no `finished` again.
    #expect(inner.phase.isTerminal && middle.phase.isTerminal && outer.phase.isTerminal)
    let count = log.entries.count
    outer.cancel(GestureContext(time: 1))
    #expect(log.entries.count == count)
  }

  @Test func aChainInsideACompositionGivesTheSamePhasesAndCallbacks() {
    let rootLog = Log()
    let nestedLog = Log()
    let root = chain(into: rootLog).outer
    let nested = chain(into: nestedLog).outer
    // Fed through its own `update` and `step` (a composition's child), not as the root.
    let asChild = PhaseNode(nested)
    let rootPhases = feed(inputs(), to: root)
    let childPhases = feed(inputs(), to: asChild)
    #expect(rootPhases == childPhases)
    #expect(rootLog.entries == nestedLog.entries)
    #expect(!rootLog.entries.isEmpty)
  }

  @Test func aCancelledChainResetsEachActiveNodeOnceInnermostFirst() {
    let log = Log()
    let outer = chain(into: log).outer
    _ = feed(Array(inputs().prefix(4)), to: outer)
    log.entries.removeAll()
    outer.cancel(GestureContext(time: 1))
    #expect(
      log.entries == ["inner finished true", "middle finished true", "outer finished true"])
    outer.cancel(GestureContext(time: 2))
    #expect(log.entries.count == 3)
  }

  @Test func aContextHandsOverItsActionsOnce() {
    let context = GestureContext(time: 0)
    var runs = 0
    context.enqueue { runs += 1 }
    let first = context.takeActions()
    #expect(first.count == 1)
    #expect(context.takeActions().isEmpty)
    for action in first { action() }
    #expect(runs == 1)
  }

  private final class Log {
    var entries: [String] = []
  }

  private func chain(into log: Log) -> (
    source: DragNode, inner: CallbackNode<DragGesture.Value>,
    middle: CallbackNode<DragGesture.Value>, outer: CallbackNode<DragGesture.Value>
  ) {
    let source = DragNode(
      minimumDistance: 10, space: .local, spaces: GestureSpaces(), adoptsOngoingTouches: false)
    let inner = makeCallbackNode(source, callbacks("inner", log))
    let middle = makeCallbackNode(inner, callbacks("middle", log))
    let outer = makeCallbackNode(middle, callbacks("outer", log))
    return (source, inner, middle, outer)
  }

  private func callbacks(_ name: String, _ log: Log) -> CallbackNode<DragGesture.Value>.Callbacks {
    CallbackNode<DragGesture.Value>.Callbacks(
      active: { value, _ in log.entries.append("\(name) active \(value.translation.width)") },
      ended: { value, _ in log.entries.append("\(name) ended \(value.translation.width)") },
      finished: { wasActive, _ in log.entries.append("\(name) finished \(wasActive)") })
  }

  /// A touch-down, a move below the minimum distance, a clock tick, two moves past it and a
  /// lift.
  private func inputs() -> [GestureInput] {
    [
      .sample(TouchSample(phase: .began, location: CGPoint(x: 10, y: 10), time: 0)),
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 14, y: 10), time: 1.0 / 240)),
      .time,
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 30, y: 10), time: 2.0 / 240)),
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 45, y: 10), time: 3.0 / 240)),
      .sample(TouchSample(phase: .ended, location: CGPoint(x: 50, y: 10), time: 4.0 / 240)),
    ]
  }

  private func feed(_ inputs: [GestureInput], to node: AnyGestureNode) -> [String] {
    var phases: [String] = []
    for (index, input) in inputs.enumerated() {
      switch node.updatePhase(input, .free, GestureContext(time: Double(index) / 240)) {
      case .possible: phases.append("possible")
      case .active: phases.append("active")
      case .ended: phases.append("ended")
      case .failed: phases.append("failed")
      }
    }
    return phases
  }
}
