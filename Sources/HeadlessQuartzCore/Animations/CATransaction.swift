/// Groups layer changes and sets how they animate (Core Animation's `CATransaction`).
///
/// Every layer change belongs to a transaction. Without an explicit one, the change opens
/// the implicit transaction, which commits in the `commit` phase of the current run-loop
/// turn (Docs/Semantics/CoreAnimation.md §h.1). Explicit transactions nest; their values (duration,
/// timing function, disabled actions, completion block) hold until their `commit()`, and
/// changes reach the presentation when the outermost transaction commits. All calls act on
/// the current runtime (`Runtime.current`).
public enum CATransaction {
  static let animationDurationKey = "animationDuration"
  static let animationTimingFunctionKey = "animationTimingFunction"
  static let disableActionsKey = "disableActions"
  static let completionBlockKey = "completionBlock"

  private static var engine: LayerEngine { LayerEngine.of(Runtime.current) }

  /// Opens a transaction nested in the current one.
  public static func begin() { engine.begin() }

  /// Closes the innermost explicit transaction; the outermost one commits its changes.
  public static func commit() { engine.commit() }

  /// Commits the implicit transaction now instead of at the end of the turn.
  public static func flush() { engine.flush() }

  /// Does nothing: one runtime is single-threaded. Kept for source compatibility.
  public static func lock() {}
  /// Does nothing (see ``lock()``).
  public static func unlock() {}

  /// The duration of implicit animations in this transaction (default 0.25 s).
  public static func animationDuration() -> CFTimeInterval { engine.animationDuration }

  /// Sets the duration of implicit animations (and of added ones with `duration <= 0`).
  ///
  /// A NaN, infinite or negative `dur` is reported as a diagnostic and ignored: the
  /// transaction keeps its duration (Docs/Misuse.md §2; Apple documents no failure).
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    let engine = engine
    guard dur.isFinite && dur >= 0 else {
      engine.runtime.record(
        .diagnostic,
        "CATransaction.setAnimationDuration(\(dur)): duration must be a finite number >= 0; "
          + "ignored, the transaction keeps \(engine.animationDuration) s")
      return
    }
    engine.current.values[animationDurationKey] = dur
  }

  /// The timing function of implicit animations in this transaction, if set.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    engine.animationTimingFunction
  }

  /// Sets the timing function of the implicit animations this transaction creates.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    engine.current.values[animationTimingFunctionKey] = function
  }

  /// Whether property changes skip their actions (no implicit animations).
  public static func disableActions() -> Bool { engine.actionsDisabled }

  /// Turns implicit animations off (or back on) for this transaction.
  public static func setDisableActions(_ flag: Bool) {
    engine.current.values[disableActionsKey] = flag
  }

  /// The completion block set in this transaction, if any.
  public static func completionBlock() -> (() -> Void)? {
    engine.current.values[completionBlockKey] as? () -> Void
  }

  /// Runs `block` once every animation added to this transaction after this call has
  /// finished or been removed — or at commit when none was added (h.2). Fires exactly once.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let frame = engine.current
    frame.values[completionBlockKey] = block
    guard let block else { return }
    frame.completionGroups.append(CompletionGroup(block))
  }

  /// A value of the transaction (the keys above, or any key of your own).
  public static func value(forKey key: String) -> Any? { engine.lookUp(key) }

  /// Sets a value of the innermost transaction.
  public static func setValue(_ anObject: Any?, forKey key: String) {
    engine.current.values[key] = anObject
  }
}
