/// `.animation(_:value:)`: replaces the subtree's animation when `value` changed in this
/// update, unless the transaction disables animations; passes it through otherwise
/// (Docs/Semantics/SwiftUI.md §2.5).
nonisolated public struct _AnimationModifier<Value: Equatable>: ViewModifier,
  TransactionEditingEffect
{
  public typealias Body = Never
  public let animation: Animation?
  public let value: Value

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    guard let previous, previous.value != value, !transaction.disablesAnimations else {
      return transaction
    }
    var edited = transaction
    edited.animation = animation
    return edited
  }
}

/// `.transaction(_:)`: edits the subtree's transaction on every update (Docs/Semantics/SwiftUI.md
/// §2.5).
nonisolated public struct _TransactionModifier: ViewModifier, TransactionEditingEffect {
  public typealias Body = Never
  let transform: (inout Transaction) -> Void

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    var edited = transaction
    transform(&edited)
    return edited
  }
}

/// `.transaction(value:_:)`: edits the subtree's transaction when `value` changed
/// (Docs/Semantics/SwiftUI.md §2.5).
nonisolated public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier,
  TransactionEditingEffect
{
  public typealias Body = Never
  let value: Value
  let transform: (inout Transaction) -> Void

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    guard let previous, previous.value != value else { return transaction }
    var edited = transaction
    transform(&edited)
    return edited
  }
}
