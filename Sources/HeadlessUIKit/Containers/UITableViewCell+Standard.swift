// The standard parts of a table cell (accessory, selection style, the labels and image of
// its style) and section header and footer views (Docs/Semantics/UIKit.md §65).

extension UITableViewCell {
  /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// What editing a row does (UIKit's `UITableViewCell.EditingStyle`).
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// Places the image, the text label and the detail label of the cell's style in its
  /// content view (ScreenLab's reading of the four styles, §65): the image at the leading
  /// edge, square and 16 points in; `.subtitle` stacks the labels, `.value1` puts the detail
  /// at the trailing edge, `.value2` puts the text in the leading quarter.
  func layoutStandardViews() {
    let inset: CGFloat = 16
    var x = inset
    let height = bounds.height
    if let imageView = _standardImageView, imageView.image != nil {
      let side = min(max(0, height - 8), imageView.image?.size.height ?? 0)
      imageView.frame = CGRect(x: x, y: (height - side) / 2, width: side, height: side)
      x += side + 12
    }
    let width = max(0, bounds.width - x - inset)
    let text = _standardTextLabel
    let detail = _standardDetailLabel
    switch style {
    case .default:
      text?.frame = CGRect(x: x, y: 0, width: width, height: height)
    case .subtitle:
      text?.frame = CGRect(x: x, y: 0, width: width, height: height / 2)
      detail?.frame = CGRect(x: x, y: height / 2, width: width, height: height / 2)
    case .value1:
      text?.frame = CGRect(x: x, y: 0, width: width / 2, height: height)
      detail?.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: height)
      detail?.textAlignment = .right
    case .value2:
      text?.frame = CGRect(x: x, y: 0, width: width / 4, height: height)
      detail?.frame = CGRect(x: x + width / 4 + 6, y: 0, width: width * 3 / 4 - 6, height: height)
    }
  }
}

/// The header or footer of a table section (UIKit's `UITableViewHeaderFooterView`): a
/// reusable view with a content view and a text label (§65). ScreenLab's tables do not lay
/// section headers out; the class is kept for subclasses and registration.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier of the reuse queue the view goes back to.
  public let reuseIdentifier: String?
  /// The view that holds the content, as large as the view.
  public let contentView = UIView()
  private var _textLabel: UILabel?
  /// The view behind the content.
  open var backgroundView: UIView?

  /// A view for the queue `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A view of the receiver's class made through ``init(reuseIdentifier:)`` (ScreenLab's,
  /// as a cell's, §32.3).
  public required convenience init(_headlessReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title label, made on first use in the content view.
  open var textLabel: UILabel? {
    subviewMadeOnFirstUse(&_textLabel, in: contentView) { UILabel() }
  }

  /// Called before the view is handed out again.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    _textLabel?.frame = CGRect(
      x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
  }
}

extension UITableView {
  /// Registers `aClass` for the header and footer views of `identifier` (§65).
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A view from the queue `identifier` (after its `prepareForReuse()`), else a new one of the
  /// registered class; nil when nothing is registered for it.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var queue = headerFooterQueue[identifier], !queue.isEmpty {
      let view = queue.removeFirst()
      headerFooterQueue[identifier] = queue
      view.prepareForReuse()
      return view
    }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    return viewClass.init(_headlessReuseIdentifier: identifier)
  }
}
