/// Several animations timed as one (Core Animation's `CAAnimationGroup`).
///
/// The children's parent time is the group's local time after its timing function
/// (`y × d`), so the group's curve, speed, repeat and autoreverse warp them all; a child
/// longer than the group is cut off at the group's end; children with `duration <= 0` take
/// the group's; only the group's delegate and removal count (Docs/Semantics/CoreAnimation.md §f).
open class CAAnimationGroup: CAAnimation {
  /// The grouped animations.
  open var animations: [CAAnimation]?

  override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as? CAAnimation ?? $0 }
  }

  override var animatedKeyPaths: [String] {
    (animations ?? []).flatMap(\.animatedKeyPaths)
  }

  override func apply(at parentTime: Double, timing: MediaTiming, to target: PresentationTarget) {
    guard let (y, _) = curvedProgress(at: parentTime, timing: timing) else { return }
    let childTime = y * timing.duration
    for child in animations ?? [] {
      child.apply(at: childTime, timing: child.mediaTiming, to: target)
    }
  }
}
