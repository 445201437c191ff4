// A touch's force, kind and precise location, and the environment's 3D Touch capability
// (Docs/Semantics/UIKit.md §97).

extension UITouch {
  /// What made a touch (UIKit's `UITouch.TouchType`).
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct = 0
    /// A touch not on the screen (a remote's surface).
    case indirect = 1
    /// Apple Pencil (iOS 9.1).
    case pencil = 2
    /// A pointer: a trackpad or mouse (iOS 13.4).
    @available(iOS 13.4, *)
    case indirectPointer = 3
  }

  /// A finger: ScreenLab's touches are fingers on the screen (iOS 9).
  public var type: TouchType { .direct }

  /// The force of the touch, 1 being an average touch's; 0, as ScreenLab's device has no 3D
  /// Touch (``UITraitCollection/forceTouchCapability`` is `.unavailable`; iOS 9).
  public var force: CGFloat { 0 }

  /// The largest force the device reports; 0 without 3D Touch (iOS 9).
  public var maximumPossibleForce: CGFloat { 0 }

  /// The location with the precision the hardware has: a finger's is ``location(in:)``
  /// (iOS 9.1).
  public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

  /// The previous sample's precise location: a finger's is ``previousLocation(in:)``.
  public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}

/// Whether the device reports touch force (UIKit's `UIForceTouchCapability`).
public enum UIForceTouchCapability: Int, Sendable {
  case unknown = 0
  case unavailable = 1
  case available = 2
}

extension UITraitCollection {
  /// Whether touches report force: `.unavailable`, ScreenLab's device has no 3D Touch (as the
  /// iPhones since 2019's; iOS 9).
  public var forceTouchCapability: UIForceTouchCapability { .unavailable }
}
