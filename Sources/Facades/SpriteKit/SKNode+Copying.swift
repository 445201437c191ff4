import Runtime
import UIKit

// Copying nodes (Apple's `SKNode` adopts `NSCopying`): SK-9.

extension SKNode {
  /// A copy of the node and of its subtree: the same settings, copies of the children in the
  /// same order, no parent, no actions and no physics body (SK-9).
  public func copy() -> Any { copy(with: nil) }

  /// See ``copy()``; the zone is ignored, as on Apple's platforms.
  public func copy(with zone: NSZone? = nil) -> Any {
    let node = carrySettings(
      \.position, \.zPosition, \.zRotation, \.xScale, \.yScale, \.alpha, \.isHidden, \.isPaused,
      \.speed, \.name, \.isUserInteractionEnabled, from: self, to: duplicate())
    node.userData = userData?.mutableCopy() as? NSMutableDictionary
    for child in children {
      if let copied = child.copy(with: zone) as? SKNode { node.addChild(copied) }
    }
    return node
  }
}
