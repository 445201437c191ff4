import Foundation
import Testing

@testable import HeadlessUIKit

/// A cell that records how it was made (UIKit's documented way: `override init(frame:)`).
private final class TileCell: UICollectionViewCell {
  let title = UILabel()
  var madeWithFrame = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeWithFrame = true
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { nil }
}

/// Items titled by their index; logs every question and the delegate's calls.
private final class Tiles: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var requests: [IndexPath] = []
  var log: [String] = []
  var wide: IndexPath?
  var refuse: IndexPath?

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    requests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    (cell as? TileCell)?.title.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    indexPath == wide ? CGSize(width: 300, height: 20) : CGSize(width: 100, height: 50)
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { indexPath != refuse }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
}

/// A layout that moves every item of its superclass's lines to the left edge, as public code
/// does to left-align a flow layout.
private final class LeftAligned: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect)
    var left = sectionInset.left
    var lineY: CGFloat = -1
    for item in attributes ?? [] where item.representedElementCategory == .cell {
      if item.frame.minY != lineY {
        left = sectionInset.left
        lineY = item.frame.minY
      }
      item.frame.origin.x = left
      left += item.frame.width + minimumInteritemSpacing
    }
    return attributes
  }
}

@MainActor
private func shownGrid(
  _ tiles: Tiles, _ runtime: Runtime, layout: UICollectionViewFlowLayout = .init(),
  height: CGFloat = 480
) -> (UICollectionView, UIWindow) {
  layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
  grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
  grid.dataSource = tiles
  grid.delegate = tiles
  return (grid, showInWindow(grid, runtime))
}

@MainActor @Suite struct CollectionViewTests {
  @Test func theFlowLayoutFillsJustifiedLinesBetweenTheInsetsAndCentresALoneItem() {
    Runtime.withNew { runtime in
      let tiles = Tiles([5])
      let layout = UICollectionViewFlowLayout()
      layout.headerReferenceSize = CGSize(width: 0, height: 30)
      let (grid, window) = shownGrid(tiles, runtime, layout: layout)
      // 300 points between the insets: two 100-point items fit with 10 points between them,
      // a third does not; the free 90 points widen the gap to 100.
      let frames = (0..<5).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
      #expect(frames[0] == CGRect(x: 10, y: 40, width: 100, height: 50))
      #expect(frames[1] == CGRect(x: 210, y: 40, width: 100, height: 50))
      #expect(frames[2] == CGRect(x: 10, y: 100, width: 100, height: 50))
      #expect(frames[4] == CGRect(x: 110, y: 160, width: 100, height: 50))
      // Header 30, inset 10, three lines of 50 with 10 between, inset 10.
      #expect(grid.contentSize == CGSize(width: 320, height: 220))
      let header = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
      #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
      #expect(grid.indexPathForItem(at: CGPoint(x: 250, y: 60)) == IndexPath(item: 1, section: 0))
      #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 60)) == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test func onlyTheVisibleItemsAreAskedForAndScrollingReusesTheirCells() {
    Runtime.withNew { runtime in
      let tiles = Tiles([40])
      let (grid, window) = shownGrid(tiles, runtime, height: 200)
      // Lines at 10, 70, 130, 190 meet the 200-point bounds: eight items.
      #expect(tiles.requests == (0..<8).map { IndexPath(item: $0, section: 0) })
      #expect(grid.cellsMade == 8)
      let first = grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell
      #expect(first?.madeWithFrame == true && first?.title.text == "0.0")
      #expect(first?.reuseIdentifier == "tile")
      tiles.requests = []
      grid.contentOffset = CGPoint(x: 0, y: 300)
      runtime.runTurn()
      // Lines at 310 … 490 are in view: items 10 to 17; the cells that left were reused.
      #expect(tiles.requests == (10..<18).map { IndexPath(item: $0, section: 0) })
      #expect(grid.cellsMade == 8)
      #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
      tiles.counts = [2]
      grid.reloadData()
      #expect(grid.visibleCells.count == 8)
      grid.contentOffset = .zero
      runtime.runTurn()
      #expect(grid.numberOfItems(inSection: 0) == 2 && grid.visibleCells.count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test func aTapSelectsTheItemAndTellsTheDelegateWhatItReplaced() throws {
    try Runtime.withNew { runtime in
      let tiles = Tiles([4])
      tiles.refuse = IndexPath(item: 3, section: 0)
      let (grid, window) = shownGrid(tiles, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 60, y: 30)), on: window)
      runtime.perform(try .tap(at: CGPoint(x: 260, y: 30)), on: window)
      runtime.perform(try .tap(at: CGPoint(x: 260, y: 90)), on: window)
      #expect(tiles.log == ["select 0", "deselect 0", "select 1"])
      #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
      #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
      #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
      // In code: no delegate call.
      grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
      #expect(tiles.log.count == 3)
      #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
  }

  @Test func theDelegatesSizesAndALayoutSubclassPlaceTheCells() {
    Runtime.withNew { runtime in
      let tiles = Tiles([3])
      tiles.wide = IndexPath(item: 1, section: 0)
      let (grid, window) = shownGrid(tiles, runtime, layout: LeftAligned())
      // Item 1 (300 wide) takes a line of its own, 20 high; the subclass moved every item
      // to the left inset, the lone ones included.
      let frames = (0..<3).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
      #expect(frames[0] == CGRect(x: 10, y: 10, width: 100, height: 50))
      #expect(frames[1] == CGRect(x: 10, y: 70, width: 300, height: 20))
      #expect(frames[2] == CGRect(x: 10, y: 100, width: 100, height: 50))
      withExtendedLifetime(window) {}
    }
  }
}
