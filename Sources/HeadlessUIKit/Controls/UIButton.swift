/// A control with a title and an image (UIKit's `UIButton`).
///
/// Two styles, as in UIKit: per-state titles, colours and images (``setTitle(_:for:)``,
/// looked up for the current ``UIControl/state`` and falling back to `.normal`), or a
/// ``Configuration`` (iOS 15). A touch lifted inside sends `.touchUpInside` and then
/// `.primaryActionTriggered` (the primary action of ``init(type:primaryAction:)``).
///
/// State changes (`isEnabled`, `isSelected`, `isHighlighted`) and
/// ``setNeedsUpdateConfiguration()`` request ``updateConfiguration()``, which runs in the
/// button's next layout, before its subviews are placed; UIKit defers it the same way
/// ("the system calls this method ... before the next layout pass"). A button draws nothing
/// itself: its ``titleLabel`` draws the title.
open class UIButton: UIControl {
  /// Whether the image scales for the accessibility text sizes (false by default; §108).
  open var adjustsImageSizeForAccessibilityContentSizeCategory = false

  /// The kind of button (UIKit's `UIButton.ButtonType`).
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    public static let roundedRect = ButtonType.system
    public static let plain = ButtonType.system
  }

  public let buttonType: ButtonType
  private var titles = PerStateValues<String>()
  private var titleColors = PerStateValues<UIColor>()
  private var titleShadowColors = PerStateValues<UIColor>()
  private var images = PerStateValues<UIImage>()
  private var backgroundImages = PerStateValues<UIImage>()
  private var _titleLabel: UILabel?
  private var _imageView: UIImageView?
  private var needsConfigurationUpdate = false
  /// Calls of ``updateConfiguration()`` (for measurements).
  public private(set) var configurationUpdates = 0

  /// The padding around the title and image of a button without a configuration
  /// (deprecated in UIKit, still common).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var titleEdgeInsets: UIEdgeInsets = .zero
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// Whether ``updateConfiguration()`` runs on state changes (true by default).
  open var automaticallyUpdatesConfiguration = true
  /// Called after ``updateConfiguration()`` with the button.
  open var configurationUpdateHandler: ((UIButton) -> Void)?

  /// The configuration; setting it applies it (title, image, colours) and requests layout.
  /// The menu the button shows: on a tap when `showsMenuAsPrimaryAction` is true, the
  /// primary action is then not sent (§67); on a long press otherwise (not modelled).
  open var menu: UIMenu? {
    didSet { isContextMenuInteractionEnabled = menu != nil }
  }
  /// Whether choosing an action of the menu selects it as the button's value (kept).
  open var changesSelectionAsPrimaryAction = false

  open var configuration: Configuration? {
    didSet { configurationDidChange() }
  }

  // Called from the initializers too: Swift runs no observers there.
  private func configurationDidChange() {
    applyConfiguration()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// A button of `buttonType` (a system button takes the tint colour for its title).
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  /// A button of `buttonType` whose primary action is `primaryAction`; the action's title
  /// and image become the button's.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// A system button with `configuration` and `primaryAction`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    self.configuration = configuration
    configurationDidChange()
  }

  /// A system button (UIKit's `UIButton.systemButton(with:target:action:)` without a
  /// selector: the action is a ``UIAction``).
  public class func systemButton(with image: UIImage, primaryAction: UIAction?) -> UIButton {
    let button = UIButton(type: .system, primaryAction: primaryAction)
    button.setImage(image, for: .normal)
    return button
  }

  // MARK: Per-state content

  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateContent()
  }

  open func title(for state: State) -> String? { titles.shown(in: state) }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
    updateContent()
  }

  open func titleColor(for state: State) -> UIColor? {
    titleColors.shown(in: state) ?? defaultTitleColor
  }

  /// Sets the colour of the title's shadow for `state`; the title label takes it with a title
  /// (Docs/Semantics/UIKit.md §36).
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    titleShadowColors[state] = color
    updateContent()
  }

  /// The title's shadow colour for `state`, else the normal state's; nil when none was set.
  open func titleShadowColor(for state: State) -> UIColor? {
    titleShadowColors.shown(in: state)
  }

  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    updateContent()
  }

  open func image(for state: State) -> UIImage? { images.shown(in: state) }

  /// Sets the background image for `state` (kept; not drawn, and it does not size the
  /// button: Docs/Semantics/UIKit.md §79).
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state] = image
  }

  /// The background image for `state`, else the normal state's; nil when none was set.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages.shown(in: state)
  }

  /// The background image for the current state.
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  public var currentTitle: String? { title(for: state) }
  public var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
  public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
  public var currentImage: UIImage? { image(for: state) }

  /// The label that shows the title (created on first use, as in UIKit).
  open var titleLabel: UILabel? {
    if let label = _titleLabel { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: buttonType == .system ? 15 : 17)
    _titleLabel = label
    addSubview(label)
    return label
  }

  /// The view that shows the image (created on first use).
  open var imageView: UIImageView? {
    if let view = _imageView { return view }
    let view = UIImageView()
    _imageView = view
    addSubview(view)
    return view
  }

  // MARK: Configuration updates

  /// Asks for ``updateConfiguration()`` in the button's next layout.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates ``configuration`` for the current state; the default does nothing (overrides
  /// call `super` or not, as in UIKit).
  open func updateConfiguration() {}

  /// The title, image and padding's size.
  open override var intrinsicContentSize: CGSize {
    let insets: UIEdgeInsets
    if let configuration {
      let c = configuration.contentInsets
      insets = UIEdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing)
    } else {
      insets = contentEdgeInsets
    }
    let title = _titleLabel?.intrinsicContentSize ?? .zero
    let image = (configuration?.image ?? currentImage)?.size ?? .zero
    let padding = title.width > 0 && image.width > 0 ? (configuration?.imagePadding ?? 0) : 0
    let vertical = configuration?.imagePlacement == .top || configuration?.imagePlacement == .bottom
    let content =
      vertical
      ? CGSize(width: max(title.width, image.width), height: title.height + padding + image.height)
      : CGSize(width: title.width + padding + image.width, height: max(title.height, image.height))
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// The size of the content (``intrinsicContentSize``); a button with neither title nor image
  /// (and no configuration) fits 30 × 34, as measured on iOS (Docs/Semantics/UIKit.md §36).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let content = intrinsicContentSize
    if configuration == nil, currentImage == nil, (currentTitle ?? "").isEmpty,
      content
        == CGSize(
          width: contentEdgeInsets.left + contentEdgeInsets.right,
          height: contentEdgeInsets.top + contentEdgeInsets.bottom)
    {
      return CGSize(width: 30, height: 34)
    }
    return content
  }

  open override func layoutSubviews() {
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      configurationUpdates += 1
      updateConfiguration()
      configurationUpdateHandler?(self)
    }
    super.layoutSubviews()
    if let configuration {
      layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
    }
    let contentSize = intrinsicContentSize
    let image = _imageView?.image
    let imageSize = image?.size ?? .zero
    let titleSize = _titleLabel?.intrinsicContentSize ?? .zero
    let padding =
      titleSize.width > 0 && imageSize.width > 0 ? (configuration?.imagePadding ?? 0) : 0
    let insets =
      configuration.map {
        UIEdgeInsets(
          top: $0.contentInsets.top, left: $0.contentInsets.leading,
          bottom: $0.contentInsets.bottom,
          right: $0.contentInsets.trailing)
      } ?? contentEdgeInsets
    let inner = CGSize(
      width: contentSize.width - insets.left - insets.right,
      height: contentSize.height - insets.top - insets.bottom)
    // The content alignment places the content (§36): left/leading against the left inset,
    // right/trailing against the right one, top and bottom likewise; centred otherwise.
    var x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading: x = insets.left
    case .right, .trailing: x = bounds.width - insets.right - inner.width
    default: x = (bounds.width - inner.width) / 2
    }
    func y(_ height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top: return insets.top
      case .bottom: return bounds.height - insets.bottom - height
      default: return (bounds.height - height) / 2
      }
    }
    let trailingImage = configuration?.imagePlacement == .trailing
    if image != nil, !trailingImage {
      _imageView?.frame = CGRect(
        x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
      x += imageSize.width + padding
    }
    _titleLabel?.frame = CGRect(
      x: x, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
    x += titleSize.width + padding
    if image != nil, trailingImage {
      _imageView?.frame = CGRect(
        x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
    }
  }

  // MARK: Internals

  override func stateDidChange() {
    updateContent()
    if configuration != nil || configurationUpdateHandler != nil,
      automaticallyUpdatesConfiguration
    {
      setNeedsUpdateConfiguration()
    }
  }

  override func touchUpInsideDidSend(_ event: UIEvent?) {
    if showsMenuAsPrimaryAction, let menu {
      cycle.runtime.record(.input, "UIKit: \(type(of: self)) shows its menu \"\(menu.title)\"")
      headlessShownMenus.append(menu)
      return
    }
    sendActions(for: .primaryActionTriggered, event: event)
  }

  /// The menus a tap showed (`showsMenuAsPrimaryAction`), in order. Not UIKit API.
  public internal(set) var headlessShownMenus: [UIMenu] = []

  private var defaultTitleColor: UIColor? {
    buttonType == .system ? tintColor : .white
  }

  /// Shows the per-state title, colour and image for the current state.
  private func updateContent() {
    guard configuration == nil else { return }
    let title = currentTitle
    if title != nil || _titleLabel != nil {
      titleLabel?.text = title
      titleLabel?.textColor = currentTitleColor
      titleLabel?.shadowColor = currentTitleShadowColor
      if buttonType == .system, isHighlighted {
        titleLabel?.textColor = currentTitleColor.withAlphaComponent(0.2)
      }
    }
    if currentImage != nil || _imageView != nil { imageView?.image = currentImage }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func applyConfiguration() {
    guard let configuration else { return }
    let label = titleLabel
    label?.text = configuration.title
    label?.font = configuration.titleFont
    label?.textColor = configuration.foregroundColor(tint: tintColor)
    if configuration.image != nil || _imageView != nil { imageView?.image = configuration.image }
    _imageView?.tintColor = configuration.foregroundColor(tint: tintColor)
    backgroundColor = configuration.backgroundColor(tint: tintColor)
  }
}

/// An edge of a rectangle by leading/trailing (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
  /// A button's look (UIKit's `UIButton.Configuration`, iOS 15), minimal: style, title,
  /// image, colours, corner style and insets. Values ScreenLab chose where Apple documents
  /// none: content insets 7 × 12 points, title font 17 points (15 for `.small`), corner radii
  /// small 4, medium 8, large 12 (Docs/RealCode.md, UIKit).
  public struct Configuration: Sendable {
    public enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    public enum Size: Hashable, Sendable { case mini, small, medium, large }

    public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }

    public let style: Style
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var baseBackgroundColor: UIColor?
    public var baseForegroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Whether an activity indicator replaces the image (recorded).
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    var titleFont: UIFont {
      .systemFont(ofSize: buttonSize == .small || buttonSize == .mini ? 15 : 17)
    }

    /// The title colour: the base foreground colour, else white on filled styles and the
    /// tint on the others.
    func foregroundColor(tint: UIColor) -> UIColor {
      if let baseForegroundColor { return baseForegroundColor }
      switch style {
      case .filled, .borderedProminent: return .white
      case .gray: return .label
      default: return tint
      }
    }

    /// The background: the base background colour (the tint when unset) on filled styles,
    /// that colour at 15 % on tinted ones, grey on gray and bordered, none on plain.
    func backgroundColor(tint: UIColor) -> UIColor? {
      switch style {
      case .plain, .borderless: return baseBackgroundColor
      case .filled, .borderedProminent: return baseBackgroundColor ?? tint
      case .tinted, .borderedTinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
      case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
      }
    }

    func cornerRadius(forHeight height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: return 0
      case .small: return 4
      case .dynamic, .medium: return 8
      case .large: return 12
      case .capsule: return height / 2
      }
    }
  }
}
