/// One evaluation of a user view's body, with why it ran.
public struct BodyEvaluation: Hashable, Sendable, CustomStringConvertible {
  /// Why a body ran.
  public enum Reason: Hashable, Sendable {
    /// The view's identity appeared (first evaluation; an insertion, not a recompute).
    case appeared
    /// The body re-ran for `cause` (the Invalidation kernel's classification).
    case recomputed(Cause)
  }

  /// The view's type name (`DetailPanel`).
  public let view: String
  /// Why the body ran.
  public let reason: Reason
  /// What changed, as `_printChanges` tokens: `@self`, `@identity`, `_isOn`, `@dependencies`
  /// (Docs/Semantics/SwiftUI.md §2.7).
  public let changes: [String]
  /// The changed keys the body re-ran for, each with its cause for this view: one update
  /// that changes two keys re-runs a view once, for both (the card of lesson 004 re-runs for
  /// `dragOffset` as `yerel` and for `position` as `ebeveyn`). Empty for insertions.
  public let keyCauses: [KeyCause]
  /// The run-loop turn (0 before the first turn).
  public let turn: Int
  /// The virtual time.
  public let time: Double
  let node: ObjectIdentifier

  /// The cause, for recomputes.
  public var cause: Cause? {
    if case .recomputed(let cause) = reason { return cause }
    return nil
  }

  /// The line Apple's `Self._printChanges()` prints for this evaluation (Docs/Semantics/SwiftUI.md
  /// §2.7): `DetailPanel: _isExpanded changed.`
  public var printChangesLine: String {
    changes.isEmpty ? "\(view): unchanged." : "\(view): \(changes.joined(separator: ", ")) changed."
  }

  public var description: String {
    switch reason {
    case .appeared: return "turn \(turn) \(view) appeared"
    case .recomputed(let cause): return "turn \(turn) \(view) \(cause.rawValue)"
    }
  }
}

/// A changed key and why it re-ran a view: made where the graph learns why the view re-runs
/// (a state's or model's reader marked dirty, a parent's new value, a changed environment), and
/// kept as is by the view's evaluation record, which every report reads.
///
/// The graph makes it with the memberwise initializer, `KeyCause(cause:key:)` (the cause is
/// declared first so that it does not collide with the public ``init(key:cause:)``, which only
/// stores the two); it hashes, prints and dumps key first, as before.
public struct KeyCause: Hashable, Sendable {
  /// The Invalidation kernel's classification for this view.
  public let cause: Cause
  /// The state, model property or environment key (`-` for an unnamed observable property).
  public let key: String
}

extension KeyCause: CustomReflectable {
  public init(key: String, cause: Cause) {
    self.init(cause: cause, key: key)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(cause)
  }

  public var customMirror: Mirror {
    Mirror(self, children: ["key": key, "cause": cause], displayStyle: .struct)
  }
}

/// A user view inserted into or removed from the graph (identity, not recompute: semantics
/// §2.1.5, §2.8).
public struct IdentityEvent: Hashable, Sendable, CustomStringConvertible {
  /// Inserted or removed.
  public enum Kind: String, Hashable, Sendable {
    case inserted, removed
  }

  public let kind: Kind
  /// The view's type name.
  public let view: String
  public let turn: Int
  let node: ObjectIdentifier

  public var description: String { "turn \(turn) \(view) \(kind.rawValue)" }
}

/// Misuse the real framework tolerates with a runtime warning (Docs/Semantics/SwiftUI.md §3.1).
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// A state write during a body evaluation; dropped (Docs/Semantics/SwiftUI.md §2.2 `@State`).
    case stateModifiedDuringUpdate
    /// A write to the state of a view no longer in the graph; dropped.
    case writeToRemovedState
    /// An observable model changed during a body evaluation.
    case modelModifiedDuringUpdate
    /// An `ObservableObject` published a change (`@Published`, `objectWillChange`) during a
    /// body evaluation.
    case publishedDuringUpdate
    /// A write to state (through a binding or the property) after its host was released;
    /// dropped. Reported in the trace only, since the host's list is gone with it.
    case writeAfterHostGone
  }

  public let kind: Kind
  /// The view whose state or body is involved.
  public let view: String
  /// The state property, when known.
  public let key: String?
  public let turn: Int

  /// SwiftUI's wording where it has one.
  public var message: String {
    switch kind {
    case .stateModifiedDuringUpdate, .modelModifiedDuringUpdate:
      return "Modifying state during view update, this will cause undefined behavior."
    case .publishedDuringUpdate:
      return
        "Publishing changes from within view updates is not allowed, this will cause undefined "
        + "behavior."
    case .writeToRemovedState:
      return
        "Writing to '\(key ?? "?")' of '\(view)', which is no longer in the view graph; ignored."
    case .writeAfterHostGone:
      return
        "Writing to '\(key ?? "?")' of '\(view)', whose host is gone; ignored."
    }
  }

  public var description: String { "turn \(turn) [\(kind.rawValue)] \(view): \(message)" }
}
