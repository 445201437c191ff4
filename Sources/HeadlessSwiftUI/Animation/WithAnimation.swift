/// Runs `body` so that the state changes it makes animate with `animation`
/// (Docs/Semantics/SwiftUI.md §2.5).
///
/// Animations never change which bodies run (Docs/Semantics/SwiftUI.md §2.5): they only decide how
/// the changed values are presented over the following frames.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try Runtime.current.swiftUITransactions.replacingAnimation(
    Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once the animations it started complete,
/// exactly once; at once after the next update when nothing animates (Docs/Semantics/SwiftUI.md
/// §2.5).
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  let record = transaction.completions[0]
  let result = try Runtime.current.swiftUITransactions.replacingAnimation(transaction, body)
  if !record.isCaptured { record.fire() }
  return result
}

/// Runs `body` with `transaction` merged over the current one (Docs/Semantics/SwiftUI.md §2.5).
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try Runtime.current.swiftUITransactions.with(transaction, body)
}

/// Runs `body` with the transaction's `keyPath` set to `value`.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Runtime.current.swiftUITransactions.current
  transaction[keyPath: keyPath] = value
  return try Runtime.current.swiftUITransactions.with(transaction, body)
}
