// `import WebKit` on a platform without Apple's WebKit (Linux): `WKWebView` and what view files
// configure it with, offline (Docs/Semantics/OtherFrameworks.md §15). No page is rendered, no
// script runs and nothing is fetched from a network: remote loads fail as on a device without
// one, local content loads, each in later turns of the view's runtime. Apple's WebKit brings
// UIKit (`WKWebView.h` imports it), so this module re-exports the UIKit facade. Declared in
// Package.swift only where the platform has no framework of this name.
@_exported import UIKit

/// The error domain of WebKit.
@available(iOS 8.0, *)
public let WKErrorDomain = "WKErrorDomain"

/// An error WebKit reports: WebKit's `WKError`.
@available(iOS 8.0, *)
public struct WKError: CustomNSError, Hashable, Error {
  /// The kinds of WebKit errors, with the SDK's raw values.
  public enum Code: Int, Sendable, Equatable {
    case unknown = 1
    case webContentProcessTerminated = 2
    case webViewInvalidated = 3
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5
  }

  /// The error's kind.
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { WKErrorDomain }
  public var errorCode: Int { code.rawValue }
}

/// A load a web view started: WebKit's `WKNavigation`, an identity its delegate is told about.
@available(iOS 8.0, *)
open class WKNavigation: NSObject {}

/// Why a navigation starts: WebKit's `WKNavigationType`.
@available(iOS 8.0, *)
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

/// Whether a navigation may go ahead: WebKit's `WKNavigationActionPolicy`.
@available(iOS 8.0, *)
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  @available(iOS 14.5, *)
  case download = 2
}

/// A frame of a page: WebKit's `WKFrameInfo`.
@available(iOS 8.0, *)
open class WKFrameInfo: NSObject {
  /// Whether the frame is the page's main frame (every frame is, headless).
  open var isMainFrame: Bool { true }
  /// The frame's request.
  open var request: URLRequest { frameRequest }
  private let frameRequest: URLRequest
  init(request: URLRequest) { frameRequest = request }
}

/// A navigation about to happen: WebKit's `WKNavigationAction`.
@available(iOS 8.0, *)
open class WKNavigationAction: NSObject {
  /// The request the navigation loads.
  open var request: URLRequest { actionRequest }
  /// Why it starts.
  open var navigationType: WKNavigationType { type }
  /// The frame it loads in: the main frame.
  open var targetFrame: WKFrameInfo? { WKFrameInfo(request: actionRequest) }
  private let actionRequest: URLRequest
  private let type: WKNavigationType
  init(request: URLRequest, type: WKNavigationType) {
    actionRequest = request
    self.type = type
  }
}

/// What a web view tells about its navigations; every method is optional (`@objc optional` in
/// WebKit, default implementations here: a navigation is allowed).
@available(iOS 8.0, *)
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
  ) {}
}

/// What a web view asks its UI for; every method is optional. Headless no page opens a window
/// or closes itself, so none is called.
@available(iOS 8.0, *)
@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {
  func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
  public func webViewDidClose(_ webView: WKWebView) {}
}
