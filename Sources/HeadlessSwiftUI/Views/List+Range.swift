// A list over a constant range of integers: each row is the views its closure builds for an
// index, side by side in a horizontal stack (iOS 13; Docs/Semantics/SwiftUI.md §18.1).

extension List {
  /// A list with a row per integer of `data`, each row the views `rowContent` builds for it in
  /// a horizontal stack. Only the range's value when the list is made counts, as a `ForEach`
  /// over a range.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init {
      ForEach(data) { index in HStack { rowContent(index) } }
    }
  }

  /// A list with a row per integer of `data` and a single selection bound to `selection`
  /// (kept by the app: nothing selects a row headless, so it is not written).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
  public init<RowContent: View, SelectionValue: Hashable>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(data, rowContent: rowContent)
  }

  /// A list with a row per integer of `data` and a multiple selection bound to `selection`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public init<RowContent: View, SelectionValue: Hashable>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(data, rowContent: rowContent)
  }
}

extension ToolbarItemPlacement {
  /// The place for actions that move through the app's content (recorded: there is no bar
  /// headless, the item is in the graph and tappable as the others).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
  @available(watchOS, unavailable)
  public static let navigation = ToolbarItemPlacement(name: "navigation")

  /// The place for an action used often in this context but not needed for it to work.
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")

  /// The place for information about the current context.
  @available(iOS 14.0, macOS 11.0, tvOS 18.0, *)
  @available(watchOS, unavailable)
  public static let status = ToolbarItemPlacement(name: "status")

  /// The place for an action that destroys what the modal shows (a delete).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
}
