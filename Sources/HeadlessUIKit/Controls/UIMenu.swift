// Menus (UIKit's `UIMenuElement`, `UIMenu`, `UIDeferredMenuElement`), what buttons and bar
// buttons show them from, and context menu configurations (Docs/Semantics/UIKit.md §67).

/// An element of a menu (UIKit's `UIMenuElement`): an action, a submenu or a deferred
/// element, with a title, a subtitle and an image.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The title shown.
  open var title: String
  /// The line under the title.
  open var subtitle: String?
  /// The image beside the title.
  open var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}

/// A menu: a title and child elements (UIKit's `UIMenu`). ``headlessChoose(title:)`` runs
/// what choosing one of its actions runs (§67).
open class UIMenu: UIMenuElement {
  /// A name that identifies a menu (UIKit's `UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How the menu shows (UIKit's `UIMenu.Options`).
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on at a time.
    @available(iOS 15.0, *)
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children are shown as a row of small elements.
    @available(iOS 17.0, *)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of the elements in a menu shown inline (UIKit's `UIMenu.ElementSize`).
  @available(iOS 16.0, *)
  public enum ElementSize: Int, Sendable {
    case small = 0
    case medium = 1
    case large = 2
    @available(iOS 17.0, *)
    case automatic = -1
  }

  /// The menu's identifier (a unique one unless given).
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The menu's elements, in order.
  public let children: [UIMenuElement]
  /// The size of the elements shown inline (`.automatic` unless given, the default of the
  /// iOS 16 initializer on iOS 17 and later, §67).
  @available(iOS 16.0, *)
  open var preferredElementSize: ElementSize {
    get { ElementSize(rawValue: _elementSize) ?? .automatic }
    set { _elementSize = newValue.rawValue }
  }
  private var _elementSize = -1

  nonisolated(unsafe) private static var nextIdentifier = 0

  /// A menu of `children` (UIKit's iOS 13 initializer).
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, subtitle: nil, image: image, identifier: identifier, options: options,
      elementSize: -1, children: children)
  }

  /// A menu of `children` with a subtitle and an element size (UIKit's iOS 16 initializer;
  /// the size defaults to `.automatic`, UIKit's default from iOS 17).
  @available(iOS 16.0, *)
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      elementSize: preferredElementSize.rawValue, children: children)
  }

  init(
    title: String, subtitle: String?, image: UIImage?, identifier: Identifier?,
    options: Options, elementSize: Int, children: [UIMenuElement]
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      UIMenu.nextIdentifier += 1
      self.identifier = Identifier("screenlab.menu.\(UIMenu.nextIdentifier)")
    }
    self.options = options
    self.children = children
    _elementSize = elementSize
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of the menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      elementSize: _elementSize, children: newChildren)
  }

  /// The actions of the menu and of its submenus, in order (deferred elements are asked for
  /// theirs, §67).
  public var headlessActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      if let menu = element as? UIMenu { return menu.headlessActions }
      if let deferred = element as? UIDeferredMenuElement {
        return UIMenu(children: deferred.loadedElements()).headlessActions
      }
      return []
    }
  }

  /// Runs the first action titled `title` as a choice in the menu does: nothing for a
  /// disabled or hidden action; true when one ran. Not UIKit API.
  @discardableResult
  public func headlessChoose(title: String) -> Bool {
    guard let action = headlessActions.first(where: { $0.title == title }),
      action.attributes.isDisjoint(with: [.disabled, .hidden])
    else { return false }
    action.handler(action)
    return true
  }
}

/// A menu element whose children are provided later (UIKit's `UIDeferredMenuElement`).
@available(iOS 14.0, *)
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
  private let cached: Bool
  private var elements: [UIMenuElement]?

  /// An element that asks `elementProvider` for its elements once, when the menu shows.
  public init(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) {
    provider = elementProvider
    cached = true
    super.init(title: "", subtitle: nil, image: nil)
  }

  private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    provider = elementProvider
    cached = false
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// An element that asks `elementProvider` every time the menu shows.
  @available(iOS 15.0, *)
  public static func uncached(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) -> UIDeferredMenuElement {
    UIDeferredMenuElement(uncached: elementProvider)
  }

  /// The elements the provider gave synchronously (empty while it has not answered).
  func loadedElements() -> [UIMenuElement] {
    if cached, let elements { return elements }
    var answer: [UIMenuElement] = []
    provider { answer = $0 }
    if cached, !answer.isEmpty { elements = answer }
    return answer
  }
}

/// What a context menu shows for an element (UIKit's `UIContextMenuConfiguration`): the
/// providers are kept and called when ScreenLab is asked for the menu (§67).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
  /// The identifier given, or a unique one made when none was (UIKit's is never nil).
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  nonisolated(unsafe) private static var nextIdentifier = 0

  /// A configuration with a preview and an action provider; every argument may be left out,
  /// as in UIKit.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      UIContextMenuConfiguration.nextIdentifier += 1
      self.identifier = NSString(
        string: "screenlab.contextMenu.\(UIContextMenuConfiguration.nextIdentifier)")
    }
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the action provider makes (given no suggested actions). Not UIKit API.
  public func headlessMenu() -> UIMenu? { actionProvider?([]) }
}

/// Makes the preview of a context menu (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Makes the menu of a context menu from the suggested actions (UIKit's
/// `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
