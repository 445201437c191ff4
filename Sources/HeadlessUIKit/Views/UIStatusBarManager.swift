// The status bar's settings as a scene reports them (UIKit's `UIStatusBarManager`) and
// `UIApplication`'s older, deprecated status bar properties (Docs/Semantics/UIKit.md §82).

/// The status bar of a window scene (UIKit's `UIStatusBarManager`): its style and visibility
/// are those the scene's key window's root controller asks for (§62); ScreenLab's status bar
/// takes no room (the safe area is zero), so its frame is zero.
@preconcurrency @MainActor
open class UIStatusBarManager {
  weak var scene: UIWindowScene?

  init(scene: UIWindowScene) { self.scene = scene }

  /// The root controller of the scene's key window (else its first window's).
  private var root: UIViewController? {
    guard let windows = scene?.windows else { return nil }
    return (windows.last { $0.isKeyWindow } ?? windows.first)?.rootViewController
  }

  /// The style the root controller asks for (`.default` without one).
  open var statusBarStyle: UIStatusBarStyle {
    root?.headlessResolvedStatusBar.style ?? .default
  }
  /// Whether the root controller asks for the status bar hidden.
  open var isStatusBarHidden: Bool { root?.headlessResolvedStatusBar.hidden ?? false }
  /// The status bar's frame: zero (ScreenLab's status bar takes no room).
  open var statusBarFrame: CGRect { .zero }
}

extension UIWindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

extension UIViewController {
  /// The status bar settings the controller's chain resolves to (§62).
  var headlessResolvedStatusBar: (style: UIStatusBarStyle, hidden: Bool) {
    (
      statusBarStyleController.preferredStatusBarStyle,
      statusBarHiddenController.prefersStatusBarHidden
    )
  }
}

extension UIApplication {
  /// The key window's root controller's status bar style. Setting it does nothing: UIKit
  /// ignores it while the status bar's appearance is the controllers' (the default).
  @available(
    iOS, introduced: 2.0, deprecated: 9.0,
    message: "Use -[UIViewController preferredStatusBarStyle]"
  )
  public var statusBarStyle: UIStatusBarStyle {
    get { keyWindowRoot?.headlessResolvedStatusBar.style ?? .default }
    set {}
  }

  /// Whether the key window's root controller asks for the status bar hidden. Setting it does
  /// nothing (see ``statusBarStyle``).
  @available(
    iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]"
  )
  public var isStatusBarHidden: Bool {
    get { keyWindowRoot?.headlessResolvedStatusBar.hidden ?? false }
    set {}
  }

  /// The status bar's frame: zero (ScreenLab's status bar takes no room).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message: "Use the statusBarManager property of the window scene instead."
  )
  public var statusBarFrame: CGRect { .zero }

  private var keyWindowRoot: UIViewController? {
    (windows.last { $0.isKeyWindow } ?? windows.first)?.rootViewController
  }
}
