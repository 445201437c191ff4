/// Builds views from closures: blocks, `if`/`else`, `switch`, optionals and availability checks.
@resultBuilder
public enum ViewBuilder {
  /// An expression in a builder block is used as is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several views builds a ``TupleView`` of them, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var elements: [any View] = []
    for element in repeat each content { elements.append(element) }
    return TupleView((repeat each content), elements: elements)
  }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` builds an optional view.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
