import Foundation

// UIKit's appearance proxies (`UIAppearance`'s `appearance()`) and the layout direction of a
// semantic content attribute, headless (Docs/Semantics/UIKit.md §61).

/// How a view's content relates to the layout direction (UIKit's
/// `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// The coder that marks a view made as an appearance proxy (ScreenLab's; nothing is decoded).
final class AppearanceProxyCoder: NSCoder {}

/// The appearance proxies of a runtime, one per class (ScreenLab's).
@MainActor
final class AppearanceProxies {
  var proxies: [ObjectIdentifier: UIView] = [:]

  static func of(_ runtime: Runtime) -> AppearanceProxies {
    runtime.component(AppearanceProxies.self) { _ in AppearanceProxies() }
  }
}

extension UIView {
  /// The appearance proxy of this class (UIKit's `UIAppearance.appearance()`): one view per
  /// class and runtime, made with a zero frame through `init?(coder:)` and never shown. What
  /// is set on it is kept on it; ScreenLab does not yet apply it to the class's views as they
  /// enter a window (§61).
  ///
  /// - Precondition: the class's `init?(coder:)` passes its coder on to its superclass's, as
  ///   UIKit's classes do (a subclass whose `init?(coder:)` traps or returns nil has no proxy).
  public static func appearance() -> Self {
    let proxies = AppearanceProxies.of(Runtime.current)
    if let proxy = proxies.proxies[ObjectIdentifier(self)] as? Self { return proxy }
    guard let proxy = Self(coder: AppearanceProxyCoder()) else {
      preconditionFailure(
        "UIAppearance: \(Self.self).appearance(): its init?(coder:) returned nil, so ScreenLab "
          + "cannot make its appearance proxy")
    }
    proxies.proxies[ObjectIdentifier(self)] = proxy
    return proxy
  }

  /// The appearance proxy for views of this class inside `containerTypes` (UIKit's
  /// `appearance(whenContainedInInstancesOf:)`): the class's one proxy (§61).
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self {
    appearance()
  }

  /// The layout direction of content with `attribute` (UIKit's
  /// `userInterfaceLayoutDirection(for:)`): right to left for `.forceRightToLeft`, else left
  /// to right (ScreenLab lays out left to right, §47).
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// How the view's content relates to the layout direction (kept; `.unspecified` by default).
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { _semanticContentAttribute }
    set { _semanticContentAttribute = newValue }
  }
}
