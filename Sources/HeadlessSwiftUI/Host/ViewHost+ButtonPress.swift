import Runtime
import TouchInput

/// `ButtonStyleConfiguration.isPressed` under touches (Docs/RealCode.md, "Styles").
///
/// A finger that goes down on a button styled by a `ButtonStyle` presses it: the button's
/// content is rebuilt at once with `isPressed` true (its style's body re-runs, and an
/// `.animation(_:value:)` on `isPressed` animates), and rebuilt with false when that finger
/// lifts or is cancelled, before the tap's action runs. A finger that slides off the button
/// keeps it pressed until it lifts (SwiftUI releases it past a distance it does not document).
extension ViewHost {
  func trackButtonPress(_ sample: TouchSample) {
    switch sample.phase {
    case .began:
      guard let engine = currentLayout(), let leaf = hitLeaf(sample.location, in: engine) else {
        return
      }
      var node: GraphNode? = leaf
      while let current = node {
        if current.view is PressableButton, current.environment._buttonStyle?.isPrimitive == false {
          let box = (current.slots[buttonPressSlot] as? ButtonPressBox) ?? ButtonPressBox()
          current.slots[buttonPressSlot] = box
          let wasPressed = box.isPressed
          box.touches.insert(sample.touch)
          if !wasPressed { rebuildPressed(current) }
          return
        }
        node = current.parent
      }
    case .ended, .cancelled:
      for node in allNodes() {
        guard let box = node.slots[buttonPressSlot] as? ButtonPressBox,
          box.touches.remove(sample.touch) != nil, !box.isPressed
        else { continue }
        rebuildPressed(node)
      }
    case .moved, .stationary:
      break
    }
  }

  private func rebuildPressed(_ node: GraphNode) {
    guard !node.isRemoved else { return }
    graph.updateAlone(node, environment: node.environment, transaction: Transaction())
    graph.runDeferredActions()
  }
}

/// The fingers pressing one button (per identity).
@MainActor
final class ButtonPressBox {
  var touches: Set<Int> = []
  var isPressed: Bool { !touches.isEmpty }
}

/// The slot of a button's ``ButtonPressBox``.
let buttonPressSlot = -5

/// A button, whatever its label type.
protocol PressableButton {}
extension Button: PressableButton {}
