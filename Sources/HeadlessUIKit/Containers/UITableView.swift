/// Rows in sections, as reusable cells in a scroll view (UIKit's `UITableView`), minimal
/// (Docs/Semantics/UIKit.md §32).
///
/// The rules:
/// - ``reloadData()`` asks nothing at once: it drops the visible cells into the reuse queue
///   and requests layout; the layout pass asks the ``dataSource`` for the counts and a cell
///   for each visible row (rows of ``rowHeight``, top to bottom; cells frame `0, y, width,
///   rowHeight`), and sets `contentSize`. A table that enters a window loads the same way.
/// - ``reloadRows(at:with:)`` asks the data source for each visible row's cell at once (the
///   old cell goes back to the queue first, so the same cell usually comes back); rows off
///   screen are skipped. The animation is recorded, not run.
/// - Scrolling (``UIScrollView/contentOffset``) lays the table out again: cells that left the
///   bounds go back to the queue, rows that entered get cells.
/// - A tap on a row selects it and calls the delegate's `tableView(_:didSelectRowAt:)`.
open class UITableView: UIScrollView {
  /// The table's styles (UIKit's `UITableView.Style`).
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// The row animations of ``reloadRows(at:with:)`` (UIKit's `UITableView.RowAnimation`).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where ``selectRow(at:animated:scrollPosition:)`` scrolls the row to (UIKit's
  /// `UITableView.ScrollPosition`; recorded, the table does not scroll).
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// The style the table was made with.
  public let style: Style
  /// Gives the counts and the cells; not retained (`weak`, as UIKit's).
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The height of every row (44 by default, UIKit's default row height).
  open var rowHeight: CGFloat = 44 {
    didSet { setNeedsLayout() }
  }

  private var registered: [String: UITableViewCell.Type] = [:]
  private var reuseQueue: [String: [UITableViewCell]] = [:]
  /// The registered header and footer classes and their reuse queues (§65).
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  var headerFooterQueue: [String: [UITableViewHeaderFooterView]] = [:]
  var visible: [IndexPath: UITableViewCell] = [:]
  var rowCounts: [Int] = []
  var needsReload = true
  var selected: IndexPath?
  private let tap = UITapGestureRecognizer()

  /// How many cells the table made from registered classes.
  public private(set) var cellsMade = 0
  /// How many times the data source was asked for a cell.
  public private(set) var cellRequests = 0
  /// The rows of every ``reloadRows(at:with:)`` call, in order, and how each was animated.
  public private(set) var reloadedRows: [(rows: [IndexPath], animation: RowAnimation)] = []
  /// How many times ``reloadData()`` was called.
  public private(set) var reloadDataCount = 0

  // MARK: Kept settings (recorded; the table lays out and draws without them, §44)

  /// How rows are separated (`.singleLine` by default; no separator draws headless).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The separators' colour.
  open var separatorColor: UIColor? = .separator
  /// The separators' insets (15 points on the left by default).
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// The estimated row height (kept; rows are ``rowHeight`` tall).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The header view above the rows (kept, not placed).
  open var tableHeaderView: UIView?
  /// The footer view below the rows (kept, not placed).
  open var tableFooterView: UIView?
  /// Whether a tap selects a row (true by default).
  open var allowsSelection = true
  /// Whether a tap selects a row in editing mode (false by default; kept, §96).
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected (false by default; kept: a tap selects one row).
  open var allowsMultipleSelection = false
  /// Whether several rows can be selected in editing mode (kept).
  open var allowsMultipleSelectionDuringEditing = false
  /// The view behind the rows, sized to the table (kept, not placed).
  open var backgroundView: UIView?
  /// The height of section headers and footers when the delegate gives none (UIKit's
  /// default, ``automaticDimension``; kept: headers are not placed, §65).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The estimated heights of section headers and footers (kept).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The space above each section header (iOS 15; kept).
  @available(iOS 15.0, *)
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// The colours of the section index (kept; no index draws).
  open var sectionIndexColor: UIColor?
  open var sectionIndexBackgroundColor: UIColor?
  /// Whether cells' margins follow the readable width (kept).
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether the table is in editing mode (false until ``setEditing(_:animated:)``).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false
  /// The open ``beginUpdates()`` calls and the changes waiting for the last
  /// ``endUpdates()`` (UITableView+Updates.swift).
  var updateDepth = 0
  var pendingUpdates = TableUpdates()

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    installTap()
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    installTap()
  }

  private func installTap() {
    tap.addAction { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.selectRow(at: recognizer.location(in: self))
    }
    addGestureRecognizer(tap)
  }

  // MARK: - Cells

  /// Makes `cellClass` (a `UITableViewCell` type) the class of the cells of `identifier`.
  ///
  /// - Precondition: `cellClass` is nil or a `UITableViewCell` subclass.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registered[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UITableView.register: \(cellClass) is not a UITableViewCell subclass (identifier "
          + "'\(identifier)')")
    }
    registered[identifier] = type
  }

  /// A waiting cell of `identifier`, after its ``UITableViewCell/prepareForReuse()``; else a
  /// new cell of the class registered for it ("if a cell of the specified type isn't currently
  /// in a reuse queue, the table view … create[s] a new cell object automatically"); nil when
  /// none is waiting and no class is registered (§32.3).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard var queue = reuseQueue[identifier], !queue.isEmpty else {
      guard let type = registered[identifier] else { return nil }
      cellsMade += 1
      return type.init(_headlessStyle: .default, reuseIdentifier: identifier)
    }
    let cell = queue.removeFirst()
    reuseQueue[identifier] = queue
    cell.reuseCount += 1
    cell.prepareForReuse()
    return cell
  }

  /// A cell of `identifier` for the row at `indexPath`: a waiting one, or a new one of the
  /// registered class.
  ///
  /// - Precondition: a class is registered for `identifier` (UIKit raises "unable to dequeue
  ///   a cell with identifier …").
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    if registered[identifier] == nil, cycle.standsInForStoryboardPrototypes {
      registered[identifier] = UITableViewCell.self
      cycle.runtime.record(
        .diagnostic,
        "UITableView: no class is registered for the identifier '\(identifier)'; a "
          + "UITableViewCell (.default) stands in for the storyboard's prototype cell")
    }
    guard let type = registered[identifier] else {
      preconditionFailure(
        "UITableView: unable to dequeue a cell with identifier \(identifier) - must register "
          + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    cellsMade += 1
    return type.init(_headlessStyle: .default, reuseIdentifier: identifier)
  }

  /// The cell on screen for the row at `indexPath`, or nil when the row is not visible.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

  /// The cells on screen, top to bottom.
  open var visibleCells: [UITableViewCell] {
    visible.keys.sorted().compactMap { visible[$0] }
  }

  /// The rows on screen, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

  /// The number of sections the data source gave at the last load.
  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return rowCounts.count
  }

  /// The number of rows of `section` the data source gave at the last load.
  open func numberOfRows(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  // MARK: - Reloading

  /// Drops the visible cells and loads every row again at the next layout pass (§32.2).
  open func reloadData() {
    reloadDataCount += 1
    needsReload = true
    cycle.runtime.record(.layout, "UIKit: \(Self.self) reloadData")
    setNeedsLayout()
  }

  /// Asks the data source again for the cells of the visible rows among `indexPaths`, now
  /// (§32.2).
  ///
  /// - Precondition: every path names an existing row (UIKit raises "attempt to reload
  ///   row … which only contains … rows").
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    loadCountsIfNeeded()
    for path in indexPaths {
      let rows = rowCounts.indices.contains(path.section) ? rowCounts[path.section] : 0
      precondition(
        path.row >= 0 && path.row < rows,
        "UITableView.reloadRows: attempt to reload row \(path.row) from section "
          + "\(path.section), which only contains \(rows) rows")
    }
    reloadedRows.append((indexPaths, animation))
    cycle.runtime.record(
      .layout,
      "UIKit: \(Self.self) reloadRows "
        + indexPaths.map { "\($0.section).\($0.row)" }.joined(separator: ","))
    for path in indexPaths {
      guard let old = visible[path] else { continue }
      let frame = old.frame
      enqueue(old)
      visible[path] = nil
      place(path, y: frame.minY, height: frame.height)
    }
  }

  // MARK: - Selection

  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selected }

  /// Selects the row at `indexPath` (nil: none) without telling the delegate, as UIKit's.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = .none
  ) {
    if let selected { visible[selected]?.isSelected = false }
    selected = indexPath
    if let indexPath { visible[indexPath]?.isSelected = true }
  }

  /// Deselects the row at `indexPath`.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selected == indexPath else { return }
    visible[indexPath]?.isSelected = false
    selected = nil
  }

  private func selectRow(at point: CGPoint) {
    guard editing ? allowsSelectionDuringEditing : allowsSelection,
      let tapped = indexPathForRow(at: point)
    else { return }
    let tableDelegate = delegate as? any UITableViewDelegate
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
    var chosen: IndexPath? = tapped
    if let tableDelegate { chosen = tableDelegate.tableView(self, willSelectRowAt: tapped) }
    guard let path = chosen else { return }
    let previous = selected
    selectRow(at: path, animated: false)
    if let previous, previous != path { tableDelegate?.tableView(self, didDeselectRowAt: previous) }
    tableDelegate?.tableView(self, didSelectRowAt: path)
  }

  /// The row under `point` (in the table's coordinates, content offset included), or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadCountsIfNeeded()
    guard point.y >= 0 else { return nil }
    return allRows.first { point.y >= $0.1 && point.y < $0.1 + $0.2 }?.0
  }

  // MARK: - Layout

  func loadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (_, cell) in visible { enqueue(cell) }
    visible = [:]
    guard let dataSource else {
      rowCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  /// The rows, in order, with their vertical positions and heights: the delegate's
  /// `tableView(_:heightForRowAt:)`, ``rowHeight`` when it answers a negative height
  /// (``UITableView/automaticDimension``; self-sizing is not modelled, §65).
  var allRows: [(IndexPath, CGFloat, CGFloat)] {
    var rows: [(IndexPath, CGFloat, CGFloat)] = []
    var y: CGFloat = 0
    let tableDelegate = delegate as? any UITableViewDelegate
    for (section, count) in rowCounts.enumerated() {
      for row in 0..<count {
        let path = IndexPath(row: row, section: section)
        var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height < 0 || !height.isFinite { height = max(0, rowHeight) }
        rows.append((path, y, height))
        y += height
      }
    }
    return rows
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    loadCountsIfNeeded()
    let rows = allRows
    contentSize = CGSize(width: bounds.width, height: rows.last.map { $0.1 + $0.2 } ?? 0)
    let shown = bounds
    var onScreen = Set<IndexPath>()
    for (path, y, height) in rows where y + height > shown.minY && y < shown.maxY {
      onScreen.insert(path)
    }
    for (path, cell) in visible where !onScreen.contains(path) {
      enqueue(cell)
      visible[path] = nil
      (delegate as? any UITableViewDelegate)?.tableView(
        self, didEndDisplaying: cell, forRowAt: path)
    }
    for (path, y, height) in rows where onScreen.contains(path) && visible[path] == nil {
      place(path, y: y, height: height)
    }
    for (path, y, height) in rows {
      visible[path]?.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
  }

  func place(_ path: IndexPath, y: CGFloat, height: CGFloat) {
    guard let dataSource else { return }
    cellRequests += 1
    let cell = dataSource.tableView(self, cellForRowAt: path)
    cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    cell.isSelected = selected == path
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
    (delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path)
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    visible[path] = cell
  }

  /// Puts `cell` back in its reuse queue, off screen.
  func enqueue(_ cell: UITableViewCell) {
    cell.isHidden = true
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    reuseQueue[identifier, default: []].append(cell)
  }
}
