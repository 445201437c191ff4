// XCTest, not Swift Testing: the `UIKit` facade re-exports `CoreImage`, for which the
// toolchain's Testing module declares a cross-import overlay that exists only on Apple's
// platforms (see CoreImageTests).
import Foundation
import Runtime
import UIKit
import XCTest

/// Records what a web view tells its delegate.
private final class PageWatcher: UIWebViewDelegate {
  var events: [String] = []
  var refuse = false
  func webView(
    _ webView: UIWebView, shouldStartLoadWith request: URLRequest,
    navigationType: UIWebView.NavigationType
  ) -> Bool {
    events.append("should \(request.url?.absoluteString ?? "-") \(navigationType.rawValue)")
    return !refuse
  }
  func webViewDidStartLoad(_ webView: UIWebView) { events.append("start") }
  func webViewDidFinishLoad(_ webView: UIWebView) { events.append("finish") }
  func webView(_ webView: UIWebView, didFailLoadWithError error: any Error) {
    events.append("fail \((error as NSError).code)")
  }
}

/// The deprecated web view, offline (Docs/Semantics/UIKit.md §86).
final class UIWebViewTests: XCTestCase {
  @MainActor func testARemotePageFailsOfflineAndLocalContentLoadsInLaterTurns() async throws {
    try Runtime.withNew { runtime in
      let web = UIWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let watcher = PageWatcher()
      web.delegate = watcher
      XCTAssert(web.scrollView.superview === web)
      let remote = try XCTUnwrap(URL(string: "https://example.com/"))
      web.loadRequest(URLRequest(url: remote))
      XCTAssert(web.isLoading)
      XCTAssertEqual(web.request?.url, remote)
      XCTAssertEqual(watcher.events, ["should https://example.com/ 5"])
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["should https://example.com/ 5", "start", "fail -1009"])
      XCTAssertFalse(web.isLoading)
      watcher.events = []
      web.loadHTMLString("<p>hi</p>", baseURL: nil)
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["should about:blank 5", "start", "finish"])
      XCTAssert(web.canGoBack && !web.canGoForward)
      watcher.events = []
      web.goBack()
      runtime.advance(frames: 0)
      XCTAssertEqual(watcher.events, ["should https://example.com/ 2", "start", "fail -1009"])
      XCTAssert(web.canGoForward)
      XCTAssertEqual(web.stringByEvaluatingJavaScript(from: "document.title"), "")
    }
  }

  @MainActor func testARefusedLoadDoesNothingAndStoppingCancels() async throws {
    try Runtime.withNew { runtime in
      let web = UIWebView(frame: .zero)
      let watcher = PageWatcher()
      web.delegate = watcher
      watcher.refuse = true
      web.loadRequest(URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/a"))))
      XCTAssert(!web.isLoading && web.request == nil)
      watcher.refuse = false
      web.loadRequest(URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/b"))))
      web.stopLoading()
      runtime.advance(frames: 1)
      XCTAssertEqual(watcher.events.suffix(2), ["should https://example.com/b 5", "fail -999"])
      XCTAssertFalse(web.scalesPageToFit)
      XCTAssertEqual(web.dataDetectorTypes, .phoneNumber)
    }
  }
}
