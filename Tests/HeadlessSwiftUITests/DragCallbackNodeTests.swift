import Foundation
import Testing
import TouchInput

@testable import HeadlessSwiftUI

/// A drag's callback nodes are ``DragCallbackNode``s, the generic callback node compiled for the
/// drag's value type: made for a drag's values only, and recognizing exactly as the generic
/// node does (the same phases, the same callbacks in the same order).
@MainActor
struct DragCallbackNodeTests {
  @Test func aDragsCallbackNodesAreCompiledForItsValuesAndOtherGesturesKeepTheGenericNode() {
    let drag = DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in }
    let dragNode = makeGestureNode(drag, GestureSetup())
    #expect(dragNode is DragCallbackNode)
    #expect((dragNode as? CallbackNode<DragGesture.Value>)?.child is DragCallbackNode)

    let tap = TapGesture().onEnded {}
    let tapNode: AnyGestureNode = makeGestureNode(tap, GestureSetup())
    #expect(tapNode is CallbackNode<Void>)
    #expect(!(tapNode is DragCallbackNode))
  }

  @Test func theDragNodeAndTheGenericNodeGiveTheSamePhasesAndCallbacks() {
    let concreteLog = Log()
    let genericLog = Log()
    let concreteNode = makeCallbackNode(drag(), callbacks(into: concreteLog))
    #expect(concreteNode is DragCallbackNode)
    let concrete = phases(of: concreteNode)
    let generic = phases(of: CallbackNode(drag(), callbacks(into: genericLog)))
    #expect(concrete == generic)
    #expect(concreteLog.entries == genericLog.entries)
    // A drag that moved past its minimum distance, then lifted: active, then ended.
    #expect(concrete.contains("active"))
    #expect(concrete.last == "ended")
    #expect(concreteLog.entries.last?.hasPrefix("ended") == true)
  }

  private final class Log {
    var entries: [String] = []
  }

  private func drag() -> DragNode {
    DragNode(
      minimumDistance: 10, space: .local, spaces: GestureSpaces(), adoptsOngoingTouches: false)
  }

  private func callbacks(into log: Log) -> CallbackNode<DragGesture.Value>.Callbacks {
    CallbackNode<DragGesture.Value>.Callbacks(
      active: { value, _ in log.entries.append("active \(value.translation)") },
      ended: { value, _ in log.entries.append("ended \(value.translation)") },
      finished: { wasActive, _ in log.entries.append("finished \(wasActive)") })
  }

  /// Feeds a touch-down, moves below and past the minimum distance, a clock tick and a lift,
  /// and returns the phases the node reports.
  private func phases(of node: CallbackNode<DragGesture.Value>) -> [String] {
    let inputs: [GestureInput] = [
      .sample(TouchSample(phase: .began, location: CGPoint(x: 10, y: 10), time: 0)),
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 14, y: 10), time: 1.0 / 240)),
      .time,
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 30, y: 12), time: 2.0 / 240)),
      .sample(TouchSample(phase: .moved, location: CGPoint(x: 45, y: 20), time: 3.0 / 240)),
      .sample(TouchSample(phase: .ended, location: CGPoint(x: 50, y: 22), time: 4.0 / 240)),
    ]
    var phases: [String] = []
    for (index, input) in inputs.enumerated() {
      let context = GestureContext(time: Double(index) / 240)
      switch node.updatePhase(input, .free, context) {
      case .possible: phases.append("possible")
      case .active: phases.append("active")
      case .ended: phases.append("ended")
      case .failed: phases.append("failed")
      }
    }
    return phases
  }
}
