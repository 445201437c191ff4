// Lists and `ForEach` over a binding to a collection, passing each row a binding to its element
// (`List($items) { $item in … }`, iOS 15; Docs/Semantics/SwiftUI.md §16.3).

extension ForEach where Content: View {
  /// Builds a view per element of the bound collection, passing a binding to the element,
  /// identified by the element's value at `id`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Index: Hashable, Data == [Binding<C.Element>] {
    let bindings = data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
    let elementID = \Binding<C.Element>.wrappedValue
    self.init(bindings, id: elementID.appending(path: id), content: content)
  }
}

extension List {
  /// A list with a row per identifiable element of the bound collection, each row given a
  /// binding to its element.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection, Row: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  )
  where
    C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<[Binding<C.Element>], C.Element.ID, Row>
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list with a row per element of the bound collection, identified by the element's
  /// value at `id`, each row given a binding to its element.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  )
  where C.Index: Hashable, Content == ForEach<[Binding<C.Element>], ID, Row> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}
