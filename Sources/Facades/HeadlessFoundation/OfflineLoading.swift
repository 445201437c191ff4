// What a web view's load ends with offline, shared by UIKit's `UIWebView` and WebKit's
// `WKWebView` (Docs/Semantics/OtherFrameworks.md OF-15.1, OF-15.2).
import Foundation

/// The outcome of loading a URL with no network: nothing to fail for `about:` and `data:` URLs
/// and for files that exist; `NSURLErrorFileDoesNotExist` for a missing file,
/// `NSURLErrorBadURL` for no URL, and `NSURLErrorNotConnectedToInternet` for anything remote.
/// The error carries the URL under `NSURLErrorFailingURLErrorKey`, as Foundation's do.
package enum OfflineLoading {
  /// The error loading `url` ends with offline, or nil when it loads.
  package static func failure(loading url: URL?) -> NSError? {
    guard let url else { return error(NSURLErrorBadURL, nil) }
    switch url.scheme?.lowercased() {
    case "about", "data": return nil
    case "file":
      return FileManager.default.fileExists(atPath: url.path)
        ? nil : error(NSURLErrorFileDoesNotExist, url)
    default: return error(NSURLErrorNotConnectedToInternet, url)
    }
  }

  /// The `NSURLErrorDomain` error of `code`, naming `url` as the failing URL.
  package static func error(_ code: Int, _ url: URL?) -> NSError {
    var info: [String: Any] = [:]
    if let url { info[NSURLErrorFailingURLErrorKey] = url }
    return NSError(domain: NSURLErrorDomain, code: code, userInfo: info)
  }
}
