/// Where a table's rows come from (UIKit's `UITableViewDataSource`): the counts and the cells
/// (Docs/Semantics/UIKit.md §32).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of the header of `section` (nil: none; kept for overrides, §65).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of the footer of `section`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row at `indexPath` can be edited (true unless implemented).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits the deletion or insertion of the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether the row at `indexPath` shows a reorder control in editing mode (false unless
  /// implemented; no reorder control is modelled, §96).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row from `sourceIndexPath` to `destinationIndexPath`: update the model.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index (nil: no index; kept, no index draws, §96).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section a tap on the index title `title` at `index` scrolls to.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}

/// What a table tells about its rows (UIKit's `UITableViewDelegate`, which refines the scroll
/// view's delegate); every method is optional (Docs/Semantics/UIKit.md §32).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected the row at `indexPath` (a tap; not programmatic selection).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// `cell` is about to appear for the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The user's tap on another row deselected the row at `indexPath` (§65).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The height of the row at `indexPath`: the table's ``UITableView/rowHeight`` unless
  /// implemented (§65).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A view for the header of `section` (kept for overrides; §65).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A view for the footer of `section`.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The height of the header of `section`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of the footer of `section`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The actions a swipe from the leading edge shows on the row (§81).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge shows on the row (§81).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The row to select instead of the tapped row at `indexPath` (nil: select none; §96).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row to deselect instead of the row at `indexPath` (nil: keep it selected).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// Whether a touch on the row at `indexPath` highlights it (true unless implemented); a row
  /// that does not highlight is not selected by a tap (§96).
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row at `indexPath` was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row at `indexPath` is no longer highlighted.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// `cell` left the screen (scrolled off, reloaded or deleted) from the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// An estimate of the row's height (kept: rows are measured exactly, §65).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// The editing style of the row (`.delete` unless implemented).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The title of the delete button (nil: UIKit's localized "Delete").
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether the row is indented in editing mode (true unless implemented).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The indentation level of the row (0 unless implemented).
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// The user tapped the detail button of the row.
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// The header view of `section` is about to appear (kept: headers are not placed, §65).
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// The footer view of `section` is about to appear.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Where a row being moved from `sourceIndexPath` may go instead of the proposed place.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The menu a long press on the row shows (nil: none).
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}
