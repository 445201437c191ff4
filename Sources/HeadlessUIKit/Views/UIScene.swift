import Foundation

// Scenes (UIKit's `UIScene`, `UIWindowScene`, `UISceneSession`, `UISceneConfiguration` and the
// scene delegates), headless: ScreenLab launches no app, so no scene is connected by the system
// and the delegates' life-cycle methods are never called; code makes a window scene itself and
// its windows join it (Docs/Semantics/UIKit.md §80).

/// A session: the role and configuration a scene was made with (UIKit's `UISceneSession`).
@preconcurrency @MainActor
open class UISceneSession: Hashable {
  /// The kind of scene a session is for (UIKit's `UISceneSession.Role`).
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An interactive window on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display.
    @available(iOS 16.0, *)
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's scene, while one is connected.
  open internal(set) weak var scene: UIScene?
  /// The session's role.
  open var role: Role { configuration.role }
  /// The configuration the scene was made with.
  open internal(set) var configuration: UISceneConfiguration
  /// A string that stays the session's across launches (ScreenLab: a counter, per runtime).
  open internal(set) var persistentIdentifier: String
  /// Data kept with the session.
  open var userInfo: [String: Any]?

  /// ScreenLab's: a session of `configuration` (UIKit makes sessions itself).
  public init(headlessConfiguration configuration: UISceneConfiguration, identifier: String) {
    self.configuration = configuration
    persistentIdentifier = identifier
  }

  nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The name, role and classes of a scene to make (UIKit's `UISceneConfiguration`).
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name (the key of the app's scene manifest).
  open private(set) var name: String?
  /// The role of the sessions made with it.
  open private(set) var role: UISceneSession.Role
  /// The class of the scene to make (nil: `UIWindowScene` for a window role).
  open var sceneClass: AnyClass?
  /// The class of the scene's delegate.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial controller becomes the window's root (ScreenLab has none).
  open var storyboard: UIStoryboard?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A URL the app was asked to open, with its options (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: Hashable {
  /// The URL.
  open var url: URL
  /// ScreenLab's: a context for `url`.
  public init(headlessURL url: URL) { self.url = url }
  nonisolated public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a scene tells its delegate (UIKit's `UISceneDelegate`); every member is optional and
/// ScreenLab, which connects no scene, calls none of them.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): it keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window (optional: a delegate that keeps none answers nil).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// One instance of the app's interface (UIKit's `UIScene`).
open class UIScene: UIResponder {
  /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): empty headless.
  @preconcurrency @MainActor
  open class ConnectionOptions {
    /// The URLs the scene was opened with: none headless.
    open internal(set) var urlContexts: Set<UIOpenURLContext> = []
    /// The bundle identifier of the app that asked for the scene: nil.
    open internal(set) var sourceApplication: String?

    /// ScreenLab's: options without URLs, as a scene made by code has.
    public init(headless: Void = ()) {}
  }

  /// The scene's session.
  public let session: UISceneSession
  /// The scene's delegate (kept strongly, as UIKit keeps it).
  open var delegate: (any UISceneDelegate)?
  /// The scene's title (nil by default).
  open var title: String?
  /// `.foregroundActive`: a scene ScreenLab knows is the one on screen.
  open var activationState: ActivationState { .foregroundActive }

  /// A scene for `session` (the session's scene becomes this one).
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
    SceneRegistry.of(DisplayCycle.current).scenes.append(self)
  }
}

/// A scene that shows windows on the screen (UIKit's `UIWindowScene`): its windows are those
/// made with ``UIWindow/init(windowScene:)`` or given it as their scene.
open class UIWindowScene: UIScene {
  /// The screen the scene is on: ScreenLab's one screen.
  open var screen: UIScreen { .main }
  /// `.portrait`: ScreenLab's screen never rotates.
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The scene's traits: the screen's.
  open var traitCollection: UITraitCollection { screen.traitCollection }
  /// The scene's windows, in the order they joined it.
  open var windows: [UIWindow] { members.compactMap(\.window) }
  /// The key window among ``windows``.
  @available(iOS 15.0, *)
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  struct Member {
    weak var window: UIWindow?
  }
  var members: [Member] = []
}

extension UIWindow {
  /// A window in `windowScene`, the size of the scene's screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// The scene the window is in; setting it moves the window to that scene.
  public var windowScene: UIWindowScene? {
    get { SceneRegistry.of(cycle).scene(of: self) }
    set {
      let registry = SceneRegistry.of(cycle)
      if let old = registry.scene(of: self) {
        old.members.removeAll { $0.window === self || $0.window == nil }
      }
      newValue?.members.append(UIWindowScene.Member(window: self))
    }
  }
}

extension UIApplication {
  /// The scenes made in this runtime (ScreenLab connects none by itself).
  public var connectedScenes: Set<UIScene> { Set(SceneRegistry.of(DisplayCycle.current).scenes) }
  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  /// Whether the app shows more than one scene at once: false (one screen).
  public var supportsMultipleScenes: Bool { false }
  /// The orientation of the app's interface, as its window scene's: portrait (§106).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message: "Use the interfaceOrientation property of the window scene instead."
  )
  public var statusBarOrientation: UIInterfaceOrientation { .portrait }
}

/// The scenes of one runtime.
@MainActor
final class SceneRegistry {
  var scenes: [UIScene] = []

  static func of(_ cycle: DisplayCycle) -> SceneRegistry {
    cycle.runtime.component(SceneRegistry.self) { _ in SceneRegistry() }
  }

  func scene(of window: UIWindow) -> UIWindowScene? {
    scenes.lazy.compactMap { $0 as? UIWindowScene }.first {
      $0.members.contains { $0.window === window }
    }
  }
}
