// WebKit's web view, offline (Docs/Semantics/OtherFrameworks.md OF-15.1, OF-15.2).
import Foundation
import HeadlessFoundation
import HeadlessUIKit
import Runtime

/// A view of web content: WebKit's `WKWebView`, offline. A load returns its navigation at once;
/// in the next turn of the view's runtime the navigation delegate decides on it and hears that it
/// started, and in the turn after that it finishes — HTML, data, `about:` and `data:` URLs and
/// existing files — or fails provisionally, a remote URL with `NSURLErrorNotConnectedToInternet`.
/// No page is rendered and no script runs.
@available(iOS 8.0, *)
open class WKWebView: UIView {
  /// The view's configuration (a copy of the one it was made with).
  open var configuration: WKWebViewConfiguration { viewConfiguration }
  private let viewConfiguration: WKWebViewConfiguration
  /// Told of navigations; not retained.
  // The app assigns it, as with WebKit's web view; the framework never does.
  // screenlab:ignore SL301
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// Asked for UI; not retained.
  open weak var uiDelegate: (any WKUIDelegate)?
  /// The scroll view that holds the content.
  open var scrollView: UIScrollView { contentScrollView }
  private let contentScrollView = UIScrollView()
  /// The URL of the page shown or loading; nil before any.
  open private(set) var url: URL?
  /// The page's title: an HTML string's `<title>` once it finished loading, else nil.
  open private(set) var title: String?
  /// Whether a navigation has started and not ended.
  open private(set) var isLoading = false
  /// The fraction of the current navigation loaded: 1 once it finished, 0 before.
  open private(set) var estimatedProgress: Double = 0
  /// Whether every resource of the page came over a secure connection: no resource does.
  open var hasOnlySecureContent: Bool { false }
  open var allowsBackForwardNavigationGestures = false
  @available(iOS 9.0, *)
  open var customUserAgent: String? {
    get { userAgent }
    set { userAgent = newValue }
  }
  private var userAgent: String?
  @available(iOS 9.0, *)
  open var allowsLinkPreview: Bool {
    get { linkPreview }
    set { linkPreview = newValue }
  }
  private var linkPreview = true
  @available(iOS 16.4, *)
  open var isInspectable: Bool {
    get { inspectable }
    set { inspectable = newValue }
  }
  private var inspectable = false

  /// The pages loaded and the one shown; a stopped or superseded navigation does not report.
  private var loads = WebLoads()

  /// A web view with `configuration` (kept as a copy).
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    viewConfiguration =
      configuration.copy() as? WKWebViewConfiguration ?? WKWebViewConfiguration()
    super.init(frame: frame)
    contentScrollView.frame = bounds
    addSubview(contentScrollView)
  }

  /// A web view with the default configuration.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  public required init?(coder: NSCoder) {
    viewConfiguration = WKWebViewConfiguration()
    super.init(coder: coder)
    addSubview(contentScrollView)
  }

  /// Loads `request`: a remote URL fails offline; a `file` URL loads when the file exists.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    navigate(to: request, as: .other, addingToHistory: true)
  }

  /// Loads `string` as HTML, relative to `baseURL`; its `<title>` becomes the title.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    navigate(
      to: URLRequest(url: baseURL ?? Self.blank), as: .other, addingToHistory: true, local: true,
      title: Self.title(inHTML: string))
  }

  /// Loads `data` of `MIMEType`, relative to `baseURL`.
  @available(iOS 9.0, *)
  @discardableResult
  open func load(
    _ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL
  ) -> WKNavigation? {
    navigate(to: URLRequest(url: baseURL), as: .other, addingToHistory: true, local: true)
  }

  /// Loads the file at `URL`: it loads when it exists.
  @available(iOS 9.0, *)
  @discardableResult
  open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    navigate(to: URLRequest(url: URL), as: .other, addingToHistory: true)
  }

  /// Loads the page shown again; nil when there is none.
  @discardableResult
  open func reload() -> WKNavigation? {
    guard let page = loads.shown else { return nil }
    return navigate(to: page, as: .reload, addingToHistory: false)
  }

  /// Loads the page shown again, end to end: the same as ``reload()`` offline.
  @discardableResult
  open func reloadFromOrigin() -> WKNavigation? { reload() }

  /// Stops the navigation in progress; the delegate is not told.
  open func stopLoading() {
    guard isLoading else { return }
    loads.stop()
    isLoading = false
  }

  open var canGoBack: Bool { loads.canGoBack }
  open var canGoForward: Bool { loads.canGoForward }

  @discardableResult
  open func goBack() -> WKNavigation? {
    guard let page = loads.goBack() else { return nil }
    return navigate(to: page, as: .backForward, addingToHistory: false)
  }

  @discardableResult
  open func goForward() -> WKNavigation? {
    guard let page = loads.goForward() else { return nil }
    return navigate(to: page, as: .backForward, addingToHistory: false)
  }

  /// Runs no script: `completionHandler` gets, in a later turn, no result and the error WebKit
  /// gives for a result it cannot return (`javaScriptResultTypeIsUnsupported`).
  open func evaluateJavaScript(
    _ javaScriptString: String,
    completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
  ) {
    guard let completionHandler else { return }
    layer.runtime.enqueueOnMainQueue {
      completionHandler(nil, WKError(.javaScriptResultTypeIsUnsupported))
    }
  }

  private func navigate(
    to request: URLRequest, as type: WKNavigationType, addingToHistory: Bool,
    local: Bool = false, title pageTitle: String? = nil
  ) -> WKNavigation {
    let navigation = WKNavigation()
    let (load, failure) = loads.begin(request, addingToHistory: addingToHistory, local: local)
    url = request.url
    title = nil
    isLoading = true
    estimatedProgress = 0
    let runtime = layer.runtime
    runtime.enqueueOnMainQueue { [weak self] in
      guard let self, loads.isCurrent(load) else { return }
      let action = WKNavigationAction(request: request, type: type)
      let decide: @MainActor (WKNavigationActionPolicy) -> Void = { [weak self] policy in
        guard let self, loads.isCurrent(load) else { return }
        guard policy == .allow else {
          isLoading = false
          return
        }
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        runtime.enqueueOnMainQueue { [weak self] in
          guard let self, loads.isCurrent(load) else { return }
          isLoading = false
          if let failure {
            navigationDelegate?.webView(
              self, didFailProvisionalNavigation: navigation, withError: failure)
          } else {
            title = pageTitle
            estimatedProgress = 1
            navigationDelegate?.webView(self, didCommit: navigation)
            navigationDelegate?.webView(self, didFinish: navigation)
          }
        }
      }
      if let navigationDelegate {
        navigationDelegate.webView(self, decidePolicyFor: action, decisionHandler: decide)
      } else {
        decide(.allow)
      }
    }
    return navigation
  }

  /// The empty page's URL, which HTML without a base URL is loaded at.
  private static let blank = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")

  /// The text of the first `<title>` element of `html`, trimmed; nil when there is none.
  private static func title(inHTML html: String) -> String? {
    guard let open = html.range(of: "<title>", options: .caseInsensitive),
      let close = html.range(
        of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex)
    else { return nil }
    return html[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
