import Runtime

// The look of navigation bars, tab bars and toolbars (UIKit's `UIBarStyle`, the
// `UIBarAppearance` family, `UITabBarItem`), kept for code that configures its bars
// (Docs/Semantics/UIKit.md §63). ScreenLab does not draw bars.

/// The look of a bar before iOS 13's appearances (UIKit's `UIBarStyle`). The SDK gives
/// `blackOpaque` the raw value of `black` (1) and `blackTranslucent` 2, so `blackOpaque` is
/// an alias of `black`, not a case of its own (Docs/Semantics/UIKit.md §63).
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message: "Use UIBarStyleBlack and set the translucent property to YES instead."
  )
  case blackTranslucent = 2

  /// The same style as ``black`` (raw value 1).
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIBarStyleBlack instead.")
  public static var blackOpaque: UIBarStyle { .black }
}

/// The background and shadow of a bar (UIKit's `UIBarAppearance`). A new appearance has the
/// default background, as after ``configureWithDefaultBackground()``.
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The blur behind the bar's background colour.
  open var backgroundEffect: UIBlurEffect?
  /// The colour of the bar's background.
  open var backgroundColor: UIColor?
  /// An image drawn over the background colour.
  open var backgroundImage: UIImage?
  /// The colour of the line under (or over) the bar; nil for no line.
  open var shadowColor: UIColor?
  /// An image for the shadow line.
  open var shadowImage: UIImage?

  /// An appearance with the default background.
  public required init() {
    configureWithDefaultBackground()
  }

  /// An appearance with `barAppearance`'s background and shadow.
  public required init(barAppearance: UIBarAppearance) {
    copyBackground(from: barAppearance)
  }

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) { return nil }

  /// The translucent default: a system chrome blur and a shadow line.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// An opaque background in the system background colour, with a shadow line.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// A transparent background and no shadow.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// A copy of the appearance (UIKit's `copy()`).
  open func copy() -> Self {
    Self(barAppearance: self)
  }

  func copyBackground(from other: UIBarAppearance) {
    carrySettings(
      \.backgroundEffect, \.backgroundColor, \.backgroundImage, \.shadowColor, \.shadowImage,
      from: other, to: self)
  }

  /// The hairline's colour (black at 30 %, ScreenLab's reading of UIKit's separator).
  static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)
}

/// The look of one state of a bar button (UIKit's `UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved from its place.
  public var titlePositionAdjustment: UIOffset = .zero
  /// The button's background image.
  public var backgroundImage: UIImage?
  /// How far the background image is moved.
  public var backgroundImagePositionAdjustment: UIOffset = .zero
  init() {}
}

/// The look of bar buttons in each state (UIKit's `UIBarButtonItemAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
  /// The style the appearance is for.
  public private(set) var style: UIBarButtonItem.Style
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()

  /// The appearance of `.plain` buttons.
  public convenience init() { self.init(style: .plain) }

  /// The appearance of buttons of `style`.
  public init(style: UIBarButtonItem.Style) { self.style = style }

  /// Resets every state to the system's look for `style`.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    self.style = style
    for state in [normal, highlighted, disabled, focused] {
      state.titleTextAttributes = [:]
      state.titlePositionAdjustment = .zero
      state.backgroundImage = nil
      state.backgroundImagePositionAdjustment = .zero
    }
  }
}

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`).
open class UINavigationBarAppearance: UIBarAppearance {
  /// The look of plain bar buttons.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The look of done bar buttons.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  /// The look of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The title's text attributes (empty by default).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes (empty by default).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved from its place.
  open var titlePositionAdjustment: UIOffset = .zero
  /// The back button's chevron; nil for the system's.
  open private(set) var backIndicatorImage: UIImage?
  /// The mask of the back button's transition.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  public required init() { super.init() }

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UINavigationBarAppearance {
      carrySettings(
        \.titleTextAttributes, \.largeTitleTextAttributes, \.titlePositionAdjustment,
        \.backIndicatorImage, \.backIndicatorTransitionMaskImage, from: other, to: self)
    }
  }

  public required init?(coder: NSCoder) { return nil }

  /// Sets the back chevron and its transition mask together.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }
}

/// The look of one state of a tab bar item (UIKit's `UITabBarItemStateAppearance`).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved from its place.
  public var titlePositionAdjustment: UIOffset = .zero
  /// The icon's colour; nil for the system's.
  public var iconColor: UIColor?
  /// The badge's background colour; nil for the system's.
  public var badgeBackgroundColor: UIColor?
  init() {}
}

/// The look of tab bar items in each state (UIKit's `UITabBarItemAppearance`).
@preconcurrency @MainActor
open class UITabBarItemAppearance {
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init() {}
}

/// The look of a tab bar (UIKit's `UITabBarAppearance`).
open class UITabBarAppearance: UIBarAppearance {
  /// The items' look when their titles sit under their icons (iPhone portrait).
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The items' look when their titles sit beside their icons.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// The items' look in a compact inline bar.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The colour of the selection indicator; nil for none.
  open var selectionIndicatorTintColor: UIColor?

  public required init() { super.init() }
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
  }
  public required init?(coder: NSCoder) { return nil }
}

/// The look of a toolbar (UIKit's `UIToolbarAppearance`).
open class UIToolbarAppearance: UIBarAppearance {
  public required init() { super.init() }
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
  }
  public required init?(coder: NSCoder) { return nil }
}

/// An item of a tab bar (UIKit's `UITabBarItem`): a title, images, a tag and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system's tab items (UIKit's `UITabBarItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The icon while selected; the ``UIBarItem/image`` when nil.
  open var selectedImage: UIImage?
  /// The text of the badge; nil for no badge.
  open var badgeValue: String?
  /// The badge's colour; nil for the system's red.
  open var badgeColor: UIColor?
  /// The system item this is, if any.
  public private(set) var systemItem: SystemItem?
  /// The item's look; nil to use the tab bar's.
  open var standardAppearance: UITabBarAppearance?
  /// The item's look when scrolled to the edge; nil to use the tab bar's.
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// An item without title or image.
  public override init() { super.init() }

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) { return nil }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title and an image for each state.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A system item with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
