import Foundation
import HeadlessUIKit
import Testing

/// A data source of `count` rows titled "row N", counting its calls.
final class RowSource: UITableViewDataSource, UITableViewDelegate {
  var titles: [String]
  var cellRequests: [IndexPath] = []
  var selected: [IndexPath] = []
  var scrolls = 0

  init(count: Int) { titles = (0..<count).map { "row \($0)" } }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A 320 × 220 table of `count` rows in a window: five rows of 44 points are visible.
@MainActor
func shownTable(_ source: RowSource, _ runtime: Runtime) -> (UITableView, UIWindow) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  table.dataSource = source
  table.delegate = source
  let window = showInWindow(table, runtime)
  return (table, window)
}

@MainActor @Suite struct TableViewTests {
  @Test func indexPathHasRowAndSection() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1)
    #expect(Array(path) == [1, 3])
  }

  @Test func theTableLoadsTheVisibleRowsInItsFirstLayoutPass() {
    Runtime.withNew { runtime in
      let source = RowSource(count: 20)
      let (table, window) = shownTable(source, runtime)
      // 220 / 44 = 5 rows visible: only those cells were asked for, each made once.
      #expect(source.cellRequests == (0..<5).map { IndexPath(row: $0, section: 0) })
      #expect(table.cellsMade == 5)
      #expect(table.contentSize == CGSize(width: 320, height: 20 * 44))
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
      #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
      // Their labels drew the titles in the display pass of the same turn.
      #expect(
        table.visibleCells.map { $0.textLabel?.drawnLines.first?.text } == [
          "row 0", "row 1", "row 2", "row 3", "row 4",
        ])
      withExtendedLifetime(window) {}
    }
  }

  @Test func reloadDataAsksNothingUntilTheNextLayoutPass() {
    Runtime.withNew { runtime in
      let source = RowSource(count: 3)
      let (table, window) = shownTable(source, runtime)
      source.cellRequests = []
      source.titles[1] = "changed"
      table.reloadData()
      #expect(source.cellRequests.isEmpty)
      runtime.runTurn()
      #expect(source.cellRequests.count == 3)
      // The cells went back to the queue and came out again: none was made.
      #expect(table.cellsMade == 3)
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "changed")
      withExtendedLifetime(window) {}
    }
  }

  @Test func reloadRowsAsksForTheVisibleRowNowAndReusesItsCell() {
    Runtime.withNew { runtime in
      let source = RowSource(count: 20)
      let (table, window) = shownTable(source, runtime)
      let row = IndexPath(row: 1, section: 0)
      let before = table.cellForRow(at: row)
      let label = before?.textLabel
      let draws = label?.headless.drawCount ?? 0
      source.cellRequests = []
      source.titles[1] = "edited"
      table.reloadRows(at: [row, IndexPath(row: 12, section: 0)], with: .fade)
      // Asked at once, and only for the visible row; row 12 is off screen.
      #expect(source.cellRequests == [row])
      #expect(table.cellForRow(at: row) === before)
      #expect(before?.reuseCount == 1)
      // The new text is drawn once, at the next display pass.
      #expect(label?.headless.drawCount == draws)
      runtime.runTurn()
      #expect(label?.headless.drawCount == draws + 1)
      #expect(label?.drawnLines.first?.text == "edited")
      #expect(table.reloadedRows.last?.animation == .fade)
      withExtendedLifetime(window) {}
    }
  }

  @Test func aTapSelectsTheRowUnderTheFinger() throws {
    try Runtime.withNew { runtime in
      let source = RowSource(count: 20)
      let (table, window) = shownTable(source, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 100)), on: window)
      // y = 100 is in the third row (88...132).
      #expect(source.selected == [IndexPath(row: 2, section: 0)])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
      // Programmatic selection does not tell the delegate.
      table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
      #expect(source.selected.count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test func panningScrollsAndReusesTheCellsThatLeftTheBounds() throws {
    try Runtime.withNew { runtime in
      let source = RowSource(count: 20)
      let (table, window) = shownTable(source, runtime)
      runtime.perform(
        try .drag(
          from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 100), duration: 0.5,
          samplesPerSecond: 60),
        on: window)
      // The content follows the finger: 100 points up.
      #expect(table.contentOffset == CGPoint(x: 0, y: 100))
      #expect(source.scrolls > 0)
      // Visible now: 100...320, rows 2...7; rows 0 and 1 left, their cells came back.
      #expect(table.indexPathsForVisibleRows == (2...7).map { IndexPath(row: $0, section: 0) })
      #expect(table.cellsMade < 8)
      #expect(table.visibleCells.contains { $0.reuseCount > 0 })
      withExtendedLifetime(window) {}
    }
  }

  @Test func thePanStopsAtTheEndOfTheContent() throws {
    try Runtime.withNew { runtime in
      let source = RowSource(count: 6)
      let (table, window) = shownTable(source, runtime)
      runtime.perform(
        try .drag(
          from: CGPoint(x: 160, y: 210), to: CGPoint(x: 160, y: 10), duration: 0.5,
          samplesPerSecond: 60),
        on: window)
      // 6 × 44 = 264 points of content in 220 points: at most 44.
      #expect(table.contentOffset.y == 44)
      #expect(!table.isDragging)
      withExtendedLifetime(window) {}
    }
  }

  @Test func dequeueingAnUnregisteredIdentifierStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { _ in
          let table = UITableView(frame: .zero, style: .plain)
          _ = table.dequeueReusableCell(
            withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("unable to dequeue a cell with identifier missing"))
  }
}

/// Records a text field's delegate calls.
final class FieldLog: UITextFieldDelegate {
  var calls: [String] = []
  var allowsChange = true

  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("begin") }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("change \(range.location)+\(range.length) '\(string)'")
    return allowsChange
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    calls.append("end \(textField.text ?? "")")
  }

  func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("selection") }
}

@MainActor @Suite struct TextFieldTests {
  @Test func editingAsksTheDelegateAndSendsTheEditingEvents() {
    Runtime.withNew { _ in
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
      let log = FieldLog()
      field.delegate = log
      field.text = "ab"
      field.becomeFirstResponder()
      field.insertText("c")
      field.deleteBackward()
      log.allowsChange = false
      field.insertText("x")
      field.resignFirstResponder()
      #expect(
        log.calls == [
          "begin", "change 2+0 'c'", "selection", "change 2+1 ''", "selection",
          "change 2+0 'x'", "end ab",
        ])
      #expect(field.text == "ab")
      #expect(
        field.sentEvents == [.editingDidBegin, .editingChanged, .editingChanged, .editingDidEnd])
    }
  }

  @Test func aTextFieldWithoutDelegateStillEdits() {
    Runtime.withNew { _ in
      let field = UITextField(frame: .zero)
      field.becomeFirstResponder()
      field.insertText("Süt")
      #expect(field.text == "Süt")
      // Writing in code asks nothing and sends nothing.
      field.text = nil
      #expect(field.text == "")
      #expect(field.sentEvents == [.editingDidBegin, .editingChanged])
    }
  }

  @Test func aTapBeginsEditing() throws {
    try Runtime.withNew { runtime in
      let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
      let log = FieldLog()
      field.delegate = log
      let window = showInWindow(field, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 20)), on: window)
      #expect(field.isEditing)
      #expect(log.calls == ["begin"])
    }
  }
}

@MainActor @Suite struct WeakDelegateTests {
  @Test func aDelegateNobodyKeepsIsGoneAtOnce() {
    Runtime.withNew { _ in
      let field = UITextField(frame: .zero)
      var log: FieldLog? = FieldLog()
      field.delegate = log
      #expect(field.delegate != nil)
      log = nil
      #expect(field.delegate == nil)
      let table = UITableView(frame: .zero, style: .plain)
      var source: RowSource? = RowSource(count: 1)
      table.dataSource = source
      source = nil
      #expect(table.dataSource == nil)
      #expect(table.numberOfRows(inSection: 0) == 0)
    }
  }
}
