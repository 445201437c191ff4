// Toolbar content: SwiftUI's `ToolbarContent`, its builder, its items and `.toolbar`
// (Docs/Semantics/SwiftUI.md §14.12).

/// Content a toolbar shows: SwiftUI's `ToolbarContent` (iOS 14). Items (``ToolbarItem``,
/// ``ToolbarItemGroup``) are toolbar content, not views; a type of the app's own composes them
/// in its `body`, as a view composes views.
///
/// Headless there is no bar: the items' views are in the graph (they have state and bodies,
/// their buttons can be tapped) but are not laid out. A type of the app's own is evaluated
/// like a user view named after it: its dynamic properties are its own.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content this content's body returns.
  associatedtype Body: ToolbarContent

  /// The composition of this content.
  @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content the user can customize: SwiftUI's `CustomizableToolbarContent` (iOS 14),
/// what `toolbar(id:content:)` takes. Customization is recorded, never offered, headless.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
  /// Primitive toolbar content has no body; the graph expands it itself.
  public var body: Never {
    fatalError("'\(Self.self)' is primitive toolbar content: its body is never evaluated")
  }
}

/// Toolbar content the graph expands itself (its `Body` is `Never`).
@MainActor
protocol PrimitiveToolbarContent {
  /// The views of the content's items, each with its identity among its siblings.
  var itemSlots: [ChildSlot] { get }
}

extension ToolbarContent {
  /// The content as a view of the graph: a primitive's items, or the body of a type of the
  /// app's own evaluated as a view.
  var toolbarView: any View {
    if let primitive = self as? PrimitiveToolbarContent {
      return _ToolbarItemsView(slots: primitive.itemSlots)
    }
    return _ToolbarContentBody(content: self)
  }
}

/// Items of toolbar content as a view: their views, not laid out (see ``_ToolbarModifier``).
nonisolated struct _ToolbarItemsView: View, PrimitiveView {
  typealias Body = Never
  let slots: [ChildSlot]
  var children: [ChildSlot] { slots }
}

/// The body of toolbar content of the app's own: evaluated like a user view named after the
/// type, whose dynamic properties are the content's.
nonisolated struct _ToolbarContentBody<Content: ToolbarContent>: View, ModifierBodyCarrier {
  let content: Content

  @MainActor
  var body: _ToolbarItemsView {
    _ToolbarItemsView(slots: [ChildSlot(id: .index(0), view: content.body.toolbarView)])
  }

  var propertyOwner: Any { content }
  @MainActor
  var nodeName: String { ViewGraph.typeName(Content.self) }
}

/// Builds toolbar content from closures: SwiftUI's `ToolbarContentBuilder` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
  /// An expression in a block is used as is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Customizable content keeps its type.
  public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// A block with one item builds that item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// A block with one customizable item builds that item.
  public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// A block with several items builds them in order, each at its position.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  {
    var elements: [any ToolbarContent] = []
    for element in repeat each content { elements.append(element) }
    return TupleToolbarContent((repeat each content), elements: elements)
  }

  /// A block of customizable items builds customizable content.
  public static func buildBlock<each Content: CustomizableToolbarContent>(
    _ content: repeat each Content
  ) -> _CustomizableTupleToolbarContent<(repeat each Content)> {
    _CustomizableTupleToolbarContent(tuple: buildBlock(repeat each content))
  }

  /// An `if` without `else` builds optional content (iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  /// An `if` without `else` of customizable content (iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?)
    -> Content?
  {
    content
  }

  /// The first branch of an `if`/`else` or `switch` (iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
    _ToolbarConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch` (iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
    _ToolbarConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch (iOS 17.5; earlier SDKs fail such a block).
  @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, *)
  public static func buildLimitedAvailability(_ content: any ToolbarContent)
    -> _AnyToolbarContent
  {
    _AnyToolbarContent(content: content)
  }
}

/// Several items built by one block: SwiftUI's `TupleToolbarContent`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  /// The items, as a tuple.
  public let value: T
  let elements: [any ToolbarContent]

  init(_ value: T, elements: [any ToolbarContent]) {
    self.value = value
    self.elements = elements
  }

  @MainActor var itemSlots: [ChildSlot] {
    elements.enumerated().map { ChildSlot(id: .index($0.offset), view: $0.element.toolbarView) }
  }
}

/// Several customizable items built by one block (SwiftUI's builder returns them as an opaque
/// `some CustomizableToolbarContent`).
nonisolated public struct _CustomizableTupleToolbarContent<T>: CustomizableToolbarContent,
  PrimitiveToolbarContent
{
  public typealias Body = Never
  let tuple: TupleToolbarContent<T>
  @MainActor var itemSlots: [ChildSlot] { tuple.itemSlots }
}

/// Items in a type-erased `if #available` branch.
nonisolated public struct _AnyToolbarContent: CustomizableToolbarContent,
  PrimitiveToolbarContent
{
  public typealias Body = Never
  let content: any ToolbarContent
  @MainActor var itemSlots: [ChildSlot] { [ChildSlot(id: .index(0), view: content.toolbarView)] }
}

/// One of two branches of toolbar content, each with its own identity (SwiftUI's builder
/// returns its `_ConditionalContent`, whose parameters are views here).
nonisolated public struct _ToolbarConditionalContent<TrueContent, FalseContent>: ToolbarContent,
  PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public typealias Body = Never

  /// Which branch was taken.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  @MainActor var itemSlots: [ChildSlot] {
    switch storage {
    case .trueContent(let content): return [ChildSlot(id: .branch(true), view: content.toolbarView)]
    case .falseContent(let content):
      return [ChildSlot(id: .branch(false), view: content.toolbarView)]
    }
  }
}

extension _ToolbarConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var itemSlots: [ChildSlot] {
    map { [ChildSlot(id: .index(0), view: $0.toolbarView)] } ?? []
  }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
