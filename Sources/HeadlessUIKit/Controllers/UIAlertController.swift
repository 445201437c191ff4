// Alerts and action sheets (UIKit's `UIAlertController`, `UIAlertAction`) and the popover
// settings of a presentation, headless (Docs/Semantics/UIKit.md §43).

/// A button of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction {
  /// How the button looks and where it goes (UIKit's `UIAlertAction.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be chosen (true by default).
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// A button titled `title`; `handler` runs when it is chosen, after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// An alert or an action sheet (UIKit's `UIAlertController`): presented with
/// `present(_:animated:completion:)`, it shows its title, message, text fields and one button
/// per action; choosing a button dismisses it, then runs the action's handler
/// (Docs/Semantics/UIKit.md §43).
open class UIAlertController: UIViewController {
  /// Alert or action sheet (UIKit's `UIAlertController.Style`).
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The text under the title.
  open var message: String?
  /// Alert or action sheet.
  public private(set) var preferredStyle: Style = .alert
  private var _actions: [UIAlertAction] = []
  private var _textFields: [UITextField] = []
  /// The action the return key chooses (must be one of ``actions``).
  open var preferredAction: UIAlertAction?

  /// An alert or action sheet with `title` and `message`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
  }

  /// The actions, in the order they were added.
  public var actions: [UIAlertAction] { _actions }
  /// The text fields (alerts only), or nil when there are none.
  public var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

  /// Adds a button. A second `.cancel` action is refused with a diagnostic (UIKit raises an
  /// exception there).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
      DisplayCycle.current.runtime.record(
        .diagnostic,
        "UIAlertController.addAction: an alert can have only one action of style .cancel; "
          + "\"\(action.title ?? "")\" is not added")
      return
    }
    _actions.append(action)
    if isViewLoaded { rebuild() }
  }

  /// Adds a text field (alerts only; an action sheet refuses it with a diagnostic, where
  /// UIKit raises an exception), configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      DisplayCycle.current.runtime.record(
        .diagnostic,
        "UIAlertController.addTextField: text fields can only be added to an alert, not an "
          + "action sheet; it is not added")
      return
    }
    let field = UITextField()
    _textFields.append(field)
    configurationHandler?(field)
    if isViewLoaded { rebuild() }
  }

  open override func loadView() {
    view = UIView()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    rebuild()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutCard()
  }

  /// The buttons in the order shown: the actions in order, the cancel action last.
  var shownActions: [UIAlertAction] {
    _actions.filter { $0.style != .cancel } + _actions.filter { $0.style == .cancel }
  }

  private var card = UIView()
  private var rows: [UIView] = []

  private func rebuild() {
    card.removeFromSuperview()
    card = UIView()
    card.backgroundColor = .systemBackground
    rows = []
    if let title {
      let label = UILabel()
      label.text = title
      label.font = .boldSystemFont(ofSize: 17)
      label.textAlignment = .center
      rows.append(label)
    }
    if let message {
      let label = UILabel()
      label.text = message
      label.font = .systemFont(ofSize: 13)
      label.textAlignment = .center
      label.numberOfLines = 0
      rows.append(label)
    }
    rows += _textFields as [UIView]
    for action in shownActions {
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.isEnabled = action.isEnabled
      button.addAction(
        UIAction { [weak self, weak action] _ in
          guard let self, let action else { return }
          self.headlessChoose(action)
        }, for: .touchUpInside)
      rows.append(button)
    }
    for row in rows { card.addSubview(row) }
    view.addSubview(card)
    view.setNeedsLayout()
  }

  /// Rows of 44 points, 270 wide, centred for an alert and at the bottom for a sheet.
  private func layoutCard() {
    let width = min(270, view.bounds.width)
    let height = CGFloat(rows.count) * 44
    let x = (view.bounds.width - width) / 2
    let y =
      preferredStyle == .alert
      ? (view.bounds.height - height) / 2 : max(0, view.bounds.height - height - 8)
    card.frame = CGRect(x: x, y: y, width: width, height: height)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: width, height: 44)
    }
  }

  /// Chooses `action` as a tap on its button does: nothing when it is disabled or not one of
  /// ``actions``; otherwise the alert is dismissed, then the action's handler runs. Returns
  /// whether it was chosen. Not UIKit API.
  @discardableResult
  public func headlessChoose(_ action: UIAlertAction) -> Bool {
    guard action.isEnabled, _actions.contains(where: { $0 === action }) else { return false }
    if presentingViewController != nil { dismissNow(completion: nil) }
    action.handler?(action)
    return true
  }

  /// Chooses the first action titled `title` (``headlessChoose(_:)``). Not UIKit API.
  @discardableResult
  public func headlessChoose(title: String) -> Bool {
    guard let action = _actions.first(where: { $0.title == title }) else { return false }
    return headlessChoose(action)
  }
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover tells its delegate (UIKit's `UIPopoverPresentationControllerDelegate`, which
/// refines the adaptive presentation delegate); every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// Whether a tap outside dismisses the popover (true unless implemented; deprecated in
  /// iOS 13 for `presentationControllerShouldDismiss(_:)`).
  @available(iOS, introduced: 8.0, deprecated: 13.0)
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// A tap outside dismissed the popover (deprecated in iOS 13).
  @available(iOS, introduced: 8.0, deprecated: 13.0)
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// Where a popover points (UIKit's `UIPopoverPresentationController`): kept, not used — the
/// headless screen is compact, where a popover shows as a sheet (§43).
@preconcurrency @MainActor
open class UIPopoverPresentationController {
  /// The view the arrow points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the arrow points at.
  open var sourceRect = CGRect.zero
  /// The bar button the arrow points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The popover's background colour.
  open var backgroundColor: UIColor?
  /// Told about the popover; not retained (`weak`, as UIKit's). No popover shows headless,
  /// so none of its methods is called (§97).
  open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
  /// The controller shown in the popover.
  public unowned let presentedViewController: UIViewController

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }
}

extension UIViewController {
  /// The popover settings of a controller whose ``modalPresentationStyle`` is `.popover`
  /// (an action sheet's is), made on first use; nil for other styles.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let popover = _popover { return popover }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    _popover = popover
    return popover
  }
}
