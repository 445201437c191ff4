// The views a collection view reuses: headers, footers and cells (UIKit's
// `UICollectionReusableView`, `UICollectionViewCell`), headless (Docs/Semantics/UIKit.md §58).

/// A view a collection view reuses: a header, a footer, or (subclass) a cell (UIKit's
/// `UICollectionReusableView`).
open class UICollectionReusableView: UIView {
  /// The identifier of the reuse queue the view goes back to.
  public internal(set) var reuseIdentifier: String?
  /// The queue's key: the kind and the identifier.
  var reuseKey: String?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A view of the receiver's class made through ``init(frame:)``, so that a subclass's
  /// override runs. ScreenLab's: Swift makes an instance of a class known at run time only
  /// through a `required` initializer; a subclass inherits this convenience one when it
  /// overrides every designated initializer (`init(frame:)`, `init?(coder:)`) or declares
  /// none (§58).
  public required convenience init(_headlessFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the view is handed out again; the default does nothing (a cell clears its
  /// selection). Overrides call `super.prepareForReuse()`.
  open func prepareForReuse() {}

  /// Takes the frame, alpha and hidden state of `layoutAttributes` (the collection view calls
  /// it when it places the view).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// One item of a collection view (UIKit's `UICollectionViewCell`): a ``contentView`` as large
/// as the cell, and the selection state.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = UIView()
  /// Whether the cell's item is selected.
  open var isSelected = false
  /// Whether a finger is on the cell (kept).
  open var isHighlighted = false
  /// The view behind the content (placed at the cell's bounds).
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  /// The view behind the content of a selected cell (kept).
  open var selectedBackgroundView: UIView?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Clears the selection and the highlight.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
  }
}
