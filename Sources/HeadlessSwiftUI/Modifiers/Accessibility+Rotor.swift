import Foundation

/// Content within an accessibility rotor: SwiftUI's `AccessibilityRotorContent` (iOS 15), made
/// of ``AccessibilityRotorEntry`` values, `ForEach` and `if` (Docs/Semantics/SwiftUI.md §16.2).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AccessibilityRotorContent {
  /// The type of the content's own content.
  associatedtype Body: AccessibilityRotorContent
  /// The content's own content.
  @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content whose body is never asked for: entries and the builder's combinations.
public protocol _PrimitiveAccessibilityRotorContent: AccessibilityRotorContent
where Body == Never {}

extension _PrimitiveAccessibilityRotorContent {
  public var body: Never { fatalError("'\(Self.self)' is primitive rotor content") }
}

/// An entry of an accessibility rotor: SwiftUI's `AccessibilityRotorEntry` (iOS 15). It names
/// the element the rotor moves to (by `id`, in a namespace or not), or a range of the text of
/// the element that owns the rotor; kept as data headless (§16.2).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityRotorEntry<ID: Hashable>: _PrimitiveAccessibilityRotorContent {
  /// What the rotor shows for the entry; nil for a text range labelled by its text.
  let label: String?
  let id: ID?
  let namespace: Namespace.ID?
  let textRange: Range<String.Index>?
  /// Runs before the rotor moves to the entry (never, headless: no assistive technology).
  let prepare: () -> Void

  init(
    label: String?, id: ID?, namespace: Namespace.ID?, textRange: Range<String.Index>?,
    prepare: @escaping () -> Void
  ) {
    self.label = label
    self.id = id
    self.namespace = namespace
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry labelled `label` for the element identified by `id`.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(label: label.content, id: id, namespace: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled `label` for the element identified by `id` in `namespace`.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: label.content, id: id, namespace: namespace, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled `labelKey` for the element identified by `id`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: labelKey.key, id: id, namespace: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled `label` for the element identified by `id`.
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: String(label), id: id, namespace: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled `labelKey` for the element identified by `id` in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: labelKey.key, id: id, namespace: namespace, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled `label` for the element identified by `id` in `namespace`.
  public init<L: StringProtocol>(
    _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: String(label), id: id, namespace: namespace, textRange: textRange, prepare: prepare)
  }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry for `textRange` of the element that owns the rotor, labelled `label` (or by the
  /// text in the range).
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: label?.content, id: nil, namespace: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry for `textRange` of the element that owns the rotor, labelled `labelKey`.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: labelKey.key, id: nil, namespace: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry for `textRange` of the element that owns the rotor, labelled `label`.
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: String(label), id: nil, namespace: nil, textRange: textRange, prepare: prepare)
  }
}

/// Rotor content `if` leaves out, or the content it keeps.
public struct _OptionalRotorContent<Content: AccessibilityRotorContent>:
  _PrimitiveAccessibilityRotorContent
{
  let content: Content?
}

/// Two or more pieces of rotor content in a row.
public struct _TupleRotorContent<T>: _PrimitiveAccessibilityRotorContent {
  let value: T
}

/// The result builder of rotor content: SwiftUI's `AccessibilityRotorContentBuilder` (iOS 15).
/// It has no `else`: Apple's builder declares `buildIf(_:)` and no `buildEither`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@resultBuilder public struct AccessibilityRotorContentBuilder {
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  {
    content
  }

  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
    -> some AccessibilityRotorContent
  {
    content
  }

  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  {
    _OptionalRotorContent(content: content)
  }

  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent
  where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent {
    _TupleRotorContent(value: (c0, c1))
  }

  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
    -> some AccessibilityRotorContent
  where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2))
  }

  public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3))
  }

  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4))
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5))
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6))
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some AccessibilityRotorContent
  where
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
    C9: AccessibilityRotorContent
  {
    _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}

extension ForEach: AccessibilityRotorContent, _PrimitiveAccessibilityRotorContent
where Content: AccessibilityRotorContent {}

extension ForEach where Content: AccessibilityRotorContent {
  /// Rotor content for each element of `data`, identified by `id`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, id: id, content: content)
  }
}

extension ForEach
where Data.Element: Identifiable, ID == Data.Element.ID, Content: AccessibilityRotorContent {
  /// Rotor content for each identifiable element of `data`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
  /// Rotor content for each integer of `data`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    _ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content
  ) {
    self.init(elements: data, id: \.self, content: content)
  }
}
