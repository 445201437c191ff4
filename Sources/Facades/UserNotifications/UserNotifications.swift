// `import UserNotifications` on a platform without Apple's framework (Linux): the app's
// notification center, as on a device whose user has not yet decided whether the app may
// notify (Docs/Semantics/OtherFrameworks.md §21). The authorization prompt is shown and no one
// answers it headless; requests are kept and never delivered. Declared in Package.swift only
// where the platform has no framework of this name.
import Foundation
import Runtime
import Synchronization

/// What the app asks to be allowed (UserNotifications' `UNAuthorizationOptions`, with the
/// SDK's raw values).
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify (UserNotifications' `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case authorized = 2
  case provisional = 3
  case ephemeral = 4
}

/// The state of one notification setting (UserNotifications' `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0
  case disabled = 1
  case enabled = 2
}

/// How alerts show (UserNotifications' `UNAlertStyle`).
public enum UNAlertStyle: Int, Sendable {
  case none = 0
  case banner = 1
  case alert = 2
}

/// How a notification is shown while the app is in the foreground
/// (UserNotifications' `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use .list and .banner")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  @available(iOS 14.0, *) public static let list = UNNotificationPresentationOptions(
    rawValue: 1 << 3)
  @available(iOS 14.0, *)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings (UserNotifications' `UNNotificationSettings`): those of a
/// user who has not decided, every setting `.notSupported` until the app is authorized.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may notify.
  public let authorizationStatus: UNAuthorizationStatus
  open var soundSetting: UNNotificationSetting { setting }
  open var badgeSetting: UNNotificationSetting { setting }
  open var alertSetting: UNNotificationSetting { setting }
  open var notificationCenterSetting: UNNotificationSetting { setting }
  open var lockScreenSetting: UNNotificationSetting { setting }
  open var carPlaySetting: UNNotificationSetting { .notSupported }
  open var criticalAlertSetting: UNNotificationSetting { .notSupported }
  open var alertStyle: UNAlertStyle { setting == .enabled ? .banner : .none }

  private var setting: UNNotificationSetting {
    switch authorizationStatus {
    case .notDetermined: return .notSupported
    case .denied: return .disabled
    case .authorized, .provisional, .ephemeral: return .enabled
    }
  }

  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}

/// A notification's sound (UserNotifications' `UNNotificationSound`).
open class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The sound's file name; nil for the system's default sound.
  public let name: String?
  init(name: String?) { self.name = name }
  /// The system's default sound.
  open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
  /// The default sound of a critical alert.
  open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil) }
  /// A sound from a file of the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// The name of a sound file (UserNotifications' `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a notification shows (UserNotifications' `UNNotificationContent`).
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  open fileprivate(set) var title = ""
  open fileprivate(set) var subtitle = ""
  open fileprivate(set) var body = ""
  open fileprivate(set) var badge: NSNumber?
  open fileprivate(set) var sound: UNNotificationSound?
  open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
  open fileprivate(set) var categoryIdentifier = ""
  open fileprivate(set) var threadIdentifier = ""
  open fileprivate(set) var launchImageName = ""
  open fileprivate(set) var targetContentIdentifier: String?

  public override init() { super.init() }

  fileprivate func copyFields(into copy: UNNotificationContent) -> UNNotificationContent {
    carrySettings(
      \.title, \.subtitle, \.body, \.badge, \.sound, \.userInfo, \.categoryIdentifier,
      \.threadIdentifier, \.launchImageName, \.targetContentIdentifier, from: self, to: copy)
  }

  open func copy(with zone: NSZone? = nil) -> Any { copyFields(into: UNNotificationContent()) }

  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    copyFields(into: UNMutableNotificationContent())
  }
}

/// Content the app fills in (UserNotifications' `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var launchImageName: String {
    get { super.launchImageName }
    set { super.launchImageName = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { super.targetContentIdentifier }
    set { super.targetContentIdentifier = newValue }
  }
}
