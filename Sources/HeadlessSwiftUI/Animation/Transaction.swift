/// The context of one update: whether and how its changes animate (Docs/Semantics/SwiftUI.md §2.5).
///
/// A state write captures the current transaction (``withAnimation(_:_:)``,
/// ``withTransaction(_:_:)``, a binding's ``Binding/animation(_:)``); `.animation(_:value:)`
/// and `.transaction(_:)` edit it for a subtree.
public struct Transaction: CustomStringConvertible {
  /// The animation of the changes, or `nil` for none.
  public var animation: Animation?
  /// When true, `.animation(_:value:)` modifiers do not replace ``animation``.
  public var disablesAnimations = false
  /// True while a gesture drives the change continuously.
  public var isContinuous = false
  /// True when a gesture's velocity should seed a following animation.
  public var tracksVelocity = false
  var completions: [AnimationCompletion] = []
  /// The animations outside the scoped `.animation(_:body:)`s this transaction is inside,
  /// innermost last: their content gets them back (Modifiers/ScopedAnimation.swift).
  var outerAnimations: [Animation?] = []

  /// A transaction without an animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// Runs `completion` once the animations of this transaction's changes complete (at once,
  /// after the update, when the changes animate nothing) (Docs/Semantics/SwiftUI.md §2.5).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletion(criteria: criteria, action: completion))
  }

  /// `other` applied over this transaction: its animation when it has one, either one's
  /// `disablesAnimations`, both completion lists.
  func merging(_ other: Transaction) -> Transaction {
    // Merging a transaction that sets nothing gives this one (the common write, without
    // animation): skips the copy and the completions' filter.
    if other.setsNothing { return self }
    // Over a transaction that sets nothing and keeps no outer animations, the merge is
    // `other` itself (its animation, its flags, its completions): skips the copy and the
    // completions' filter (a gesture state's write, every sample of a drag).
    if setsNothing, outerAnimations.isEmpty, other.outerAnimations.isEmpty { return other }
    var merged = self
    if let animation = other.animation { merged.animation = animation }
    merged.disablesAnimations = disablesAnimations || other.disablesAnimations
    merged.isContinuous = isContinuous || other.isContinuous
    merged.tracksVelocity = tracksVelocity || other.tracksVelocity
    merged.completions += other.completions.filter { new in
      !completions.contains { $0 === new }
    }
    return merged
  }

  /// `other` applied over this transaction, in place: what `self = merging(other)` gives,
  /// without copying this transaction when `other` sets nothing (the usual change, whose
  /// merge is this transaction: about 800 instructions a merge for the copy and the
  /// release of the old value, callgrind).
  mutating func merge(_ other: Transaction) {
    if other.setsNothing { return }
    self = merging(other)
  }

  /// True for a transaction that sets nothing over another: no animation, no flag, no
  /// completion. The animation is matched, not compared, so the test copies nothing.
  var setsNothing: Bool {
    guard case .none = animation else { return false }
    return !disablesAnimations && !isContinuous && !tracksVelocity && completions.isEmpty
  }

  public var description: String {
    "Transaction(animation: \(animation.map(\.traceDescription) ?? "nil"), "
      + "disablesAnimations: \(disablesAnimations))"
  }
}

/// When an animation counts as complete for a completion callback (Docs/Semantics/SwiftUI.md §2.5).
public enum AnimationCompletionCriteria: Hashable, Sendable {
  /// When the animation reached its logical end (springs: their settling duration here).
  case logicallyComplete
  /// When every animation the change created, including later ones, was removed.
  case removed
}

/// A completion callback waiting for the animations of one transaction.
final class AnimationCompletion {
  let criteria: AnimationCompletionCriteria
  let action: () -> Void
  /// True once a state write carried it into an update.
  var isCaptured = false
  var hasFired = false
  /// How many animations still run for it.
  var running = 0

  init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
    self.criteria = criteria
    self.action = action
  }

  func fire() {
    guard !hasFired else { return }
    hasFired = true
    completionLog?.note()
    action()
  }

  /// Counts fired completions for the graph that carried this one.
  weak var completionLog: CompletionLog?
}

/// How many animation completions a graph fired; each is also traced.
final class CompletionLog {
  weak var runtime: Runtime?
  private(set) var count = 0

  init(runtime: Runtime) { self.runtime = runtime }

  func note() {
    count += 1
    runtime?.record(.animation, "SwiftUI: animation completion")
  }
}
