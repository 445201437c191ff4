/// One of two views, chosen by an `if`/`else` or a `switch`; each branch has its own identity.
///
/// Switching branches removes the old branch's views and inserts the new one's
/// (Docs/Semantics/SwiftUI.md §2.1.5).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View,
  PrimitiveView
{
  public typealias Body = Never

  /// Which branch was taken.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  /// The branch taken, with its view.
  public let storage: Storage

  /// Creates conditional content from the branch taken.
  public init(storage: Storage) { self.storage = storage }

  var children: [ChildSlot] {
    switch storage {
    case .trueContent(let view): return [ChildSlot(id: .branch(true), view: view)]
    case .falseContent(let view): return [ChildSlot(id: .branch(false), view: view)]
    }
  }
}
