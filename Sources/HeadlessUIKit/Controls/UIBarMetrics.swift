// Where a bar is and which metrics its images are for (UIKit's `UIBarPosition` and
// `UIBarMetrics`), as the bars' background and shadow images are keyed (Docs/Semantics/UIKit.md
// §100).

/// Where a bar sits (UIKit's `UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
  /// Any position (what a bar uses when nothing more specific is set).
  case any = 0
  /// At the bottom of its view.
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top of the screen, its background reaching under the status bar.
  case topAttached = 3
}

/// The metrics a bar's image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
  /// The default height.
  case `default` = 0
  /// The compact height (a phone in landscape).
  case compact = 1
  /// The default height with a prompt.
  case defaultPrompt = 101
  /// The compact height with a prompt.
  case compactPrompt = 102
}

/// The key of a bar's background image: a position and metrics.
struct BarImageKey: Hashable {
  let position: UIBarPosition
  let metrics: UIBarMetrics
}
