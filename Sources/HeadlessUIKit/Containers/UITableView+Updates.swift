// Inserting, deleting, moving and reloading rows and sections, batches of them, scrolling to a
// row and editing mode (Docs/Semantics/UIKit.md §96).

/// The changes of one batch: deletions and reloads name rows and sections as they were before
/// the batch, insertions as they are after it, as UIKit's.
struct TableUpdates {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedRows = Set<IndexPath>()
  var insertedRows = Set<IndexPath>()
  var reloadedRows = Set<IndexPath>()
  /// Moved rows, from their old path to their new one.
  var movedRows: [IndexPath: IndexPath] = [:]
}

extension UITableView {
  // MARK: - Batches

  /// Starts a batch: the changes up to the matching ``endUpdates()`` apply together.
  public func beginUpdates() {
    updateDepth += 1
  }

  /// Ends a batch and applies its changes; with no changes it lays the rows out again (the
  /// delegate is asked for their heights once more).
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    if updateDepth == 0 { applyPendingUpdates() }
  }

  /// Runs `updates` as one batch; `completion` runs on a later turn with true (iOS 11).
  @available(iOS 11.0, *)
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    if let completion { cycle.scheduleCompletion { completion(true) } }
  }

  // MARK: - Rows

  /// Inserts rows at `indexPaths` (paths after the change); the data source already has them.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change("insertRows", indexPaths) { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes the rows at `indexPaths` (paths before the change); the data source no longer
  /// has them.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change("deleteRows", indexPaths) { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Moves the row at `indexPath` to `newIndexPath`; its cell moves with it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change("moveRow", [indexPath, newIndexPath]) { $0.movedRows[indexPath] = newIndexPath }
  }

  // MARK: - Sections

  /// Inserts the sections in `sections` (indexes after the change).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("insertSections", sections.map { IndexPath(row: 0, section: $0) }) {
      $0.insertedSections.formUnion(sections)
    }
  }

  /// Deletes the sections in `sections` (indexes before the change).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("deleteSections", sections.map { IndexPath(row: 0, section: $0) }) {
      $0.deletedSections.formUnion(sections)
    }
  }

  /// Asks the data source again for the rows of `sections`.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    change("reloadSections", sections.map { IndexPath(row: 0, section: $0) }) {
      $0.reloadedSections.formUnion(sections)
    }
  }

  private func change(_ name: String, _ paths: [IndexPath], _ body: (inout TableUpdates) -> Void) {
    cycle.runtime.record(
      .layout,
      "UIKit: \(Self.self) \(name) "
        + paths.map { "\($0.section).\($0.row)" }.joined(separator: ","))
    body(&pendingUpdates)
    if updateDepth == 0 { applyPendingUpdates() }
  }

  /// Checks the batch against the data source's new counts, as UIKit's, moves the cells on
  /// screen to their new rows and lays the table out.
  private func applyPendingUpdates() {
    let updates = pendingUpdates
    pendingUpdates = TableUpdates()
    guard !needsReload, let dataSource else {
      // Not loaded yet: the next layout pass loads the new counts.
      setNeedsLayout()
      layoutIfNeeded()
      return
    }
    let oldCounts = rowCounts
    let newSectionCount = max(0, dataSource.numberOfSections(in: self))
    let newCounts = (0..<newSectionCount).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    check(updates, oldCounts: oldCounts, newCounts: newCounts)
    var moved: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in visible {
      visible[path] = nil
      if let target = newPath(of: path, in: updates) {
        moved[target] = cell
      } else {
        enqueue(cell)
        (delegate as? any UITableViewDelegate)?.tableView(
          self, didEndDisplaying: cell, forRowAt: path)
      }
    }
    visible = moved
    selected = selected.flatMap { newPath(of: $0, in: updates) }
    rowCounts = newCounts
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Every one of `paths` names a row its section has in `counts` (the sections' row counts
  /// before or after the update); `message` gives UIKit's text for a path and its section's
  /// row count.
  private static func requireRows(
    _ paths: Set<IndexPath>, in counts: [Int], _ message: (IndexPath, Int) -> String
  ) {
    for path in paths {
      let rows = counts.indices.contains(path.section) ? counts[path.section] : 0
      precondition(path.row >= 0 && path.row < rows, message(path, rows))
    }
  }

  /// UIKit's consistency checks (it raises `NSInternalInconsistencyException` with these
  /// messages).
  private func check(_ updates: TableUpdates, oldCounts: [Int], newCounts: [Int]) {
    let removed = updates.deletedSections.count
    let added = updates.insertedSections.count
    precondition(
      newCounts.count == oldCounts.count - removed + added,
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(newCounts.count)) must be equal to the number of "
        + "sections contained in the table view before the update (\(oldCounts.count)), plus "
        + "or minus the number of sections inserted or deleted (\(added) inserted, \(removed) "
        + "deleted).")
    Self.requireRows(updates.deletedRows.union(updates.movedRows.keys), in: oldCounts) {
      path, rows in
      "attempt to delete row \(path.row) from section \(path.section) which only contains "
        + "\(rows) rows before the update"
    }
    Self.requireRows(updates.insertedRows.union(updates.movedRows.values), in: newCounts) {
      path, rows in
      "attempt to insert row \(path.row) into section \(path.section), but there are only "
        + "\(rows) rows in section \(path.section) after the update"
    }
    for (old, count) in oldCounts.enumerated() {
      guard !updates.reloadedSections.contains(old),
        let new = newSection(of: old, in: updates), newCounts.indices.contains(new)
      else { continue }
      let inserted = updates.insertedRows.filter { $0.section == new }.count
      let deleted = updates.deletedRows.filter { $0.section == old }.count
      let movedIn = updates.movedRows.values.filter { $0.section == new }.count
      let movedOut = updates.movedRows.keys.filter { $0.section == old }.count
      precondition(
        newCounts[new] == count + inserted - deleted + movedIn - movedOut,
        "Invalid update: invalid number of rows in section \(new). The number of rows "
          + "contained in an existing section after the update (\(newCounts[new])) must be "
          + "equal to the number of rows contained in that section before the update "
          + "(\(count)), plus or minus the number of rows inserted or deleted from that "
          + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number "
          + "of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) "
          + "moved out).")
    }
  }

  /// Where section `old` is after the batch, or nil when it was deleted.
  private func newSection(of old: Int, in updates: TableUpdates) -> Int? {
    guard !updates.deletedSections.contains(old) else { return nil }
    var section = old - updates.deletedSections.count(in: 0..<old)
    for inserted in updates.insertedSections.sorted() where inserted <= section { section += 1 }
    return section
  }

  /// Where the row at `old` is after the batch, or nil when it was deleted or reloaded.
  private func newPath(of old: IndexPath, in updates: TableUpdates) -> IndexPath? {
    if let moved = updates.movedRows[old] { return moved }
    guard !updates.deletedRows.contains(old), !updates.reloadedRows.contains(old),
      !updates.reloadedSections.contains(old.section),
      let section = newSection(of: old.section, in: updates)
    else { return nil }
    let gone = updates.deletedRows.union(updates.movedRows.keys).filter {
      $0.section == old.section && $0.row < old.row
    }
    var row = old.row - gone.count
    let arriving = updates.insertedRows.union(updates.movedRows.values).filter {
      $0.section == section
    }
    for path in arriving.sorted() where path.row <= row { row += 1 }
    return IndexPath(row: row, section: section)
  }

  // MARK: - Geometry

  /// The frame of the row at `indexPath` in the table's coordinates (zero for no such row).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadCountsIfNeeded()
    guard let row = allRows.first(where: { $0.0 == indexPath }) else { return .zero }
    return CGRect(x: 0, y: row.1, width: bounds.width, height: row.2)
  }

  /// The row `cell` shows, or nil when it is not on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The selected rows, or nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? { selected.map { [$0] } }

  /// The header view on screen for `section`: nil, headers are not placed (§65).
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

  /// The footer view on screen for `section`: nil, footers are not placed.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: the least
  /// scrolling that shows it), within the content; `animated` is recorded as not animated.
  ///
  /// - Precondition: the row exists (UIKit raises "Attempted to scroll the table view to an
  ///   out-of-bounds row").
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadCountsIfNeeded()
    let rows = allRows
    guard let row = rows.first(where: { $0.0 == indexPath }) else {
      let count = rowCounts.indices.contains(indexPath.section) ? rowCounts[indexPath.section] : 0
      preconditionFailure(
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when "
          + "there are only \(count) rows in section \(indexPath.section).")
    }
    let height = bounds.height
    let top = row.1
    let bottom = row.1 + row.2
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = top
    case .middle: y = top - (height - row.2) / 2
    case .bottom: y = bottom - height
    case .none:
      if top < y {
        y = top
      } else if bottom > y + height {
        y = bottom - height
      }
    }
    let contentHeight = rows.last.map { $0.1 + $0.2 } ?? 0
    let lowest = -contentInset.top
    let highest = max(lowest, contentHeight + contentInset.bottom - height)
    setContentOffset(
      CGPoint(x: contentOffset.x, y: min(max(y, lowest), highest)), animated: animated)
  }

  // MARK: - Editing

  /// Enters or leaves editing mode (the visible cells follow).
  public func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for cell in visible.values { cell.setEditing(editing, animated: animated) }
  }
}
