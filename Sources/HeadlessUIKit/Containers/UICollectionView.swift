// Items in sections placed by a layout, as reusable cells in a scroll view (UIKit's
// `UICollectionView`), headless (Docs/Semantics/UIKit.md §58); its data source and delegates
// and its cells are in the files beside it.

/// Items in sections, placed by a ``UICollectionViewLayout``, as reusable cells in a scroll
/// view (UIKit's `UICollectionView`; §58).
///
/// The rules:
/// - ``reloadData()`` asks nothing at once; the next layout pass asks the ``dataSource`` for
///   the counts, prepares the layout and asks for a cell for each item whose frame meets the
///   bounds (and the headers and footers the layout places there), and sets `contentSize`
///   to the layout's content size. A collection view that enters a window loads the same way.
/// - Scrolling lays it out again: cells that left the bounds go back to the reuse queue,
///   items that entered get cells.
/// - A tap on an item selects it and tells the delegate (`didDeselectItemAt` for the item it
///   replaces, then `didSelectItemAt`), unless `shouldSelectItemAt` answers false.
open class UICollectionView: UIScrollView {
  /// The directions a flow layout's lines run (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's
  /// `UICollectionView.ScrollPosition`).
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of section headers (UIKit's `elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footers (UIKit's `elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { adopt(collectionViewLayout, replacing: oldValue) }
  }
  /// Gives the counts and the cells; not retained (`weak`, as UIKit's).
  // The app assigns it, as with UIKit's collection view; the framework never does.
  // screenlab:ignore SL301
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Whether a tap selects an item (true by default).
  open var allowsSelection = true
  /// Whether several items can be selected at once (false by default).
  open var allowsMultipleSelection = false
  /// The view behind the items (placed at the bounds).
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  private var registered: [String: UICollectionReusableView.Type] = [:]
  private var reuseQueue: [String: [UICollectionReusableView]] = [:]
  private var visible: [IndexPath: UICollectionViewCell] = [:]
  private var visibleSupplementary: [String: UICollectionReusableView] = [:]
  private var itemCounts: [Int] = []
  private var needsReload = true
  private var selected: [IndexPath] = []
  private var laidOutSize: CGSize?
  private let tap = UITapGestureRecognizer()

  /// How many cells the collection view made from registered classes (ScreenLab's count).
  public private(set) var cellsMade = 0
  /// How many times the data source was asked for a cell (ScreenLab's count).
  public private(set) var cellRequests = 0

  /// A collection view whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout, replacing: nil)
    installTap()
  }

  /// Returns nil: ScreenLab has no archives to decode views from.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func adopt(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout?) {
    if let old, old !== layout { old._collectionView = nil }
    layout._collectionView = self
    layout.invalidateLayout()
  }

  /// Sets ``collectionViewLayout`` (the change is immediate; `animated` is recorded only).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  private func installTap() {
    tap.addAction { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.userSelect(at: recognizer.location(in: self))
    }
    addGestureRecognizer(tap)
  }

  // MARK: - Cells

  /// Makes `cellClass` (a `UICollectionViewCell` type) the class of the cells of
  /// `identifier`.
  ///
  /// - Precondition: `cellClass` is nil or a `UICollectionViewCell` subclass.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    register(cellClass, key: "cell/" + identifier, what: "UICollectionViewCell")
  }

  /// Makes `viewClass` the class of the supplementary views of `kind` and `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    register(viewClass, key: kind + "/" + identifier, what: "UICollectionReusableView")
  }

  private func register(_ type: AnyClass?, key: String, what: String) {
    guard let type else {
      registered[key] = nil
      return
    }
    guard let reusable = type as? UICollectionReusableView.Type,
      what == "UICollectionReusableView" || reusable is UICollectionViewCell.Type
    else {
      preconditionFailure("UICollectionView.register: \(type) is not a \(what) subclass")
    }
    registered[key] = reusable
  }

  /// A cell of `identifier` for the item at `indexPath`: a waiting one (after its
  /// `prepareForReuse()`), or a new one of the registered class.
  ///
  /// - Precondition: a class is registered for `identifier` (UIKit raises "could not
  ///   dequeue a view of kind: UICollectionElementKindCell with identifier …").
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = dequeue(key: "cell/" + identifier, kind: "UICollectionElementKindCell", identifier)
    guard let cell = view as? UICollectionViewCell else {
      preconditionFailure("UICollectionView: the view of \(identifier) is not a cell")
    }
    return cell
  }

  /// A supplementary view of `elementKind` and `identifier` for `indexPath`, waiting or new.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(key: elementKind + "/" + identifier, kind: elementKind, identifier)
  }

  private func dequeue(key: String, kind: String, _ identifier: String)
    -> UICollectionReusableView
  {
    if var queue = reuseQueue[key], !queue.isEmpty {
      let view = queue.removeFirst()
      reuseQueue[key] = queue
      view.prepareForReuse()
      return view
    }
    if registered[key] == nil, cycle.standsInForStoryboardPrototypes {
      registered[key] =
        kind == "UICollectionElementKindCell"
        ? UICollectionViewCell.self : UICollectionReusableView.self
      cycle.runtime.record(
        .diagnostic,
        "UICollectionView: no class is registered for the identifier '\(identifier)'; a "
          + "\(registered[key].map { "\($0)" } ?? "") stands in for the storyboard's prototype")
    }
    guard let type = registered[key] else {
      preconditionFailure(
        "UICollectionView: could not dequeue a view of kind: \(kind) with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    cellsMade += 1
    let view = type.init(_headlessFrame: .zero)
    view.reuseIdentifier = identifier
    view.reuseKey = key
    return view
  }

  /// The cell on screen for the item at `indexPath`, or nil when it is not visible.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

  /// The cells on screen, in item order.
  open var visibleCells: [UICollectionViewCell] {
    visible.keys.sorted().compactMap { visible[$0] }
  }

  /// The items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

  /// The item `cell` shows, or nil when it is not on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The number of sections the data source gave at the last load.
  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items of `section` the data source gave at the last load.
  open func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The layout's attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The item whose frame contains `point` (content coordinates), or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }

  // MARK: - Reloading

  /// Drops the visible cells and loads every item again at the next layout pass (§58).
  open func reloadData() {
    needsReload = true
    cycle.runtime.record(.layout, "UIKit: \(Self.self) reloadData")
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Asks for the cells of `indexPaths` again: the whole collection reloads (ScreenLab's
  /// batch updates are reloads, §58).
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts items: a reload (§58).
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes items: a reload (§58).
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads sections: a reload (§58).
  open func reloadSections(_ sections: IndexSet) { reloadData() }

  /// Runs `updates`, then reloads and calls `completion(true)` (no animation, §58).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    layoutIfNeeded()
    completion?(true)
  }

  /// Scrolls so the item's frame is in view at `scrollPosition` (now; `animated` is
  /// recorded only).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    let limit = maximumOffset
    contentOffset = CGPoint(
      x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
  }

  // MARK: - Selection

  /// The selected items, in selection order (nil when none, as UIKit's).
  open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects the item (nil: clears the selection) without telling the delegate.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selected { visible[path]?.isSelected = false }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { visible[path]?.isSelected = false }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    visible[indexPath]?.isSelected = true
  }

  /// Deselects the item without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    visible[indexPath]?.isSelected = false
  }

  private func userSelect(at point: CGPoint) {
    guard allowsSelection, let path = indexPathForItem(at: point) else { return }
    let delegate = delegate as? any UICollectionViewDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
    if allowsMultipleSelection, selected.contains(path) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
      deselectItem(at: path, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    let replaced = allowsMultipleSelection ? [] : selected.filter { $0 != path }
    for old in replaced {
      deselectItem(at: old, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: old)
    }
    selectItem(at: path, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: path)
  }

  // MARK: - Layout

  private func loadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (_, cell) in visible { enqueue(cell) }
    visible = [:]
    for (_, view) in visibleSupplementary { enqueue(view) }
    visibleSupplementary = [:]
    guard let dataSource else {
      itemCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    itemCounts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  private func prepareLayoutIfNeeded() {
    loadCountsIfNeeded()
    let layout = collectionViewLayout
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    layout.prepare()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // A new size asks the layout whether it must be prepared again (the bounds' setter is
    // not observable here; the layout pass is where the new size first matters).
    if bounds.size != laidOutSize {
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.needsPrepare = true
      }
      laidOutSize = bounds.size
    }
    prepareLayoutIfNeeded()
    let layout = collectionViewLayout
    contentSize = layout.collectionViewContentSize
    backgroundView?.frame = bounds
    let shown = layout.layoutAttributesForElements(in: bounds) ?? []
    let cells = shown.filter { $0.representedElementCategory == .cell }
    let onScreen = Set(cells.map(\.indexPath))
    for (path, cell) in visible where !onScreen.contains(path) {
      enqueue(cell)
      visible[path] = nil
      (delegate as? any UICollectionViewDelegate)?.collectionView(
        self, didEndDisplaying: cell, forItemAt: path)
    }
    for attributes in cells {
      let path = attributes.indexPath
      let cell = visible[path] ?? place(path)
      guard let cell else { continue }
      position(cell, attributes)
    }
    var supplementary: [String: UICollectionReusableView] = [:]
    for attributes in shown where attributes.representedElementCategory == .supplementaryView {
      guard let kind = attributes.representedElementKind, let dataSource else { continue }
      let key = kind + "/\(attributes.indexPath.section).\(attributes.indexPath.item)"
      let view =
        visibleSupplementary.removeValue(forKey: key)
        ?? dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
      if view.superview !== self { addSubview(view) }
      position(view, attributes)
      supplementary[key] = view
    }
    for (_, view) in visibleSupplementary { enqueue(view) }
    visibleSupplementary = supplementary
  }

  private func position(
    _ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes
  ) {
    view.frame = attributes.frame
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden
    view.apply(attributes)
  }

  private func place(_ path: IndexPath) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    cellRequests += 1
    let cell = dataSource.collectionView(self, cellForItemAt: path)
    cell.isSelected = selected.contains(path)
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, willDisplay: cell, forItemAt: path)
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    visible[path] = cell
    return cell
  }

  /// Puts `view` back in its reuse queue, off screen.
  private func enqueue(_ view: UICollectionReusableView) {
    view.isHidden = true
    guard let key = view.reuseKey else {
      view.removeFromSuperview()
      return
    }
    reuseQueue[key, default: []].append(view)
  }
}
