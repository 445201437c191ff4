// XCTest, not Swift Testing: the `WebKit` facade re-exports the `UIKit` facade, which
// re-exports `CoreImage`, for which the toolchain's Testing module declares a cross-import
// overlay that exists only on Apple's platforms (see CoreImageTests).
import Foundation
import Runtime
import WebKit
import XCTest

/// Records what a web view tells its navigation delegate.
private final class NavigationWatcher: NSObject, WKNavigationDelegate {
  var events: [String] = []
  var policy = WKNavigationActionPolicy.allow
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    events.append(
      "decide \(navigationAction.request.url?.absoluteString ?? "-") "
        + "\(navigationAction.navigationType.rawValue)")
    decisionHandler(policy)
  }
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    events.append("start")
  }
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {
    events.append("fail \((error as NSError).code)")
  }
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
    events.append("commit")
  }
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    events.append("finish")
  }
}

/// Receives no message: a page never runs headless.
private final class MessageSink: NSObject, WKScriptMessageHandler {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
  ) {}
}

/// WebKit's web view, offline (Docs/Semantics/OtherFrameworks.md §15).
final class WebKitTests: XCTestCase {
  @MainActor func testARemotePageFailsOfflineAndLocalContentLoadsInLaterTurns() async throws {
    try Runtime.withNew { runtime in
      let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let watcher = NavigationWatcher()
      web.navigationDelegate = watcher
      XCTAssert(web.scrollView.superview === web)
      let remote = try XCTUnwrap(URL(string: "https://example.com/"))
      XCTAssertNotNil(web.load(URLRequest(url: remote)))
      XCTAssert(web.isLoading)
      XCTAssertEqual(web.url, remote)
      XCTAssertEqual(watcher.events, [])
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["decide https://example.com/ -1", "start", "fail -1009"])
      XCTAssertFalse(web.isLoading)
      XCTAssertEqual(web.estimatedProgress, 0)
      watcher.events = []
      web.loadHTMLString("<html><title> Kilt </title><p>hi</p></html>", baseURL: nil)
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["decide about:blank -1", "start", "commit", "finish"])
      XCTAssertEqual(web.title, "Kilt")
      XCTAssertEqual(web.estimatedProgress, 1)
      XCTAssert(web.canGoBack && !web.canGoForward)
      watcher.events = []
      web.goBack()
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["decide https://example.com/ 2", "start", "fail -1009"])
      XCTAssert(web.canGoForward)
      XCTAssertNil(web.title)
    }
  }

  @MainActor func testACancelledPolicyStopsTheNavigationAndScriptsDoNotRun() async throws {
    try Runtime.withNew { runtime in
      let configuration = WKWebViewConfiguration()
      configuration.allowsInlineMediaPlayback = true
      configuration.userContentController.add(MessageSink(), name: "bridge")
      let web = WKWebView(frame: .zero, configuration: configuration)
      XCTAssert(web.configuration.allowsInlineMediaPlayback)
      XCTAssert(web.configuration !== configuration)
      XCTAssert(web.configuration.userContentController === configuration.userContentController)
      XCTAssertEqual(web.configuration.userContentController.scriptMessageHandlerNames, ["bridge"])
      let watcher = NavigationWatcher()
      watcher.policy = .cancel
      web.navigationDelegate = watcher
      web.load(URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/a"))))
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["decide https://example.com/a -1"])
      XCTAssertFalse(web.isLoading)
      var answer: (Any?, NSError?)?
      web.evaluateJavaScript("document.title") { value, error in
        answer = (value, error as NSError?)
      }
      XCTAssertNil(answer)
      runtime.advance(frames: 0)
      XCTAssertNil(answer?.0 ?? nil)
      XCTAssertEqual(answer?.1?.domain, WKErrorDomain)
      XCTAssertEqual(answer?.1?.code, 5)
      // A web view made without arguments is UIKit's zero-frame view with the default setup.
      XCTAssertEqual(WKWebView().frame, .zero)
    }
  }
}
