// A web view's configuration: preferences, the user content controller with its scripts and
// message handlers (Docs/Semantics/OtherFrameworks.md OF-15.3). Kept, never used: no page runs.
import Foundation
import HeadlessUIKit
import Runtime

/// The media types that wait for the user before playing: WebKit's `WKAudiovisualMediaTypes`.
@available(iOS 10.0, *)
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
  public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
  public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// A web view's preferences: WebKit's `WKPreferences`.
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class WKPreferences: NSObject {
  open var minimumFontSize: CGFloat = 0
  open var javaScriptCanOpenWindowsAutomatically = false
  @available(
    iOS, introduced: 8.0, deprecated: 14.0,
    message: "Use WKWebpagePreferences.allowsContentJavaScript"
  )
  open var javaScriptEnabled = true
  public override init() {}
}

/// When a user script runs: WebKit's `WKUserScriptInjectionTime`.
@available(iOS 8.0, *)
public enum WKUserScriptInjectionTime: Int, Sendable {
  case atDocumentStart = 0
  case atDocumentEnd = 1
}

/// A script a web view injects into its pages: WebKit's `WKUserScript` (never run headless).
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class WKUserScript: NSObject {
  open var source: String { scriptSource }
  open var injectionTime: WKUserScriptInjectionTime { time }
  open var isForMainFrameOnly: Bool { mainFrameOnly }
  private let scriptSource: String
  private let time: WKUserScriptInjectionTime
  private let mainFrameOnly: Bool

  public init(
    source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool
  ) {
    scriptSource = source
    time = injectionTime
    mainFrameOnly = forMainFrameOnly
  }
}

/// A message a page's script posts to the app: WebKit's `WKScriptMessage` (never posted
/// headless).
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
  open var body: Any { "" }
  open var name: String { "" }
  open var webView: WKWebView? { nil }
}

/// What receives a page's script messages: WebKit's `WKScriptMessageHandler`.
@available(iOS 8.0, *)
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts and message handlers of a web view's pages: WebKit's
/// `WKUserContentController`. It keeps what it is given; no page runs them headless.
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
  /// The scripts, in the order added.
  open private(set) var userScripts: [WKUserScript] = []
  /// The message handlers by name (kept strongly, as WebKit does).
  private var handlers: [String: any WKScriptMessageHandler] = [:]

  public override init() {}

  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  open func removeAllUserScripts() { userScripts.removeAll() }

  /// Registers `scriptMessageHandler` for the messages named `name`.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    handlers[name] = scriptMessageHandler
  }

  open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }

  @available(iOS 14.0, *)
  open func removeAllScriptMessageHandlers() { handlers.removeAll() }

  /// The names handlers are registered for, sorted (a headless addition, for tests).
  public var scriptMessageHandlerNames: [String] { handlers.keys.sorted() }
}

/// How a web view is set up: WebKit's `WKWebViewConfiguration`. A web view keeps a copy.
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject, @preconcurrency NSCopying {
  open var userContentController = WKUserContentController()
  open var preferences = WKPreferences()
  open var allowsInlineMediaPlayback = false
  open var allowsAirPlayForMediaPlayback = true
  open var allowsPictureInPictureMediaPlayback = true
  open var applicationNameForUserAgent: String?
  open var suppressesIncrementalRendering = false
  @available(iOS 10.0, *)
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes {
    get { mediaTypes }
    set { mediaTypes = newValue }
  }
  private var mediaTypes: WKAudiovisualMediaTypes = .all

  public override init() {}

  /// A configuration with the same settings, sharing the user content controller and the
  /// preferences (their objects are not copied).
  open func copy(with zone: NSZone? = nil) -> Any {
    carrySettings(
      \.userContentController, \.preferences, \.allowsInlineMediaPlayback,
      \.allowsAirPlayForMediaPlayback, \.allowsPictureInPictureMediaPlayback,
      \.applicationNameForUserAgent, \.suppressesIncrementalRendering, \.mediaTypes,
      from: self, to: WKWebViewConfiguration())
  }
}
