extension ViewGraph {
  /// Why a node re-runs in the next dirty pass: its first cause, the changes' tokens and keys,
  /// their transaction (``ViewGraph/dirty``). Made with the memberwise initializer, the
  /// transaction boxed by the maker: a record of the fields it is given.
  ///
  /// Six words: the transaction is kept in a box, and not at all when it sets nothing (the
  /// usual change). Inline, a transaction (its `Animation?` most of it) made the entry several
  /// times larger, and each move of an entry into the dictionary, out of it and into the dirty
  /// pass copied it whole: about six copies a re-run body, a `memcpy` and the transaction's
  /// retains each (Docs/Performance.md, round 32).
  struct DirtyEntry {
    let node: GraphNode
    let cause: Cause
    var tokens: [String]
    /// The changed keys that reached the node, each with its cause for the node (the first
    /// that key had for it): the list the body's evaluation record keeps.
    var keys: [KeyCause]
    /// ``transaction``, boxed by the entry's maker (`TransactionBox.keeping(_:)`); nil for a
    /// transaction that sets nothing and keeps no outer animations, which is `Transaction()`.
    /// Written after that only by `merge(_:)`.
    var boxed: TransactionBox?
    /// The dirty pass current when the entry was written (``ViewGraph/dirtyPass``): below the
    /// pass in progress for the entries it started with.
    var written = 0

    /// The transaction of the changes that reached the node, merged in their order.
    var transaction: Transaction { boxed?.transaction ?? Transaction() }

    /// Merges `other` over ``transaction``: what `transaction.merge(other)` does to a
    /// transaction kept inline (a change that sets nothing leaves it as it is).
    mutating func merge(_ other: Transaction) {
      if other.setsNothing { return }
      boxed = TransactionBox.keeping(transaction.merging(other))
    }
  }
}

/// A transaction kept by reference (``ViewGraph/DirtyEntry``). Never mutated: an entry's copy
/// shares the box, and a merge makes a new one, so entries stay values.
final class TransactionBox {
  let transaction: Transaction

  private init(_ transaction: Transaction) { self.transaction = transaction }

  /// A box for `transaction`; nil for one equal to `Transaction()` (it sets nothing and keeps
  /// no outer animations).
  static func keeping(_ transaction: Transaction) -> TransactionBox? {
    if transaction.setsNothing, transaction.outerAnimations.isEmpty { return nil }
    return TransactionBox(transaction)
  }
}
