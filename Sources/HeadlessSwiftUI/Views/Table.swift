import Foundation

// `Table` (iOS 16 on iPhone) with its columns (Docs/Semantics/SwiftUI.md §15.15). In a compact
// horizontal size class — the modelled iPhone's — a table shows only its first column, one row
// per value, as a list.

/// The rows of a table: SwiftUI's `TableRowContent`.
@available(iOS 16.0, macOS 12.0, *)
public protocol TableRowContent {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
}

/// The columns of a table: SwiftUI's `TableColumnContent`.
@available(iOS 16.0, macOS 12.0, *)
public protocol TableColumnContent {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
  /// How the columns sort rows.
  associatedtype TableColumnSortComparator: SortComparator
}

/// A table's rows from a collection: SwiftUI's `TableForEachContent`.
@available(iOS 16.0, macOS 12.0, *)
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  /// The values, one per row.
  let data: Data
}

/// A table's column, titled by `Label`, showing each row's value as `Content`: SwiftUI's
/// `TableColumn`.
@available(iOS 16.0, macOS 12.0, *)
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  /// The column's title.
  let label: Label
  /// The view of one row's value.
  let content: (RowValue) -> Content
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumn where Label == Text {
  /// A column titled `titleKey` showing the string at `value` of each row, sortable by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Content == Text, Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column titled `title` showing the string at `value` of each row, sortable by it.
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Content == Text, Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
  }

  /// A column titled `titleKey` whose rows `content` builds; not sortable.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(label: Text(titleKey), content: content)
  }

  /// A column titled `title` whose rows `content` builds; not sortable.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(label: Text(title), content: content)
  }

  /// A column titled `titleKey` whose rows `content` builds, sortable by the value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(titleKey), content: content)
  }
}

/// A table's columns, type-erased to the views of one row's cells.
@available(iOS 16.0, macOS 12.0, *)
public struct TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  /// Each column's title and cell builder, in order.
  let columns: [(title: Text?, cell: (RowValue) -> AnyView)]
}

/// Builds a table's columns: SwiftUI's `TableColumnBuilder`. Here every column becomes one
/// entry of a ``TableColumnGroup``.
@available(iOS 16.0, macOS 12.0, *)
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column (of any sort comparator: a table that does not sort takes sortable columns).
  public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(columns: [
      (title: column.label as? Text, cell: { AnyView(column.content($0)) })
    ])
  }

  /// Columns built elsewhere.
  public static func buildExpression<S>(_ group: TableColumnGroup<RowValue, S>)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(columns: group.columns)
  }

  /// The columns in order.
  public static func buildBlock(_ groups: TableColumnGroup<RowValue, Sort>...)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(columns: groups.flatMap(\.columns))
  }

  /// Columns shown when `condition` holds.
  public static func buildOptional(_ group: TableColumnGroup<RowValue, Sort>?)
    -> TableColumnGroup<RowValue, Sort>
  {
    group ?? TableColumnGroup(columns: [])
  }

  public static func buildEither(first group: TableColumnGroup<RowValue, Sort>)
    -> TableColumnGroup<RowValue, Sort>
  { group }

  public static func buildEither(second group: TableColumnGroup<RowValue, Sort>)
    -> TableColumnGroup<RowValue, Sort>
  { group }
}

/// Rows of values in columns: SwiftUI's `Table`. On the modelled iPhone (a compact width) it
/// shows its first column only, one row per value in the data's order, as a ``List``; the
/// other columns, the titles, the selection and the sort order are kept, not shown (SwiftUI
/// shows them in a regular width).
@available(iOS 16.0, macOS 12.0, *)
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: [Value]
  let cells: [(title: Text?, cell: (Value) -> AnyView)]

  @MainActor
  public var body: some View {
    let first = cells.first?.cell
    List {
      ForEach(rows) { row in
        if let first { first(row) }
      }
    }
  }
}

@available(iOS 16.0, macOS 12.0, *)
extension Table {
  /// A table of `data`'s values with `columns`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: Array(data), cells: Self.cells(columns()))
  }

  /// A table of `data`'s values with `columns`, one row of which may be selected (nothing
  /// selects a row headless: `selection` is not written).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// A table of `data`'s values with `columns`, whose rows may be selected (not written
  /// headless).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// A sortable table of `data`'s values with `columns`: the rows are shown in the data's
  /// order, which the app sorts by `sortOrder` (nothing taps a header headless, so the sort
  /// order is not written).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: Array(data), cells: Self.cells(columns()))
  }

  /// A sortable table with a single selection.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(data, sortOrder: sortOrder, columns: columns)
  }

  /// A sortable table with a multiple selection.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(data, sortOrder: sortOrder, columns: columns)
  }

  static func cells(_ columns: Columns) -> [(title: Text?, cell: (Value) -> AnyView)] {
    (columns as? TableColumnsErasing)?.erasedCells() as? [(title: Text?, cell: (Value) -> AnyView)]
      ?? []
  }
}

/// Columns whose cells a table can read whatever their concrete type.
protocol TableColumnsErasing {
  func erasedCells() -> Any
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumnGroup: TableColumnsErasing {
  func erasedCells() -> Any { columns }
}
