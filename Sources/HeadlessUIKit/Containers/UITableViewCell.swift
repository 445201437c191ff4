/// One row of a table (UIKit's `UITableViewCell`), minimal: a ``contentView`` and, for the
/// default style, a ``textLabel`` (Docs/Semantics/UIKit.md §32.3).
///
/// Cells are made by the table from a registered class, or by the data source, and reused:
/// a cell that leaves the screen, or whose row is reloaded, waits in the table's reuse queue
/// until ``UITableView/dequeueReusableCell(withIdentifier:for:)`` hands it out again, after
/// ``prepareForReuse()``.
///
/// `init(style:reuseIdentifier:)` is an ordinary designated initializer, as in UIKit: a
/// subclass writes `override init(style:reuseIdentifier:)`. The table makes a registered
/// class through `init(_headlessStyle:reuseIdentifier:)`, which calls it
/// (Docs/Semantics/UIKit.md §32.3).
open class UITableViewCell: UIView {
  /// The cell's layout styles (UIKit's `UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// The style the cell was made with.
  public let style: CellStyle
  /// The identifier of the reuse queue the cell goes back to.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content, as large as the cell.
  public let contentView = UIView()
  private var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  private var _imageView: UIImageView?
  var _isSelected = false
  var _isHighlighted = false
  /// Whether the cell's row is selected; setting it calls ``setSelected(_:animated:)``
  /// without animation (§65).
  open var isSelected: Bool {
    get { _isSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (a finger is on it); setting it calls
  /// ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { _isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// The standard accessory at the trailing edge (`.none` by default; kept, not drawn).
  open var accessoryType: AccessoryType = .none
  /// A view used as the accessory instead of ``accessoryType``.
  open var accessoryView: UIView?
  /// The accessory while the table edits.
  open var editingAccessoryType: AccessoryType = .none
  /// How the cell looks selected (`.default`; kept, not drawn).
  open var selectionStyle: SelectionStyle = .default
  /// The view behind the content.
  open var backgroundView: UIView?
  /// The view behind the content while selected.
  open var selectedBackgroundView: UIView?
  /// The insets of the separator under the cell.
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// Whether the cell is in editing mode (its table's; §96).
  open var isEditing: Bool {
    get { _isEditing }
    set { setEditing(newValue, animated: false) }
  }
  var _isEditing = false
  /// Whether the cell shows a reorder control in editing mode (false; kept, not drawn).
  open var showsReorderControl = false
  /// The indentation of the content, in steps of ``indentationWidth`` (0; kept).
  open var indentationLevel = 0
  /// The width of one indentation step (10 points; kept).
  open var indentationWidth: CGFloat = 10
  /// The view behind a selected cell when several rows can be selected (kept).
  open var multipleSelectionBackgroundView: UIView?
  /// How many times the cell was handed out again from the reuse queue.
  public internal(set) var reuseCount = 0

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A cell of the receiver's class made through ``init(style:reuseIdentifier:)``, so that a
  /// subclass's override runs. ScreenLab's: Swift makes an instance of a class known at run
  /// time only through a `required` initializer, and a subclass inherits this convenience one
  /// when it overrides every designated initializer (`init(style:reuseIdentifier:)`,
  /// `init?(coder:)`) or declares none (§32.3).
  public required convenience init(_headlessStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The standard views made so far (for ``layoutStandardViews()``).
  var _standardTextLabel: UILabel? { _textLabel }
  var _standardDetailLabel: UILabel? { _detailTextLabel }
  var _standardImageView: UIImageView? { _imageView }

  /// The label of the default style, made on first use in ``contentView``.
  open var textLabel: UILabel? {
    subviewMadeOnFirstUse(&_textLabel, in: contentView) { UILabel() }
  }

  /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first
  /// use; nil for `.default` (§65).
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    return subviewMadeOnFirstUse(&_detailTextLabel, in: contentView) { UILabel() }
  }

  /// The image at the leading edge, made on first use; nil for `.value2` (§65).
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    return subviewMadeOnFirstUse(&_imageView, in: contentView) { UIImageView() }
  }

  /// Selects or deselects the cell; overrides call `super` (the table calls it when the
  /// row's selection changes).
  open func setSelected(_ selected: Bool, animated: Bool) { _isSelected = selected }

  /// Enters or leaves editing mode; overrides call `super` (the table calls it for its
  /// visible cells in ``UITableView/setEditing(_:animated:)``).
  open func setEditing(_ editing: Bool, animated: Bool) { _isEditing = editing }

  /// Highlights or unhighlights the cell; overrides call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { _isHighlighted = highlighted }

  /// Called before the cell is handed out again; the default clears the selection and the
  /// highlight (UIKit resets "attributes of the cell that are not related to content").
  /// Overrides call `super.prepareForReuse()`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    layoutStandardViews()
  }
}

extension UIView {
  /// The subview kept in `stored`, made by `make` on first use, added to `container` and laid
  /// out with the receiver: how a cell's and a header's standard labels and image view come
  /// to be (§65).
  func subviewMadeOnFirstUse<View: UIView>(
    _ stored: inout View?, in container: UIView, _ make: () -> View
  ) -> View {
    if let view = stored { return view }
    let view = make()
    stored = view
    container.addSubview(view)
    setNeedsLayout()
    return view
  }
}
