import Foundation

// UIKit's animation blocks before block syntax: `beginAnimations(_:context:)` opens a block,
// the `setAnimation…` calls set its parameters, the property changes after them animate, and
// `commitAnimations()` closes it (Docs/Semantics/UIKit.md §104). The block is the one
// `UIView.animate` opens (§15), so the changes animate the same way.

extension UIView {
  /// Opens an animation block: property changes until ``commitAnimations()`` animate, over
  /// 0.2 seconds with the ease-in-ease-out curve unless a `setAnimation…` call says otherwise.
  /// `animationID` and `context` are accepted; the delegate is not told (§104).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let cycle = DisplayCycle.current
    let block = AnimationBlock(
      duration: 0.2, delay: 0, options: [], enabled: cycle.animationsEnabled, completion: nil)
    block.beganByCall = true
    cycle.animationBlocks.append(block)
  }

  /// Closes the innermost block ``beginAnimations(_:context:)`` opened; nothing outside one.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func commitAnimations() {
    let cycle = DisplayCycle.current
    guard let index = cycle.animationBlocks.lastIndex(where: { $0.beganByCall }) else { return }
    cycle.animationBlocks.remove(at: index).seal(cycle)
  }

  /// The open block of ``beginAnimations(_:context:)``, if the innermost block is one: the
  /// `setAnimation…` calls do nothing outside it, as UIKit's.
  private static var openBlock: AnimationBlock? {
    guard let block = DisplayCycle.current.animationBlocks.last, block.beganByCall else {
      return nil
    }
    return block
  }

  /// Inserts `option` into the open block's options when `isOn`, removes it otherwise.
  private static func setOpenBlockOption(_ option: AnimationOptions, _ isOn: Bool) {
    guard let block = openBlock else { return }
    if isOn {
      block.options.insert(option)
    } else {
      block.options.remove(option)
    }
  }

  /// The duration of the changes made after this call in the open block (0.2 seconds by
  /// default); 0 or less makes them at once.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationDuration(_ duration: TimeInterval) {
    guard let block = openBlock else { return }
    block.duration = duration
    block.animates =
      DisplayCycle.current.animationsEnabled && duration.isFinite && duration > 0
  }

  /// The delay before the changes made after this call start.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationDelay(_ delay: TimeInterval) {
    guard let block = openBlock, delay.isFinite, delay >= 0 else { return }
    block.delay = delay
  }

  /// The timing curve of the changes made after this call.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationCurve(_ curve: AnimationCurve) {
    guard let block = openBlock else { return }
    block.options = block.options.subtracting(.curveLinear).union(curve.options)
  }

  /// How many times the changes made after this call repeat (0: once).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationRepeatCount(_ repeatCount: Float) {
    openBlock?.repeatCount = repeatCount
  }

  /// Whether the changes made after this call play backwards after each repetition.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    setOpenBlockOption(.autoreverse, repeatAutoreverses)
  }

  /// Whether the changes made after this call start from what is on screen.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    setOpenBlockOption(.beginFromCurrentState, fromCurrentState)
  }

  /// The object told when the block's animations start and stop: accepted, not told (§104).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationDelegate(_ delegate: Any?) {}

  /// The delegate's method for the start: accepted, not sent (§104).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationWillStart(_ selector: Selector?) {}

  /// The delegate's method for the stop: accepted, not sent (§104).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public static func setAnimationDidStop(_ selector: Selector?) {}
}
