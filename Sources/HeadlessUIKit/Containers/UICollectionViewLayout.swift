// Where a collection view's items go (UIKit's `UICollectionViewLayout`,
// `UICollectionViewLayoutAttributes`) and the line-based grid of `UICollectionViewFlowLayout`
// (Docs/Semantics/UIKit.md §58).

import Runtime

extension UICollectionView {
  /// Whether layout attributes describe a cell or a supplementary view (UIKit's
  /// `UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }
}

/// The position of one element of a collection view (UIKit's
/// `UICollectionViewLayoutAttributes`): a reference, so a layout can adjust the attributes its
/// superclass made.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency CustomStringConvertible {
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The frame's size (the centre stays).
  open var size: CGSize {
    get { frame.size }
    set {
      let middle = center
      frame = CGRect(
        x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
  /// The element's bounds (its size at the origin).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// The transform given to the element's view (kept).
  open var transform: CGAffineTransform = .identity
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// The element's order front to back (kept).
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The item or section the element stands for.
  open var indexPath: IndexPath
  /// A cell or a supplementary view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The supplementary kind (`UICollectionView.elementKindSectionHeader`), nil for a cell.
  public let representedElementKind: String?

  /// The attributes of the cell of `indexPath`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of a supplementary view of `kind` for `indexPath`.
  public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// A copy (the same class, every value).
  open func copy() -> Any {
    let copy =
      representedElementKind.map { Self(forSupplementaryViewOfKind: $0, with: indexPath) }
      ?? Self(forCellWith: indexPath)
    return carrySettings(
      \.frame, \.transform, \.alpha, \.zIndex, \.isHidden, from: self,
      to: copy as UICollectionViewLayoutAttributes)
  }

  public var description: String {
    "<\(Self.self) \(representedElementKind ?? "cell") \(indexPath) frame \(frame)>"
  }
}

/// Where a collection view's elements go (UIKit's `UICollectionViewLayout`, abstract: this
/// base places nothing); subclasses override ``prepare()``, ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` (§58).
@preconcurrency @MainActor
open class UICollectionViewLayout {
  weak var _collectionView: UICollectionView?
  /// The collection view that uses the layout.
  open var collectionView: UICollectionView? { _collectionView }

  public init() {}

  public required init?(coder: NSCoder) { return nil }

  /// Computes the layout: called in the collection view's layout pass when the layout was
  /// invalidated (and the first time). The base does nothing; overrides call `super`.
  open func prepare() {}

  /// The size of all the content (zero here).
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the elements that meet `rect` (nil here).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath` (nil here).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil here).
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Asks for a new layout: the collection view prepares it again in its next layout pass.
  open func invalidateLayout() {
    needsPrepare = true
    _collectionView?.setNeedsLayout()
  }

  /// Whether a change of the bounds to `newBounds` invalidates the layout (false here).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  var needsPrepare = true
}

/// Items in lines, line after line, with headers and footers per section (UIKit's
/// `UICollectionViewFlowLayout`; §58).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of every item (50 × 50 by default).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The estimated size of self-sizing cells (kept; items are ``itemSize``, §58).
  open var estimatedItemSize = CGSize.zero
  /// The space between lines (10 by default).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least space between items of a line (10 by default).
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Which way the lines run: `.vertical` (lines are rows, stacked downwards) by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The header's size (its height for vertical scrolling; zero: no header).
  open var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The footer's size (zero: no footer).
  open var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items.
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// Whether headers stay at the top while their section scrolls (kept).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls (kept).
  open var sectionFootersPinToVisibleBounds = false

  /// The size that asks cells to size themselves (UIKit's `automaticSize`).
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 0)

  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var contentSize = CGSize.zero
  private var preparedSize: CGSize?

  public override init() { super.init() }

  public required init?(coder: NSCoder) { return nil }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    // Overlapping with some area: an element that only touches the rectangle's edge is not
    // in it (Core Graphics' `intersects` answers false for rectangles that share an edge).
    attributes.filter {
      $0.frame.minX < rect.maxX && $0.frame.maxX > rect.minX && $0.frame.minY < rect.maxY
        && $0.frame.maxY > rect.minY
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }

  /// A bounds size other than the one the layout was prepared for invalidates it (the lines
  /// depend on the width).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// Lays the sections out, one after the other along the scroll direction (§58).
  open override func prepare() {
    super.prepare()
    attributes = []
    preparedSize = collectionView?.bounds.size
    guard let view = collectionView else {
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    // Work in "line" coordinates: `along` runs across a line (x when scrolling vertically),
    // `down` runs from line to line.
    let across = vertical ? view.bounds.width : view.bounds.height
    let delegate = view.delegate as? any UICollectionViewDelegateFlowLayout
    var down: CGFloat = 0
    for section in 0..<view.numberOfSections {
      let inset =
        delegate?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
      let (before, after, start, end) =
        vertical
        ? (inset.top, inset.bottom, inset.left, inset.right)
        : (inset.left, inset.right, inset.top, inset.bottom)
      let lineSpacing =
        delegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          view, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footer =
        delegate?.collectionView(view, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      // A header or footer across the whole width, when its size along the lines is not 0.
      func supplementary(_ kind: String, _ size: CGSize) {
        let extent = vertical ? size.height : size.width
        guard extent > 0 else { return }
        let element = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        element.frame =
          vertical
          ? CGRect(x: 0, y: down, width: across, height: extent)
          : CGRect(x: down, y: 0, width: extent, height: across)
        attributes.append(element)
        down += extent
      }
      supplementary(UICollectionView.elementKindSectionHeader, header)
      down += before
      let count = view.numberOfItems(inSection: section)
      let sizes = (0..<count).map { item -> CGSize in
        let path = IndexPath(item: item, section: section)
        return delegate?.collectionView(view, layout: self, sizeForItemAt: path) ?? itemSize
      }
      let room = across - start - end
      var item = 0
      var firstLine = true
      while item < count {
        // One line: as many items as fit with the least spacing (at least one).
        var line = [item]
        var used = vertical ? sizes[item].width : sizes[item].height
        while item + line.count < count {
          let next = sizes[item + line.count]
          let extent = vertical ? next.width : next.height
          guard used + itemSpacing + extent <= room else { break }
          used += itemSpacing + extent
          line.append(item + line.count)
        }
        if !firstLine { down += lineSpacing }
        firstLine = false
        let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        // The free room spreads evenly between the items; a lone item is centred.
        let gap =
          line.count > 1
          ? itemSpacing + max(0, room - used) / CGFloat(line.count - 1) : 0
        var position = line.count > 1 ? start : start + max(0, room - used) / 2
        for index in line {
          let size = sizes[index]
          let (extent, depth) = vertical ? (size.width, size.height) : (size.height, size.width)
          let offset = down + (thickness - depth) / 2
          let cell = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: index, section: section))
          cell.frame =
            vertical
            ? CGRect(x: position, y: offset, width: size.width, height: size.height)
            : CGRect(x: offset, y: position, width: size.width, height: size.height)
          attributes.append(cell)
          position += extent + gap
        }
        down += thickness
        item += line.count
      }
      down += after
      supplementary(UICollectionView.elementKindSectionFooter, footer)
    }
    contentSize =
      vertical ? CGSize(width: across, height: down) : CGSize(width: down, height: across)
  }
}
