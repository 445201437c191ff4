/// Several views built by one block, in order; each keeps its position as its identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never

  /// The views, as a tuple.
  public var value: T
  private let elements: [any View]

  /// Creates a tuple view; its elements are found by reflection on `value`.
  public init(_ value: T) {
    self.value = value
    self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(_ value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }

  var children: [ChildSlot] {
    elements.enumerated().map { ChildSlot(id: .index($0.offset), view: $0.element) }
  }
}
