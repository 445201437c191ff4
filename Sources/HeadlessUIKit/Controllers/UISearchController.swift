// Search bars and search controllers (UIKit's `UISearchBar`, `UISearchController` and their
// protocols, Docs/Semantics/UIKit.md §74).

/// What a search bar tells about the user's editing (UIKit's `UISearchBarDelegate`); every
/// method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The user changed the text (not sent when code sets it).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether editing may begin (true unless implemented).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user tapped the keyboard's search button.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user chose another scope.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// The text field of a search bar (UIKit's `UISearchTextField`).
open class UISearchTextField: UITextField {}

/// A search field with an optional Cancel button and scope bar (UIKit's `UISearchBar`). The
/// user's typing goes through ``searchTextField`` (a text field, §30): each edit tells the
/// delegate `searchBar(_:textDidChange:)` and the search controller that owns the bar; code
/// that sets ``text`` tells nobody (§74).
open class UISearchBar: UIView {
  /// The look of a search bar (UIKit's `UISearchBar.Style`).
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// The field the user types in.
  public let searchTextField = UISearchTextField()
  /// Told about the user's editing; not retained.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The text above the field.
  open var prompt: String?
  /// Whether the Cancel button shows (false by default).
  open var showsCancelButton = false
  /// The look (`.default`).
  open var searchBarStyle: Style = .default
  /// The bar's style (`.default`).
  open var barStyle: UIBarStyle = .default
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (true by default, as without a background image; kept:
  /// the bar is not drawn, §108).
  open var isTranslucent = true
  /// The titles of the scope buttons (empty by default).
  open var scopeButtonTitles: [String]?
  /// The selected scope (0 by default); setting it in code tells nobody.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows (false by default).
  open var showsScopeBar = false
  /// The text input traits of the bar (kept: there is no keyboard; §97). Autocapitalization
  /// is `.none` by default, as UIKit's search bar.
  open var autocapitalizationType: UITextAutocapitalizationType = .none
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default

  /// The view shown above the keyboard while the search bar's field is first responder: read-write here, where
  /// `UIResponder`'s is read-only (Docs/Semantics/UIKit.md §89); nil by default, and nothing is
  /// shown headless.
  open override var inputAccessoryView: UIView? {
    get { assignedInputAccessoryView }
    set { assignedInputAccessoryView = newValue }
  }
  private var assignedInputAccessoryView: UIView?
  /// The search controller that owns the bar, if any.
  weak var searchController: UISearchController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    searchTextField.returnKeyType = .search
    addSubview(searchTextField)
    searchTextField.addAction(
      UIAction { [weak self] _ in self?.userEdited() }, for: .editingChanged)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarTextDidBeginEditing(self)
        self.searchController?.searchBarDidBeginEditing()
      }, for: .editingDidBegin)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarTextDidEndEditing(self)
      }, for: .editingDidEnd)
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarSearchButtonClicked(self)
      }, for: .editingDidEndOnExit)
  }

  /// The text of the field.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The placeholder of the field.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// Shows or hides the Cancel button (`animated` is ignored).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// A bar is 56 points high (UIKit's default search bar) and as wide as it is given.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    searchTextField.frame = bounds.insetBy(dx: 8, dy: 10)
  }

  private func userEdited() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  /// Runs what a tap on the Cancel button runs: tells the delegate, and a search controller
  /// that owns the bar becomes inactive. Not UIKit API.
  public func headlessTapCancel() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.isActive = false
  }
}

/// Updates the results of a search (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar's text or scope changed, or the search became active.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells about its presentation (UIKit's
/// `UISearchControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Manages a search bar and the display of its results (UIKit's `UISearchController`).
///
/// Becoming active (``isActive`` set true, or the user beginning to edit the bar's field)
/// tells the delegate `willPresent`, the updater `updateSearchResults(for:)`, then the
/// delegate `didPresent`; each edit of the field asks the updater again; becoming inactive
/// tells `willDismiss` and `didDismiss`. The results controller's view is not shown (§74).
open class UISearchController: UIViewController {
  /// The controller showing the results (nil: the results show in the searched view).
  public let searchResultsController: UIViewController?
  /// Asked to update the results; not retained.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Told about the presentation; not retained.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the searched content is dimmed while searching (true by default).
  open var obscuresBackgroundDuringPresentation = true
  /// The older name of ``obscuresBackgroundDuringPresentation``, the same value (§106).
  @available(iOS, introduced: 9.1, deprecated: 12.0)
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (true by default).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows while searching (true by default).
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while searching (true by default).
  open var automaticallyShowsScopeBar = true
  private var _searchBar: UISearchBar?
  private var _isActive = false

  /// A search controller showing its results in `searchResultsController`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller showing the results in the searched view.
  public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// Returns nil: ScreenLab has no storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The search bar, made on first use.
  open var searchBar: UISearchBar {
    if let bar = _searchBar { return bar }
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 56))
    bar.searchController = self
    _searchBar = bar
    return bar
  }

  /// Whether the search interface is shown (see the type's documentation).
  open var isActive: Bool {
    get { _isActive }
    set {
      guard newValue != _isActive else { return }
      _isActive = newValue
      if newValue {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        delegate?.didDismissSearchController(self)
      }
    }
  }

  func searchBarDidBeginEditing() { isActive = true }

  func searchTextDidChange() {
    if !isActive {
      isActive = true
    } else {
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }
}
