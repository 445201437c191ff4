import Foundation

// UIKit's additions to `IndexPath` (Apple: "NSIndexPath UIKit Additions"): a table's row
// within its section. Swift's Foundation on Linux has the type but not these members.
extension IndexPath {
  /// The path of `row` in `section` (UIKit's `IndexPath(row:section:)`).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the path's first index (Docs/Semantics/UIKit.md §32.1).
  ///
  /// - Precondition: the path has two indexes, as UIKit requires ("Invalid index path for
  ///   use with UITableView. Index paths passed to table view must contain exactly two
  ///   indices specifying the section and row.").
  public var section: Int {
    get { self[checked: 0] }
    set { self[checked: 0] = newValue }
  }

  /// The row within ``section``: the path's second index (Docs/Semantics/UIKit.md §32.1).
  public var row: Int {
    get { self[checked: 1] }
    set { self[checked: 1] = newValue }
  }

  /// The path of `item` in `section` (UIKit's `IndexPath(item:section:)`, for collection
  /// views; Docs/Semantics/UIKit.md §58).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item within ``section``: the path's second index, as ``row`` (UIKit's `item`).
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// The index at `position` (0: the section, 1: the row) of a path of two indexes.
  ///
  /// - Precondition: the path has two indexes, as UIKit requires.
  private subscript(checked position: Int) -> Int {
    get {
      Self.requireTwo(self)
      return self[position]
    }
    set {
      Self.requireTwo(self)
      self[position] = newValue
    }
  }

  private static func requireTwo(_ path: IndexPath) {
    precondition(
      path.count == 2,
      "Invalid index path for use with UITableView: \(path) has \(path.count) indices; index "
        + "paths passed to table view must contain exactly two indices specifying the section "
        + "and row")
  }
}
