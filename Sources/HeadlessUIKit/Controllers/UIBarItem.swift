// The common base of the items bars show (UIKit's `UIBarItem`; Docs/Semantics/UIKit.md §101).

import Foundation

/// What a bar button item and a tab bar item share (UIKit's `UIBarItem`, iOS 2): a title, an
/// image, whether the item takes taps, a tag, and the title's text attributes per state. Apple
/// declares these once here, so code that holds either item as a `UIBarItem` reads and sets
/// them the same way (§101).
@preconcurrency @MainActor
open class UIBarItem {
  /// Whether the item takes taps.
  open var isEnabled = true
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// A number to find the item by.
  open var tag = 0
  /// The image's inset (positive) or outset (negative) for each edge, `.zero` by default;
  /// kept and read back: bars are not drawn (§108).
  open var imageInsets: UIEdgeInsets = .zero

  /// The title's text attributes set for each state (§100).
  private var titleAttributesByState = PerStateValues<[NSAttributedString.Key: Any]>()

  /// An item without title or image.
  public init() {}

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the title's text attributes for `state` (§100); nil removes them.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributesByState[state] = attributes
  }

  /// The title's text attributes set for `state`; nil when none were set for it.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state]
  }
}
