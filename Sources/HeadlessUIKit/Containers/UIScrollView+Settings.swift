// A scroll view's kept settings: the status-bar tap, the indicators, the keyboard and the
// safe-area insets (Docs/Semantics/UIKit.md §96).

extension UIScrollView {
  /// The look of a scroll view's indicators (UIKit's `UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable {
    /// Black with a white border: visible on any background.
    case `default` = 0
    /// Black: for light backgrounds.
    case black = 1
    /// White: for dark backgrounds.
    case white = 2
  }

  /// How a drag in the scroll view dismisses the keyboard (UIKit's
  /// `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag does not dismiss the keyboard.
    case none = 0
    /// The keyboard leaves when a drag begins.
    case onDrag = 1
    /// The keyboard follows the drag and can be pulled back up.
    case interactive = 2
    /// As `onDrag`, and a drag down dismisses it too (iOS 16).
    @available(iOS 16.0, *)
    case onDragWithAccessory = 3
    /// As `interactive`, with the accessory view (iOS 16).
    @available(iOS 16.0, *)
    case interactiveWithAccessory = 4
  }

  /// How the safe area adjusts the content's insets (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  /// The insets the content actually has: ``contentInset`` plus the safe-area insets the
  /// ``contentInsetAdjustmentBehavior`` adds; ScreenLab's safe area is empty, so
  /// ``contentInset`` (iOS 11).
  @available(iOS 11.0, *)
  public var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Shows the indicators for a moment; does nothing (no indicator draws, §96).
  public func flashScrollIndicators() {}
}
