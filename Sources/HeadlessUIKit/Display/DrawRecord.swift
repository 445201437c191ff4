/// What one `draw(_:)` of a view did: the rect it was asked to draw, the display list it
/// recorded, and the values it could read (ScreenLab's record of "what the screen shows" for
/// a drawn view).
public struct DrawRecord: Hashable, Sendable {
  /// The rect passed to `draw(_:)`: the union of the turn's requests clipped to the bounds.
  public let rect: CGRect
  /// The painting commands, in the view's bounds coordinates.
  public let displayList: DisplayList
  /// The view's stored properties when the draw started.
  public let values: DrawnValues
  /// The run-loop turn and virtual time of the draw.
  public let turn: Int
  public let time: Double
  /// 1 for the view's first draw, 2 for the second, …
  public let index: Int
  /// What the pass counted while it ran (objects created, text, images, `super.draw`). The
  /// display pass makes a record with the compiler's memberwise initializer (internal).
  let counts: DrawPassTally.Counts

  /// What the draw cost (`DrawProfile`): operations by kind, path elements, the area inside
  /// and outside ``rect``, the objects created, whether `super.draw` ran. Computed from the
  /// recording when asked, so the display pass pays only the counting.
  public var profile: DrawProfile {
    DrawProfile(rect: rect, displayList: displayList, counts: counts)
  }

  /// `x y w h` with ScreenLab's number format.
  static func text(_ rect: CGRect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map { SVGWriter.number($0) }
      .joined(separator: " ")
  }
}

/// The stored properties of a view at one moment, as text: the values a draw could depend on.
///
/// Read with `Mirror` from the view's class up to (not including) ScreenLab's own UIKit
/// classes (`frameworkClassList`, compared by type identity), so a `ProgressRingView` snapshot
/// holds `progress` but none of `UIView`'s internals. Values print as the lessons print them (`ScreenValue.text(_:)`: `40`, `0.5`,
/// `#ff0000`); optionals unwrap (`-` for nil); lazy properties use their own name.
public struct DrawnValues: Hashable, Sendable, CustomStringConvertible {
  /// One stored property.
  public struct Entry: Hashable, Sendable {
    public let name: String
    public let text: String
  }

  /// The properties, subclass first, in declaration order.
  public private(set) var entries: [Entry] = []

  /// No values.
  public init() {}

  /// A snapshot of `object`'s stored properties.
  public init(of object: AnyObject) {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if Self.frameworkClasses.contains(ObjectIdentifier(current.subjectType))
        || Self.isFacadeClass(current.subjectType)
      {
        break
      }
      for child in current.children {
        guard let label = child.label else { continue }
        entries.append(Entry(name: Self.name(label), text: Self.text(child.value)))
      }
      mirror = current.superclassMirror
    }
  }

  /// The `open` classes of this module an app's class can inherit from: a snapshot stops at the
  /// first of them. A new `open` class of the module is added here (a test compares this list
  /// with the module's `open class` declarations).
  static let frameworkClassList: [AnyClass] = [
    UIView.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self, UISwitch.self,
    UIScrollView.self, UITableView.self, UITableViewCell.self, UIStackView.self,
    UITextField.self, UIWindow.self, UIViewController.self, UIGestureRecognizer.self,
    UITapGestureRecognizer.self, UIPanGestureRecognizer.self, UILongPressGestureRecognizer.self,
    UIImage.self, UIColor.self, UIBezierPath.self, NSLayoutConstraint.self, UILayoutGuide.self,
    UIAction.self, UIViewPropertyAnimator.self, UIResponder.self, UIApplication.self,
    UIStoryboardSegue.self, UINavigationController.self, UINavigationBar.self,
    UINavigationItem.self, UIBarItem.self, UIBarButtonItem.self, UITabBarController.self,
    UITabBar.self,
    UIAlertController.self, UIAlertAction.self, UIPopoverPresentationController.self,
    UITableViewController.self, UIImagePickerController.self, UITextView.self,
    NSTextContainer.self, NSTextStorage.self, NSLayoutManager.self, UISlider.self,
    UISegmentedControl.self, UIPageControl.self,
    UIActivityIndicatorView.self, UIFeedbackGenerator.self, UIImpactFeedbackGenerator.self,
    UINotificationFeedbackGenerator.self, UISelectionFeedbackGenerator.self,
    UIPasteboard.self, UIMenuController.self, UIMenuItem.self, UIActivity.self,
    UIActivityViewController.self, UIPickerView.self, UIDatePicker.self, UIMotionEffect.self,
    UIInterpolatingMotionEffect.self, UIMotionEffectGroup.self, NSParagraphStyle.self,
    NSMutableParagraphStyle.self, UICollectionView.self, UICollectionViewLayout.self,
    UICollectionViewFlowLayout.self, UICollectionViewLayoutAttributes.self,
    UICollectionReusableView.self, UICollectionViewCell.self, UIProgressView.self,
    UIStepper.self, UIToolbar.self, UIVisualEffect.self, UIBlurEffect.self,
    UIVibrancyEffect.self, UIVisualEffectView.self, UIBarAppearance.self,
    UINavigationBarAppearance.self, UITabBarItemAppearance.self, UITabBarAppearance.self,
    UIToolbarAppearance.self, UITabBarItem.self, UIDevice.self, UITableViewHeaderFooterView.self,
    UIMenuElement.self, UIMenu.self, UIContextMenuConfiguration.self,
    UIPresentationController.self, UISheetPresentationController.self, UIRefreshControl.self,
    UISwipeGestureRecognizer.self, _TwoFingerGestureRecognizer.self,
    UIPinchGestureRecognizer.self, UIRotationGestureRecognizer.self,
    UIScreenEdgePanGestureRecognizer.self, UICollectionViewController.self,
    UIPageViewController.self, UISearchTextField.self, UISearchBar.self, UISearchController.self,
    UIPercentDrivenInteractiveTransition.self, UIBarButtonItemAppearance.self,
    UIStoryboard.self, UINib.self, UISceneSession.self, UISceneConfiguration.self,
    UIOpenURLContext.self, UIScene.self, UIScene.ConnectionOptions.self, UIWindowScene.self,
    UIContextualAction.self, UISwipeActionsConfiguration.self, UIStatusBarManager.self,
    UIDynamicItemGroup.self, UIDynamicBehavior.self, UIGravityBehavior.self, UISnapBehavior.self,
    UIPushBehavior.self, UIAttachmentBehavior.self, UIDynamicItemBehavior.self,
    UICollisionBehavior.self, UIDynamicAnimator.self, NSStringDrawingContext.self,
  ]

  /// The facade modules whose `open` classes an app's class can inherit from (`SKView`,
  /// `MKMapView`, `LPLinkView`, `WKWebView`, `NSItemProvider`): this module cannot name them, so a snapshot stops at the first
  /// class declared in one of them.
  static let facadeModules: Set<String> = [
    "SpriteKit", "MapKit", "LinkPresentation", "AVKit", "AVFoundation", "CoreImage", "Charts",
    "GameplayKit", "CoreLocation", "UIKit", "QuartzCore", "CoreData", "SwiftData",
    "HeadlessFoundation", "WebKit", "CoreML",
  ]

  /// Whether `type` is declared in one of ``facadeModules``.
  static func isFacadeClass(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: ".") else { return false }
    return facadeModules.contains(String(name[..<dot]))
  }

  /// ``frameworkClassList`` by type identity.
  static let frameworkClasses: Set<ObjectIdentifier> = Set(
    frameworkClassList.map { ObjectIdentifier($0) })

  /// The text of the property `name`, or nil when there is none.
  public subscript(name: String) -> String? {
    entries.first { $0.name == name }?.text
  }

  /// `name=text` pairs separated by spaces.
  public var description: String {
    entries.map { "\($0.name)=\($0.text)" }.joined(separator: " ")
  }

  private static let lazyPrefix = "$__lazy_storage_$_"

  private static func name(_ label: String) -> String {
    label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  private static func text(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "-" }
      return text(wrapped)
    }
    if let color = value as? UIColor { return color.description }
    return ScreenValue.text(value)
  }
}
