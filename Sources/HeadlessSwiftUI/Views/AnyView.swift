/// A type-erased view. A change of the wrapped type is a change of identity.
nonisolated public struct AnyView: View, PrimitiveView {
  public typealias Body = Never

  let view: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) { self.view = view }

  /// Wraps `view`, erasing its type.
  public init(erasing view: some View) { self.view = view }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: view)] }
}

extension AnyView {
  /// `value` wrapped when it is a view, nil otherwise (SwiftUI's `AnyView(_fromValue:)`).
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
}
