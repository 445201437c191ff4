// Swipe actions on table rows (UIKit's `UIContextualAction`, `UISwipeActionsConfiguration`),
// headless: ScreenLab models no horizontal swipe on a row, so a test performs an action with
// `UITableView.headlessPerformSwipeAction(at:trailing:index:)` (Docs/Semantics/UIKit.md §81).

/// An action shown when the user swipes a row (UIKit's `UIContextualAction`).
@preconcurrency @MainActor
open class UIContextualAction {
  /// How the action looks (UIKit's `UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }

  /// What the action does: the action, the view it was shown in and a completion that says
  /// whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  open private(set) var style: Style
  /// The action's handler.
  open private(set) var handler: Handler
  /// The button's title.
  open var title: String?
  /// The button's image.
  open var image: UIImage?
  /// The button's colour: red for a destructive action, grey otherwise, until set (§81).
  // Apple's declared type (`var backgroundColor: UIColor!`): never nil when read.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var backgroundColor: UIColor! {
    get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { _backgroundColor = newValue }
  }
  private var _backgroundColor: UIColor?

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe on a row shows (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, from the swiped edge inwards.
  open private(set) var actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (true by default).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

extension UITableView {
  /// ScreenLab's: what a swipe on the row at `indexPath` and a tap on its action `index`
  /// would do. Asks the delegate for the trailing (or leading) configuration, runs that
  /// action's handler with the row's cell (the table when the row is not on screen) and
  /// answers what the handler passed to its completion; nil when there is no such action,
  /// false while the handler has not called its completion.
  @discardableResult
  public func headlessPerformSwipeAction(at indexPath: IndexPath, trailing: Bool, index: Int = 0)
    -> Bool?
  {
    guard let tableDelegate = delegate as? any UITableViewDelegate else { return nil }
    let configuration =
      trailing
      ? tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      : tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    guard let actions = configuration?.actions, actions.indices.contains(index) else {
      return nil
    }
    let action = actions[index]
    var performed = false
    action.handler(action, cellForRow(at: indexPath) ?? self) { performed = $0 }
    cycle.runtime.record(
      .input, "UIKit: swipe action '\(action.title ?? "")' on row \(indexPath): \(performed)")
    return performed
  }
}
