import Synchronization

/// The transactions in effect while `withAnimation`/`withTransaction` bodies run, per runtime.
final class TransactionStack {
  /// How many `withAnimation`/`withTransaction` bodies are running now, in every runtime of the
  /// process: while none is, every stack is empty and the current transaction is an empty one
  /// whatever the task's runtime (``ViewGraph/currentTransaction()``). Counted on entry and exit
  /// of each body, so a body opened or closed between two writes, or between two change
  /// handlers of one write, is seen by the next. Atomic: tests run runtimes in parallel tasks.
  static let openBodies = Atomic<Int>(0)

  /// True when no `withAnimation`/`withTransaction` body runs anywhere (``openBodies``).
  static var noneOpen: Bool { openBodies.load(ordering: .relaxed) == 0 }

  private var stack: [Transaction] = []
  /// Changes whenever a `withAnimation`/`withTransaction` body starts or ends: writes made
  /// under the same value belong to one transaction (Docs/Semantics/SwiftUICompatibility.md C.9).
  private(set) var scope = 0

  /// The innermost transaction, or an empty one.
  var current: Transaction { stack.isEmpty ? Transaction() : stack[stack.count - 1] }

  /// Runs `body` with `transaction` merged over the current one (Docs/Semantics/SwiftUI.md §2.5:
  /// since iOS 17 `withTransaction` merges).
  func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try pushing(current.merging(transaction), body)
  }

  /// Runs `body` with `transaction` replacing the current one's animation.
  func replacingAnimation<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    var next = current.merging(transaction)
    next.animation = transaction.animation
    return try pushing(next, body)
  }

  /// Runs `body` with `entry` as the innermost transaction: one scope more while it runs,
  /// counted among the open bodies, and one more when it ends.
  @inline(__always)
  private func pushing<Result>(_ entry: Transaction, _ body: () throws -> Result) rethrows
    -> Result
  {
    stack.append(entry)
    scope += 1
    Self.openBodies.add(1, ordering: .relaxed)
    defer {
      Self.openBodies.subtract(1, ordering: .relaxed)
      stack.removeLast()
      scope += 1
    }
    return try body()
  }
}

extension Runtime {
  /// The SwiftUI transaction stack of this runtime.
  var swiftUITransactions: TransactionStack {
    component(TransactionStack.self) { _ in TransactionStack() }
  }
}
