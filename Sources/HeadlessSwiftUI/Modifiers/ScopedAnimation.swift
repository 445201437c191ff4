// `.animation(_:body:)` (iOS 17): an animation for the animatable modifiers the body applies to
// the view, and for nothing inside the view itself (Docs/Semantics/SwiftUI.md §13.20).

/// The outside of a scoped animation: the body's modifiers animate with ``animation`` in an
/// update that changed them (not on insertion; not when the transaction disables
/// animations), as the value-less `.animation(_:)` does; the transaction's own animation is
/// kept for the content.
nonisolated public struct _ScopedAnimationModifier: ViewModifier, TransactionEditingEffect {
  public typealias Body = Never
  public let animation: Animation?

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    var edited = transaction
    edited.outerAnimations.append(transaction.animation)
    if previous != nil, !transaction.disablesAnimations { edited.animation = animation }
    return edited
  }
}

/// The inside of a scoped animation: the view the body modifies gets the animation it had
/// outside the scope back.
nonisolated public struct _ScopedAnimationContentModifier: ViewModifier, TransactionEditingEffect {
  public typealias Body = Never

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    var edited = transaction
    if let outer = edited.outerAnimations.popLast() { edited.animation = outer }
    return edited
  }
}

nonisolated extension View {
  /// Applies `animation` to the animatable values `body` sets on this view (its opacity,
  /// offset, scale, …) when they change, and to nothing else: the view's own content animates
  /// as it would without the modifier. `nil` makes them jump, even inside `withAnimation`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<V, _ScopedAnimationModifier> {
    body(PlaceholderContentView(view: modifier(_ScopedAnimationContentModifier())))
      .modifier(_ScopedAnimationModifier(animation: animation))
  }
}
