// UserNotifications' triggers, requests and notification center, headless
// (Docs/Semantics/OtherFrameworks.md §21).
import Foundation
import Runtime
import Synchronization

/// What makes a notification fire (UserNotifications' `UNNotificationTrigger`).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether the trigger fires again after firing.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger after a number of seconds (UserNotifications' `UNTimeIntervalNotificationTrigger`).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds from scheduling to firing.
  public let timeInterval: TimeInterval
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  /// When the trigger would next fire: `timeInterval` from now.
  open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// A trigger at dates matching components (UserNotifications' `UNCalendarNotificationTrigger`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match.
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// The next date after now that matches the components, in the current calendar.
  open func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(
      after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A notification scheduled by the app (UserNotifications' `UNNotificationRequest`).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// The request's name: a later request with the same name replaces it.
  public let identifier: String
  /// What the notification shows (a copy of the content given).
  public let content: UNNotificationContent
  /// When it fires; nil delivers it at once.
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = (content.copy() as? UNNotificationContent) ?? content
    self.trigger = trigger
  }
}

/// A delivered notification (UserNotifications' `UNNotification`): never made headless.
open class UNNotification: NSObject, @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest
  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The user's answer to a notification (UserNotifications' `UNNotificationResponse`).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// The action identifier of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
/// The domain of UserNotifications' errors.
public let UNErrorDomain = "UNErrorDomain"

/// The app's handler of notifications (UserNotifications'
/// `UNUserNotificationCenterDelegate`). Its methods are optional, as Apple's (`@objc optional`
/// there; empty defaults here): headless none is ever called, as nothing is delivered.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {}
}

/// The app's notification center (UserNotifications' `UNUserNotificationCenter`), on a device
/// whose user has not decided whether the app may notify (OF-21.1).
///
/// `requestAuthorization` shows the system's prompt, which no one answers headless: its
/// completion handler is not called and the status stays `.notDetermined` (OF-21.1).
/// Requests are kept as pending, replaced by identifier, removed on request, and never
/// delivered (OF-21.2).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private struct State {
    var pending: [UNNotificationRequest] = []
    var prompts = 0
    var badgeCount = 0
    /// The `async` requests waiting for an answer, by prompt number.
    var waiting: [Int: CheckedContinuation<Bool, any Error>] = [:]
  }

  private let state = Mutex(State())
  /// The app's handler of notifications (kept weakly, as Apple's).
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  /// Whether content extensions are supported: false headless.
  open var supportsContentExtensions: Bool { false }

  private static let shared = UNUserNotificationCenter()
  override init() { super.init() }

  /// The app's notification center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// How many times the app asked for authorization (a headless addition: no one answers).
  public var authorizationRequests: Int { state.withLock { $0.prompts } }

  /// Asks the user to allow notifications: the prompt stays up headless, so
  /// `completionHandler` is never called (OF-21.1).
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    state.withLock { $0.prompts += 1 }
  }

  /// Asks the user to allow notifications: the prompt stays up headless, so this waits until
  /// its task is cancelled, then throws `CancellationError` (OF-21.1).
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    let prompt = state.withLock { state in
      state.prompts += 1
      return state.prompts
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          if Task.isCancelled { return true }
          state.waiting[prompt] = continuation
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: prompt) }?
        .resume(throwing: CancellationError())
    }
  }

  /// The app's settings, on the main queue in a later turn: `.notDetermined` (OF-21.1).
  open func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    let settings = UNNotificationSettings(authorizationStatus: .notDetermined)
    Runtime.enqueueOnBoundMainQueue { completionHandler(settings) }
  }

  /// The app's settings: `.notDetermined` (OF-21.1).
  open func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: .notDetermined)
  }

  /// Schedules `request`, replacing a pending one with its identifier; `completionHandler`
  /// gets nil on a later turn of the main queue (OF-21.2).
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    keep(request)
    if let completionHandler { Runtime.enqueueOnBoundMainQueue { completionHandler(nil) } }
  }

  /// Schedules `request`, replacing a pending one with its identifier (OF-21.2).
  open func add(_ request: UNNotificationRequest) async throws { keep(request) }

  private func keep(_ request: UNNotificationRequest) {
    state.withLock { state in
      state.pending.removeAll { $0.identifier == request.identifier }
      state.pending.append(request)
    }
  }

  /// The requests not yet delivered, in the order they were added (OF-21.2).
  open func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    let pending = state.withLock { $0.pending }
    Runtime.enqueueOnBoundMainQueue { completionHandler(pending) }
  }

  /// The requests not yet delivered, in the order they were added (OF-21.2).
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    state.withLock { $0.pending }
  }

  /// Removes the pending requests named `identifiers`.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    state.withLock { state in state.pending.removeAll { identifiers.contains($0.identifier) } }
  }

  /// Removes every pending request.
  open func removeAllPendingNotificationRequests() {
    state.withLock { $0.pending.removeAll() }
  }

  /// The notifications shown and not yet dismissed: none headless (OF-21.2).
  open func getDeliveredNotifications(
    completionHandler: @escaping @Sendable ([UNNotification]) -> Void
  ) {
    Runtime.enqueueOnBoundMainQueue { completionHandler([]) }
  }

  /// The notifications shown and not yet dismissed: none headless (OF-21.2).
  open func deliveredNotifications() async -> [UNNotification] { [] }

  /// Removes delivered notifications (there are none headless).
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// Removes every delivered notification (there are none headless).
  open func removeAllDeliveredNotifications() {}

  /// Sets the app icon's badge (kept; nothing shows it headless).
  @available(iOS 16.0, *)
  open func setBadgeCount(
    _ newBadgeCount: Int,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    state.withLock { $0.badgeCount = newBadgeCount }
    if let completionHandler { Runtime.enqueueOnBoundMainQueue { completionHandler(nil) } }
  }

  /// Sets the app icon's badge (kept; nothing shows it headless).
  @available(iOS 16.0, *)
  open func setBadgeCount(_ newBadgeCount: Int) async throws {
    state.withLock { $0.badgeCount = newBadgeCount }
  }
}
