// The app object (UIKit's `UIApplication`) and its delegate, headless: one application per
// runtime, always active, that opens no URL (Docs/Semantics/UIKit.md §52).

/// What the application tells its delegate (UIKit's `UIApplicationDelegate`); every member
/// is optional. ScreenLab launches no app: the launch methods are never called by it.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Launching finished.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app will stop being active.
  func applicationWillResignActive(_ application: UIApplication)
  /// The configuration of a scene being connected (never asked headless: §80).
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The user discarded scenes (never told headless: §80).
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

/// The app (UIKit's `UIApplication`): ``shared`` is the current runtime's, always `.active`.
/// ``open(_:options:completionHandler:)`` opens nothing: the request is recorded and the
/// completion gets false (§52).
open class UIApplication: UIResponder {
  /// The app's state (UIKit's `UIApplication.State`).
  public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// The keys of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// The keys of ``open(_:options:completionHandler:)``'s options (UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The current runtime's application.
  open class var shared: UIApplication {
    Runtime.current.component(SharedApplication.self) { _ in SharedApplication() }.application
  }

  /// The settings URL string (`app-settings:`).
  public static let openSettingsURLString = "app-settings:"

  override init() {}

  /// The app's delegate; not retained (UIKit keeps it unretained; here a weak reference).
  open weak var delegate: (any UIApplicationDelegate)?
  /// Always `.active` headless.
  open var applicationState: State { .active }
  /// Whether the screen may not dim (kept).
  open var isIdleTimerDisabled = false
  /// The badge number (kept).
  open var applicationIconBadgeNumber = 0
  /// The URLs passed to ``open(_:options:completionHandler:)``, in order. Not UIKit API.
  public private(set) var headlessOpenedURLs: [URL] = []

  /// The visible windows of the runtime, back to front.
  open var windows: [UIWindow] { DisplayCycle.current.windows }

  /// The key window among ``windows``.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message:
      "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
  )
  open var keyWindow: UIWindow? { windows.last(where: { $0.isKeyWindow }) }

  /// Whether a URL can be opened: false headless (no other app is installed).
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Records `url` and runs `completion(false)` at the next turn: nothing is opened.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    headlessOpenedURLs.append(url)
    let cycle = DisplayCycle.current
    cycle.runtime.record(.input, "UIKit: UIApplication.open(\(url.absoluteString)): not opened")
    if let completion { cycle.scheduleCompletion { completion(false) } }
  }

  /// Sends `action` to `target`, or with a nil target to the first responder and up its
  /// chain: true when someone handled it. `resignFirstResponder` and `becomeFirstResponder`
  /// are run directly; other actions go through the selector table (§21).
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  {
    var chain: [AnyObject] = []
    if let target {
      chain = [target as AnyObject]
    } else {
      var responder = FirstResponder.current.responder
      while let current = responder {
        chain.append(current)
        responder = current.next
      }
    }
    for object in chain {
      if let responder = object as? UIResponder {
        switch action.name {
        case "resignFirstResponder":
          responder.resignFirstResponder()
          return true
        case "becomeFirstResponder":
          responder.becomeFirstResponder()
          return true
        default: break
        }
      }
      if SelectorTable.perform(action, on: object, with: [sender, event]) { return true }
    }
    return false
  }
}

/// The runtime component holding its application.
@MainActor
private final class SharedApplication {
  let application = UIApplication()
}
