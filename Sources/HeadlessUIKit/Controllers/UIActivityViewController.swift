// The share sheet (UIKit's `UIActivityViewController`), headless: there are no other apps to
// share with; a test completes or cancels the share (Docs/Semantics/UIKit.md §53).

/// A service the share sheet offers (UIKit's `UIActivity`).
@preconcurrency @MainActor
open class UIActivity {
  /// The kind of a service (UIKit's `UIActivity.ActivityType`).
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  public init() {}

  /// The service's kind (nil by default).
  open var activityType: ActivityType? { nil }
  /// The title shown (nil by default).
  open var activityTitle: String? { nil }
}

/// The share sheet (UIKit's `UIActivityViewController`): presented, it shows nothing until
/// ``headlessComplete(activityType:completed:)`` (ScreenLab's) plays the user's choice, which
/// dismisses it and calls ``completionWithItemsHandler`` (§53).
open class UIActivityViewController: UIViewController {
  /// What the sheet's completion receives (UIKit's
  /// `UIActivityViewController.CompletionWithItemsHandler`).
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void

  /// The items to share.
  public let activityItems: [Any]
  /// The app's own services.
  public let applicationActivities: [UIActivity]?
  /// The services not offered.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet is dismissed, with the chosen service and whether it completed.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// A sheet sharing `activityItems`, offering `applicationActivities` too.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
  }

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Plays the user's choice: `activityType` (nil: the sheet was closed) and whether it
  /// completed. An excluded type is refused (false). The sheet is dismissed, then the
  /// completion handler runs. Not UIKit API.
  @discardableResult
  public func headlessComplete(activityType: UIActivity.ActivityType?, completed: Bool) -> Bool {
    if let activityType, excludedActivityTypes?.contains(activityType) == true { return false }
    if presentingViewController != nil { dismissNow(completion: nil) }
    completionWithItemsHandler?(activityType, completed, nil, nil)
    return true
  }
}
