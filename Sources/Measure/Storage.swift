/// Where a key's value is stored; decides the cause the Invalidation kernel reports.
public enum Storage: Sendable, Hashable {
  /// View-owned state (`@State`, `@GestureState`, …) owned by the view named `owner`.
  case state(owner: String)
  /// A property of an observed model object (`@Observable`, `ObservableObject`).
  case model(object: String)
  /// An environment value.
  case environment
}

/// One view of a tree: its name, its parent's name, and the keys its body reads.
///
/// Source-compatible with the lessons' `ViewNode`.
public struct ViewNode: Sendable, Hashable {
  /// The view's name, unique within a ``ViewTree``.
  public let name: String
  /// The parent's name, or `nil` for a root. A name that no node carries is allowed: it is
  /// then an ancestor outside the tree, as in the lessons.
  public let parent: String?
  /// The keys the view's body reads.
  public let reads: Set<String>

  /// Creates a node.
  public init(_ name: String, parent: String?, reads: Set<String>) {
    self.name = name
    self.parent = parent
    self.reads = reads
  }
}

/// One body re-evaluation: which view, and why.
///
/// Stores the typed ``Cause``; source-compatible with the lessons' `Recompute`, whose `cause`
/// is a `String`: a lesson word given to `init(view:cause:)` is parsed once, and
/// ``cause`` reads the word back. A word that names no cause is kept as written (``kind``
/// is then nil).
public struct Recompute: Sendable, Hashable {
  /// The recomputed view's name.
  public let view: String
  /// The typed cause, or `nil` when the recompute was made with a word that is not one of
  /// the lessons'.
  public let kind: Cause?
  /// The word, only for a cause that is not one of the lessons' words.
  private let otherWord: String?

  /// Creates a recompute with a lesson word as its cause.
  public init(view: String, cause: String) {
    self.view = view
    kind = Cause(rawValue: cause)
    otherWord = kind == nil ? cause : nil
  }

  /// Creates a recompute with a typed cause.
  public init(view: String, cause: Cause) {
    self.view = view
    kind = cause
    otherWord = nil
  }

  /// The cause as the lesson's word (`yerel`, `ebeveyn`, …).
  public var cause: String { kind?.rawValue ?? otherWord ?? "" }

  /// The cause printed in `language`: the typed cause's label, or the word as written.
  public func label(_ language: Language = .default) -> String {
    kind?.label(language) ?? otherWord ?? ""
  }
}
