// UIKit's deprecated web view (`UIWebView`, `UIWebViewDelegate`), offline: it renders no page
// and loads nothing from a network; local content loads, remote content fails as on a device
// without a network (Docs/Semantics/UIKit.md §86). Declared in the UIKit facade because its API
// takes Foundation's `URLRequest`, which `HeadlessFoundation` provides.
import Foundation
import HeadlessFoundation
import HeadlessUIKit
import Runtime

/// The kinds of data a view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// What a web view tells its delegate; every method is optional (`@objc optional` in UIKit,
/// empty default implementations here).
public protocol UIWebViewDelegate: AnyObject {
  @available(iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported.")
  func webView(
    _ webView: UIWebView, shouldStartLoadWith request: URLRequest,
    navigationType: UIWebView.NavigationType
  ) -> Bool
  @available(iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported.")
  func webViewDidStartLoad(_ webView: UIWebView)
  @available(iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported.")
  func webViewDidFinishLoad(_ webView: UIWebView)
  @available(iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported.")
  func webView(_ webView: UIWebView, didFailLoadWithError error: any Error)
}

extension UIWebViewDelegate {
  public func webView(
    _ webView: UIWebView, shouldStartLoadWith request: URLRequest,
    navigationType: UIWebView.NavigationType
  ) -> Bool { true }
  public func webViewDidStartLoad(_ webView: UIWebView) {}
  public func webViewDidFinishLoad(_ webView: UIWebView) {}
  public func webView(_ webView: UIWebView, didFailLoadWithError error: any Error) {}
}

/// A view of web content (UIKit's `UIWebView`, deprecated in iOS 12), offline (§86): a load asks
/// the delegate first, then in later turns of the view's runtime tells it the load started and
/// finished — HTML, data and existing local files load — or failed: a remote URL with
/// `NSURLErrorNotConnectedToInternet`. No page is rendered and no script runs.
@available(
  iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported; please adopt WKWebView."
)
open class UIWebView: UIView {
  /// Why a load starts.
  public enum NavigationType: Int, Sendable {
    case linkClicked = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = 5
  }

  /// How content is split into pages.
  public enum PaginationMode: Int, Sendable {
    case unpaginated = 0
    case leftToRight = 1
    case topToBottom = 2
    case bottomToTop = 3
    case rightToLeft = 4
  }

  /// Whether CSS column or page breaks split pages.
  public enum PaginationBreakingMode: Int, Sendable {
    case page = 0
    case column = 1
  }

  /// Told of loads; not retained (UIKit's is `assign`).
  open weak var delegate: (any UIWebViewDelegate)?
  /// The scroll view that holds the content.
  public let scrollView = UIScrollView()
  /// The request of the page shown or loading; nil before any.
  open private(set) var request: URLRequest?
  /// Whether a load has started and not ended.
  open private(set) var isLoading = false
  open var scalesPageToFit = false
  open var dataDetectorTypes: UIDataDetectorTypes = .phoneNumber
  open var allowsInlineMediaPlayback = false
  open var mediaPlaybackRequiresUserAction = true
  open var mediaPlaybackAllowsAirPlay = true
  open var suppressesIncrementalRendering = false
  open var keyboardDisplayRequiresUserAction = true
  open var paginationMode: UIWebView.PaginationMode = .unpaginated
  open var paginationBreakingMode: UIWebView.PaginationBreakingMode = .page
  open var pageLength: CGFloat = 0
  open var gapBetweenPages: CGFloat = 0
  /// The number of pages: 0, as no content is laid out.
  open var pageCount: Int { 0 }
  open var allowsPictureInPictureMediaPlayback = false
  open var allowsLinkPreview = false

  /// The pages loaded and the one shown; a stopped or superseded load does not report.
  private var loads = WebLoads()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    scrollView.frame = bounds
    addSubview(scrollView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(scrollView)
  }

  /// Loads `request`: remote URLs fail offline; a `file` URL loads when the file exists.
  open func loadRequest(_ request: URLRequest) { load(request, as: .other, addingToHistory: true) }

  /// Loads `string` as HTML, relative to `baseURL`.
  open func loadHTMLString(_ string: String, baseURL: URL?) {
    load(URLRequest(url: baseURL ?? Self.blank), as: .other, addingToHistory: true)
  }

  /// Loads `data` of `MIMEType`, relative to `baseURL`.
  open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
    load(URLRequest(url: baseURL), as: .other, addingToHistory: true, local: true)
  }

  /// Loads the page shown again.
  open func reload() {
    guard let page = loads.shown else { return }
    load(page, as: .reload, addingToHistory: false)
  }

  /// Stops the load in progress: the delegate is told it failed with `NSURLErrorCancelled`.
  open func stopLoading() {
    guard isLoading else { return }
    loads.stop()
    isLoading = false
    delegate?.webView(
      self, didFailLoadWithError: OfflineLoading.error(NSURLErrorCancelled, request?.url))
  }

  open var canGoBack: Bool { loads.canGoBack }
  open var canGoForward: Bool { loads.canGoForward }

  open func goBack() {
    guard let page = loads.goBack() else { return }
    load(page, as: .backForward, addingToHistory: false)
  }

  open func goForward() {
    guard let page = loads.goForward() else { return }
    load(page, as: .backForward, addingToHistory: false)
  }

  /// Runs no script: the result is an empty string, what UIKit answers for a script whose
  /// value is undefined.
  open func stringByEvaluatingJavaScript(from script: String) -> String? { "" }

  private func load(
    _ request: URLRequest, as navigation: NavigationType, addingToHistory: Bool,
    local: Bool = false
  ) {
    if let delegate,
      !delegate.webView(self, shouldStartLoadWith: request, navigationType: navigation)
    {
      return
    }
    let (load, failure) = loads.begin(request, addingToHistory: addingToHistory, local: local)
    self.request = request
    isLoading = true
    let runtime = layer.runtime
    runtime.enqueueOnMainQueue { [weak self] in
      guard let self, loads.isCurrent(load) else { return }
      delegate?.webViewDidStartLoad(self)
      runtime.enqueueOnMainQueue { [weak self] in
        guard let self, loads.isCurrent(load) else { return }
        isLoading = false
        if let failure {
          delegate?.webView(self, didFailLoadWithError: failure)
        } else {
          delegate?.webViewDidFinishLoad(self)
        }
      }
    }
  }

  /// The empty page's URL, which HTML without a base URL is loaded at.
  private static let blank = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")
}
