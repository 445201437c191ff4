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
  /// Whether the cell's row is selected.
  open var isSelected = false
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

  /// The label of the default style, made on first use in ``contentView``.
  open var textLabel: UILabel? {
    if let label = _textLabel { return label }
    let label = UILabel()
    _textLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// Called before the cell is handed out again; the default clears the selection (UIKit
  /// resets "attributes of the cell that are not related to content"). Overrides call
  /// `super.prepareForReuse()`.
  open func prepareForReuse() {
    isSelected = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    _textLabel?.frame = CGRect(
      x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
  }
}
