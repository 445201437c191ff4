// The events ScreenLab's device never produces (presses, motion), the notifications UIKit
// posts around the keyboard and the application's life, and the device itself
// (Docs/Semantics/UIKit.md §63).

extension UIEvent {
  /// The kinds of event (UIKit's `UIEvent.EventType`).
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// What a motion or remote-control event is (UIKit's `UIEvent.EventSubtype`).
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
    case remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107
    case remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }
}

/// A physical button press (UIKit's `UIPress`): a remote's button or a keyboard's key.
@preconcurrency @MainActor
public final class UIPress {
  /// The stages of a press (UIKit's `UIPress.Phase`).
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// The buttons (UIKit's `UIPress.PressType`).
  public enum PressType: Int, Sendable {
    case upArrow = 0
    case downArrow = 1
    case leftArrow = 2
    case rightArrow = 3
    case select = 4
    case menu = 5
    case playPause = 6
    case pageUp = 30
    case pageDown = 31
    case tvRemoteOneTwoThree = 32
    case tvRemoteFourColors = 33
  }

  /// The stage of the press.
  public let phase: Phase
  /// The button.
  public let type: PressType
  /// When the press last changed.
  public let timestamp: TimeInterval
  /// How hard the button is pressed (0 or 1 for a digital button).
  public let force: CGFloat

  init(phase: Phase, type: PressType, timestamp: TimeInterval, force: CGFloat) {
    self.phase = phase
    self.type = type
    self.timestamp = timestamp
    self.force = force
  }
}

extension UIPress: Hashable {
  public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An event of presses (UIKit's `UIPressesEvent`).
public final class UIPressesEvent: UIEvent {
  /// Every press of the event.
  public let allPresses: Set<UIPress>

  init(timestamp: Double, presses: Set<UIPress>) {
    allPresses = presses
    super.init(timestamp: timestamp, touches: nil, type: .presses)
  }

  /// The presses delivered to `gesture`'s view: all of them (ScreenLab has one window).
  public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { allPresses }
}

extension UIResponder {
  /// Posted before the keyboard shows (never, headless: ScreenLab shows no keyboard).
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changes.
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's frame before the change (an `NSValue` of a
  /// `CGRect`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the change.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the animation's duration (an `NSNumber` of seconds).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve (an `NSNumber` of a `UIView.AnimationCurve`).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key telling whether the keyboard belongs to this app.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIApplication {
  /// Posted when the app becomes active (never, headless: the app is always active, §52).
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to leave the background.
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  nonisolated public static let willTerminateNotification = NSNotification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory.
  nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the user takes a screenshot.
  nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
}

extension UIContentSizeCategory {
  /// Posted when the user's preferred text size changes (never, headless).
  nonisolated public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// How the device is held (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device (UIKit's `UIDevice`): ScreenLab's one iPhone, held upright, its battery
/// unmonitored (Docs/Semantics/UIKit.md §63).
@preconcurrency @MainActor
open class UIDevice {
  /// The state of the battery (UIKit's `UIDevice.BatteryState`).
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }

  /// The device.
  open class var current: UIDevice { UIDevice.shared }
  private static let shared = UIDevice()

  init() {}

  /// The device's name: "iPhone" (the generic name UIKit gives since iOS 16).
  open var name: String { "iPhone" }
  /// The model: "iPhone".
  open var model: String { "iPhone" }
  /// The localized model: "iPhone".
  open var localizedModel: String { "iPhone" }
  /// The system's name: "iOS".
  open var systemName: String { "iOS" }
  /// The system's version: "18.0" (ScreenLab's choice, the newest iOS its API follows).
  open var systemVersion: String { "18.0" }
  /// The kind of device: `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// How the device is held: `.portrait`.
  open var orientation: UIDeviceOrientation { .portrait }
  /// An identifier for the app's vendor on this device: a fixed one (all zeros), so runs
  /// are deterministic.
  open var identifierForVendor: UUID? {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
  /// Whether the device can run apps side by side: true.
  open var isMultitaskingSupported: Bool { true }
  /// Whether the battery is monitored (false by default).
  open var isBatteryMonitoringEnabled = false
  /// The charge, 0…1, or -1 when not monitored (UIKit's value when monitoring is off).
  open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
  /// The battery's state: `.unknown` when not monitored, else `.full`.
  open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
  /// Whether the proximity sensor is monitored.
  open var isProximityMonitoringEnabled = false
  /// Whether orientation notifications are being generated.
  open private(set) var isGeneratingDeviceOrientationNotifications = false

  /// Starts orientation notifications (none is posted: the device does not turn).
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// Posted when the device's orientation changes (never, headless).
  nonisolated public static let orientationDidChangeNotification = NSNotification.Name(
    "UIDeviceOrientationDidChangeNotification")
}
