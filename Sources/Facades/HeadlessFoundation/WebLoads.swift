// The loads of a web view, shared by UIKit's `UIWebView` and WebKit's `WKWebView`: the
// back-forward list and the count that makes a stopped or superseded load stay silent
// (Docs/Semantics/OtherFrameworks.md OF-15.1).
import Foundation

/// A web view's loads: the pages loaded, oldest first, the one shown, and a count of loads, so
/// that a load that was stopped or superseded does not report.
package struct WebLoads {
  /// The pages loaded, oldest first.
  private var history: [URLRequest] = []
  /// The index in `history` of the page shown; -1 before the first load.
  private var current = -1
  /// Counts loads (and stops).
  private var generation = 0

  package init() {}

  /// The page shown, or nil before the first load.
  package var shown: URLRequest? { current >= 0 ? history[current] : nil }
  /// Whether a page was shown before the one shown.
  package var canGoBack: Bool { current > 0 }
  /// Whether a page was shown after the one shown (the one shown was reached by going back).
  package var canGoForward: Bool { current >= 0 && current < history.count - 1 }

  /// Shows the page before the one shown and answers it, or nil (moving nothing) when there
  /// is none.
  package mutating func goBack() -> URLRequest? {
    guard canGoBack else { return nil }
    current -= 1
    return history[current]
  }

  /// Shows the page after the one shown and answers it, or nil (moving nothing) when there is
  /// none.
  package mutating func goForward() -> URLRequest? {
    guard canGoForward else { return nil }
    current += 1
    return history[current]
  }

  /// Starts loading `request`: a new load, which makes every earlier one stale; with
  /// `addingToHistory`, the page shown from now on, the pages after the one shown dropped.
  /// Answers the load, for ``isCurrent(_:)``, and the error it ends with offline, nil for a
  /// `local` load (OF-15.1).
  package mutating func begin(_ request: URLRequest, addingToHistory: Bool, local: Bool)
    -> (load: Int, failure: NSError?)
  {
    generation += 1
    if addingToHistory {
      history = Array(history.prefix(current + 1)) + [request]
      current = history.count - 1
    }
    return (generation, local ? nil : OfflineLoading.failure(loading: request.url))
  }

  /// Stops the load in progress: it becomes stale.
  package mutating func stop() { generation += 1 }

  /// Whether `load` is the latest load, not stopped.
  package func isCurrent(_ load: Int) -> Bool { load == generation }
}
