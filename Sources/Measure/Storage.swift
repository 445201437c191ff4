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
///
/// 24 bytes: the name and one word for the cause (`CauseWord`: a typed cause, or a
/// reference to a word that is not one of the lessons'). A classification writes one a
/// reader, so its size is most of what a large change writes (40 bytes with the typed cause
/// and an optional word side by side).
public struct Recompute: Sendable, Hashable {
  /// The recomputed view's name.
  public let view: String
  /// The typed cause, or the word as written when it names no cause (read by the line's
  /// writer, `ChangeReport.write`, with the language's table of cause words).
  let word: CauseWord

  /// Creates a recompute with a lesson word as its cause.
  public init(view: String, cause: String) {
    if let kind = Cause(rawValue: cause) {
      self.init(view: view, cause: kind)
    } else {
      self.init(view: view, other: OtherCauseWord(cause))
    }
  }

  /// A recompute whose cause is a word that names no ``Cause``.
  private init(view: String, other: OtherCauseWord) {
    self.view = view
    word = .other(other)
  }

  /// Creates a recompute with a typed cause: its word the cause's case (each ``Cause`` has
  /// one of its own in `CauseWord`), set here.
  @inline(__always)
  public init(view: String, cause: Cause) {
    self.view = view
    switch cause {
    case .local: word = .local
    case .parent: word = .parent
    case .observed: word = .observed
    case .environment: word = .environment
    case .offRule: word = .offRule
    case .notMeasured: word = .notMeasured
    }
  }

  /// The typed cause, or `nil` when the recompute was made with a word that is not one of
  /// the lessons'.
  public var kind: Cause? { word.kind }

  /// The word, only for a cause that is not one of the lessons' words.
  private var otherWord: String? {
    if case .other(let other) = word { return other.text }
    return nil
  }

  /// The cause as the lesson's word (`yerel`, `ebeveyn`, …).
  public var cause: String { kind?.rawValue ?? otherWord ?? "" }

  /// The cause printed in `language`: the typed cause's label, or the word as written.
  public func label(_ language: Language = .default) -> String {
    kind?.label(language) ?? otherWord ?? ""
  }
}

extension Recompute: CustomReflectable {
  /// The view, the typed cause and the word that is not one of the lessons', as the stored
  /// properties read before the cause took one word.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["view": view, "kind": kind as Any, "otherWord": otherWord as Any],
      displayStyle: .struct)
  }
}

/// A ``Recompute``'s cause in one word: each ``Cause`` without a payload (the reference's
/// spare values hold them), or a word that names no cause, boxed.
enum CauseWord: Sendable, Hashable {
  case local, parent, observed, environment, offRule, notMeasured
  case other(OtherCauseWord)

  var kind: Cause? {
    switch self {
    case .local: .local
    case .parent: .parent
    case .observed: .observed
    case .environment: .environment
    case .offRule: .offRule
    case .notMeasured: .notMeasured
    case .other: nil
    }
  }
}

/// A cause word that is not one of the lessons', as written (`CauseWord.other(_:)`).
final class OtherCauseWord: Sendable, Hashable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (lhs: OtherCauseWord, rhs: OtherCauseWord) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
