import Foundation
import HeadlessUIKit
import Testing

/// A data source whose rows can change, recording what the table tells its delegate.
final class EditableRows: UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var requested: [IndexPath] = []
  var ended: [IndexPath] = []
  var selected: [IndexPath] = []
  var redirect: ((IndexPath) -> IndexPath?)?

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    requested.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) { ended.append(indexPath) }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    redirect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A 320 × 220 table (five 44-point rows visible) over `rows`, shown in a window.
@MainActor
func shownRows(_ rows: EditableRows, _ runtime: Runtime) -> (UITableView, UIWindow) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  table.dataSource = rows
  table.delegate = rows
  return (table, showInWindow(table, runtime))
}

@MainActor
private func titles(_ table: UITableView) -> [String?] {
  table.visibleCells.map { $0.textLabel?.text }
}

@MainActor @Suite struct TableUpdatesTests {
  @Test func insertingARowAsksOnlyForItsCellAndMovesTheOthersDown() {
    Runtime.withNew { runtime in
      let rows = EditableRows([["a", "b", "c"]])
      let (table, window) = shownRows(rows, runtime)
      let cellOfB = table.cellForRow(at: IndexPath(row: 1, section: 0))
      rows.requested = []
      rows.sections[0].insert("new", at: 1)
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      #expect(rows.requested == [IndexPath(row: 1, section: 0)])
      #expect(titles(table) == ["a", "new", "b", "c"])
      // The cell of "b" moved down a row; it was not asked for again.
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfB)
      #expect(cellOfB?.frame.minY == 88)
      #expect(table.numberOfRows(inSection: 0) == 4)
      withExtendedLifetime(window) {}
    }
  }

  @Test func deletingRowsEndsTheirDisplayAndKeepsTheSelectionOfTheOthers() {
    Runtime.withNew { runtime in
      let rows = EditableRows([["a", "b", "c", "d"]])
      let (table, window) = shownRows(rows, runtime)
      table.selectRow(at: IndexPath(row: 3, section: 0), animated: false)
      rows.sections[0].removeSubrange(0...1)
      table.deleteRows(
        at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
      #expect(Set(rows.ended) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
      #expect(titles(table) == ["c", "d"])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
      withExtendedLifetime(window) {}
    }
  }

  @Test func aBatchAppliesDeletionsByOldPathsAndInsertionsByNewOnesTogether() {
    Runtime.withNew { runtime in
      let rows = EditableRows([["a", "b", "c"], ["x"]])
      let (table, window) = shownRows(rows, runtime)
      rows.sections[0] = ["b", "c", "z"]
      rows.sections[1] = ["x", "y"]
      table.beginUpdates()
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      // Nothing changes until the batch ends.
      #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 1)
      table.endUpdates()
      #expect(titles(table) == ["b", "c", "z", "x", "y"])
      withExtendedLifetime(window) {}
    }
  }

  @Test func sectionsAreInsertedAndDeletedAndMovingARowCarriesItsCell() {
    Runtime.withNew { runtime in
      let rows = EditableRows([["a", "b"], ["c"]])
      let (table, window) = shownRows(rows, runtime)
      rows.sections.insert(["s"], at: 0)
      table.insertSections(IndexSet(integer: 0), with: .automatic)
      #expect(table.numberOfSections == 3)
      #expect(titles(table) == ["s", "a", "b", "c"])
      let cellOfA = table.cellForRow(at: IndexPath(row: 0, section: 1))
      rows.requested = []
      rows.sections[1] = ["b"]
      rows.sections[2] = ["a", "c"]
      table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 2))
      #expect(rows.requested.isEmpty)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellOfA)
      #expect(titles(table) == ["s", "b", "a", "c"])
      rows.sections.remove(at: 0)
      table.deleteSections(IndexSet(integer: 0), with: .none)
      #expect(titles(table) == ["b", "a", "c"])
      withExtendedLifetime(window) {}
    }
  }

  @Test func anUpdateThatDisagreesWithTheDataSourceStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { runtime in
          let rows = EditableRows([["a", "b"]])
          let (table, window) = shownRows(rows, runtime)
          // The model was not changed: 2 rows after the update, 2 - 1 expected.
          table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          withExtendedLifetime(window) {}
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Invalid update: invalid number of rows in section 0"))
    #expect(message.contains("(0 inserted, 1 deleted)"))
  }

  @Test func scrollingToARowPutsItAtTheRequestedPlaceWithinTheContent() {
    Runtime.withNew { runtime in
      let rows = EditableRows([(0..<20).map { "row \($0)" }])
      let (table, window) = shownRows(rows, runtime)
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 440)
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
      #expect(abs(table.contentOffset.y - (440 - (220 - 44) / 2)) < 0.001)
      // The last row at the top would pass the content's end: the offset stops there.
      table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
      #expect(abs(table.contentOffset.y - (20 * 44 - 220)) < 0.001)
      // Already visible: `.none` does not scroll.
      table.scrollToRow(at: IndexPath(row: 17, section: 0), at: .none, animated: false)
      #expect(abs(table.contentOffset.y - (20 * 44 - 220)) < 0.001)
      table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
      #expect(table.contentOffset.y == 0)
      #expect(
        table.rectForRow(at: IndexPath(row: 3, section: 0))
          == CGRect(x: 0, y: 132, width: 320, height: 44))
      let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
      #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 2, section: 0))
      withExtendedLifetime(window) {}
    }
  }

  @Test func willSelectCanRedirectOrRefuseATapAndEditingReachesTheCells() throws {
    try Runtime.withNew { runtime in
      let rows = EditableRows([["a", "b", "c"]])
      let (table, window) = shownRows(rows, runtime)
      rows.redirect = { _ in IndexPath(row: 2, section: 0) }
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 10)), on: window)
      #expect(rows.selected == [IndexPath(row: 2, section: 0)])
      rows.redirect = { _ in nil }
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 50)), on: window)
      #expect(rows.selected == [IndexPath(row: 2, section: 0)])
      #expect(!table.isEditing)
      table.setEditing(true, animated: true)
      #expect(table.isEditing && table.visibleCells.allSatisfy(\.isEditing))
      // In editing mode a tap selects nothing unless allowsSelectionDuringEditing.
      rows.redirect = nil
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 10)), on: window)
      #expect(rows.selected == [IndexPath(row: 2, section: 0)])
      withExtendedLifetime(window) {}
    }
  }

  @Test func aControllerForwardsEditingToItsTableAndKeepsTheScrollSettings() {
    Runtime.withNew { _ in
      let controller = UITableViewController(style: .plain)
      controller.setEditing(true, animated: false)
      #expect(controller.isEditing && controller.tableView.isEditing)
      let table = controller.tableView!
      #expect(table.scrollsToTop && table.indicatorStyle == .default)
      #expect(table.keyboardDismissMode == .none)
      #expect(table.contentInsetAdjustmentBehavior == .automatic)
      table.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
      #expect(table.adjustedContentInset == table.contentInset)
      #expect(!table.allowsMultipleSelection && table.backgroundView == nil)
    }
  }

  @Test func aDelegateThatNamesAnotherTargetMovesTheContentThereWhenTheFingerLifts() throws {
    try Runtime.withNew { runtime in
      let rows = EditableRows([(0..<20).map { "row \($0)" }])
      let pager = Pager()
      let (table, window) = shownRows(rows, runtime)
      table.delegate = pager
      runtime.perform(
        try .drag(
          from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 100), duration: 0.5,
          samplesPerSecond: 60),
        on: window)
      // The finger lifted at 100; the delegate rounded the target up to the next 220.
      #expect(pager.lifted == [CGPoint(x: 0, y: 100)])
      #expect(pager.velocities.first.map { $0.y > 0 } == true)
      #expect(table.contentOffset == CGPoint(x: 0, y: 220))
      withExtendedLifetime(window) {}
    }
  }
}

/// Pages a scroll view by 220 points, recording where the finger lifted.
final class Pager: UITableViewDelegate {
  var lifted: [CGPoint] = []
  var velocities: [CGPoint] = []

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    lifted.append(targetContentOffset.pointee)
    velocities.append(velocity)
    targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 220).rounded(.up) * 220
  }
}
