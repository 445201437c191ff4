// `List` with a selection, monospaced fonts and text from an `AttributedString` (iOS 13–16;
// Docs/Semantics/SwiftUI.md §14.11).

extension List {
  /// A list of the views `content` builds whose single selection is bound to `selection`
  /// (kept by the app: nothing selects a row headless, so it is not written).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content)
  }

  /// A list of the views `content` builds whose multiple selection is bound to `selection`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content)
  }

  /// A list with a row per identifiable element of `data` and a single selection.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
    self.init(data, rowContent: rowContent)
  }

  /// A list with a row per identifiable element of `data` and a multiple selection.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
    self.init(data, rowContent: rowContent)
  }

  /// A list with a row per element of `data`, identified by `id`, and a single selection.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    self.init(data, id: id, rowContent: rowContent)
  }

  /// A list with a row per element of `data`, identified by `id`, and a multiple selection.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    self.init(data, id: id, rowContent: rowContent)
  }
}

extension Font {
  /// This font in its monospaced design (the metric's character width is fixed anyway).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }
}

nonisolated extension View {
  /// Uses the monospaced design for this subtree's text while `isActive` (recorded: the text
  /// metric's characters are all the same width).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("monospaced", "\(isActive)")
  }
}

extension Text {
  /// Text showing `attributedContent`'s characters (its attributes are not drawn).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}
