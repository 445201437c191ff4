// A controller whose view is a collection view (UIKit's `UICollectionViewController`,
// Docs/Semantics/UIKit.md §71).

/// A controller whose view is a ``UICollectionView`` it is the data source and delegate of
/// (UIKit's `UICollectionViewController`). Subclasses override the data source and delegate
/// methods; the defaults give one section of no items (§71).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout
  private var _collectionView: UICollectionView?
  /// Whether the selection is cleared when the view appears (true by default).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press reorders items (false by default; kept, not modelled).
  open var installsStandardGestureForInteractiveMovement = false
  /// Whether pushing this controller animates between layouts (false by default; kept).
  open var useLayoutToLayoutNavigationTransitions = false

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout (UIKit needs a layout from the nib; ScreenLab has none).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Returns nil: ScreenLab has no storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view: the controller's view, made by ``loadView()``.
  // Apple's declared type (`var collectionView: UICollectionView!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return _collectionView
    }
    set {
      _collectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout.
  public var collectionViewLayout: UICollectionViewLayout {
    _collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Makes the collection view (with the controller's layout) the view, with the controller
  /// as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
    _collectionView = collection
    view = collection
    collection.delegate = self
    collection.dataSource = self
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let collection = _collectionView {
      for path in collection.indexPathsForSelectedItems ?? [] {
        collection.deselectItem(at: path, animated: animated)
      }
    }
  }

  // MARK: - UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  // MARK: - UICollectionViewDelegate

  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
