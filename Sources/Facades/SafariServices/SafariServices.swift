// `import SafariServices` on a platform without Apple's framework (Linux): the in-app browser
// controller, offline (Docs/Semantics/OtherFrameworks.md §16). Apple's SafariServices brings
// UIKit, so this facade re-exports the `UIKit` facade. Declared in Package.swift only where the
// platform has no framework of this name.
@_exported import UIKit

/// A controller that shows a web page in Safari's interface (SafariServices'
/// `SFSafariViewController`). Headless nothing is loaded or drawn: the controller keeps its URL,
/// its configuration and its bar colours, and is presented and dismissed as any controller.
/// Apple raises an invalid-argument exception for a URL whose scheme is not `http` or `https`;
/// here that stops the program with the same reason (OF-16.1).
@available(iOS 9.0, *)
open class SFSafariViewController: UIViewController {
  /// How the controller's dismiss button is titled.
  @available(iOS 11.0, *)
  public enum DismissButtonStyle: Int, Sendable {
    case done = 0
    case close = 1
    case cancel = 2
  }

  /// The options a controller is made with (SafariServices' `SFSafariViewController.Configuration`).
  @available(iOS 11.0, *)
  open class Configuration: @unchecked Sendable {
    /// Whether Reader is used when the page offers it (false by default).
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the page scrolls (true by default).
    open var barCollapsingEnabled = true
    public init() {}

    func copied() -> Configuration {
      let copy = Configuration()
      copy.entersReaderIfAvailable = entersReaderIfAvailable
      copy.barCollapsingEnabled = barCollapsingEnabled
      return copy
    }
  }

  /// Told when the page loaded and when the user dismissed the controller; not retained.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The bars' background colour (nil: Safari's).
  @available(iOS 10.0, *)
  open var preferredBarTintColor: UIColor?
  /// The colour of the bars' controls (nil: Safari's).
  @available(iOS 10.0, *)
  open var preferredControlTintColor: UIColor?
  /// How the dismiss button is titled (`.done` by default).
  @available(iOS 11.0, *)
  open var dismissButtonStyle: DismissButtonStyle = .done
  /// A copy of the configuration the controller was made with.
  @available(iOS 11.0, *)
  open var configuration: Configuration { viewConfiguration.copied() }

  /// The page the controller was made to show.
  public let url: URL
  private let viewConfiguration: Configuration

  /// A controller showing `URL` with `configuration` (a copy is kept).
  @available(iOS 11.0, *)
  public init(url URL: URL, configuration: Configuration) {
    Self.checkScheme(URL)
    url = URL
    viewConfiguration = configuration.copied()
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller showing `URL` with the default configuration.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  /// A controller showing `URL`, in Reader when `entersReaderIfAvailable` and the page offers it.
  @available(iOS, introduced: 9.0, deprecated: 11.0, message: "Use init(url:configuration:)")
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  /// Not available: Apple's controller is made only with a URL.
  public required init?(coder: NSCoder) { nil }

  static func checkScheme(_ url: URL) {
    let scheme = url.scheme?.lowercased()
    if scheme != "http" && scheme != "https" {
      preconditionFailure(
        "SFSafariViewController: the specified URL has an unsupported scheme. Only HTTP and "
          + "HTTPS URLs are supported.")
    }
  }
}

/// What an `SFSafariViewController` tells its delegate (SafariServices'
/// `SFSafariViewControllerDelegate`); every method is optional.
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// The first page finished loading (never, headless: nothing is loaded).
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  /// The user tapped the dismiss button (never, headless: no one taps it).
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The first page redirected to `URL`.
  func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL
  ) {}
}
