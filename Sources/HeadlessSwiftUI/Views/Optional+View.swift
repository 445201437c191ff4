/// An optional view shows its view when present and nothing otherwise.
///
/// Going from `nil` to a view inserts it; back to `nil` removes it (Docs/Semantics/SwiftUI.md
/// §2.1.5).
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  var children: [ChildSlot] {
    switch self {
    case .some(let view): return [ChildSlot(id: .index(0), view: view)]
    case .none: return []
    }
  }
}
