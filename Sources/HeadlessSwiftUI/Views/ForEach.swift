/// Views built from a collection, each identified by its element's id.
///
/// A new id inserts a view, a vanished id removes one; moving an element keeps its view and
/// state (Docs/Semantics/SwiftUI.md §2.1.5). As in Apple's SDK, the type itself does not
/// constrain `Content`: it is a view where `Content` is one, and Swift Charts' chart content
/// where `Content` is chart content (the `Charts` facade).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements.
  public let data: Data
  /// How each element is built.
  public let content: (Data.Element) -> Content
  private let id: KeyPath<Data.Element, ID>

  /// The elements and how each is built, with no result builder: for the modules that give
  /// `ForEach` another kind of content (the `Charts` facade's `@ChartContentBuilder`).
  @_spi(ScreenLabFrameworks)
  public init(
    elements data: Data, id: KeyPath<Data.Element, ID>,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public typealias Body = Never

  /// Builds a view per element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, id: id, content: content)
  }

  var children: [ChildSlot] {
    // A range of integers (`ForEach(0..<n)`) is walked as integers: the generic walk advances
    // its index through `Range`'s strideable witnesses, about 1,100 instructions an element.
    // The types are identical, so the casts reinterpret values as their own types.
    if Data.self == Range<Int>.self {
      let range = unsafeBitCast(data, to: Range<Int>.self)
      // Integers identified by themselves (`ForEach(0..<n)`): each id is the integer, with no
      // key path read and no generic `AnyHashable` (about 1,450 instructions an element).
      if ID.self == Int.self, id as AnyKeyPath == \Int.self as AnyKeyPath {
        // The closure read once: read through `self` in the loop, it asked the runtime for
        // `ForEach`'s generic metadata on every element.
        let content = content
        return range.map { index in
          let view = content(unsafeBitCast(index, to: Data.Element.self))
          return ChildSlot(id: .explicit(Self.integerID(index)), view: view)
        }
      }
      return range.map { index in slot(for: unsafeBitCast(index, to: Data.Element.self)) }
    }
    return data.map(slot(for:))
  }

  /// `AnyHashable(index)`, built as that initializer builds it for an `Int`: the integer's
  /// own custom representation (`_HasCustomAnyHashableRepresentation`, which `Int` adopts),
  /// asked directly instead of through the initializer's dynamic cast of its generic argument
  /// to that protocol (about 720 instructions an element, and the process's first look-up of
  /// the conformance, a scan of every conformance record: about 1,000,000; callgrind). The same
  /// value, so ids compare and hash as before (`ForEachChildrenTests`).
  @inline(__always)
  private static func integerID(_ index: Int) -> AnyHashable {
    index._toCustomAnyHashable() ?? AnyHashable(index)
  }

  /// The child built for `element`, identified by its id.
  private func slot(for element: Data.Element) -> ChildSlot {
    ChildSlot(id: .explicit(AnyHashable(element[keyPath: id])), view: content(element))
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Builds a view per element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Builds a view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Content: View {
  /// Builds a view per element of the bound collection, passing a binding to the element
  /// (`ForEach($items) { $item in … }`), identified by the element's `id`.
  ///
  /// Reading the collection here is a read of the state behind the binding, as in SwiftUI.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    C.Element: Identifiable, C.Index: Hashable, Data == [Binding<C.Element>],
    ID == C.Element.ID
  {
    let bindings = data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
    self.init(bindings, id: \.wrappedValue.id, content: content)
  }
}

extension ForEach: ContentClosureView where Content: View {
  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(runsContentClosure: true)
  }
}
