import Foundation
import Runtime
import Synchronization
import Testing
import UserNotifications

// UserNotifications as a reminders screen uses it (Docs/Semantics/OtherFrameworks.md §21):
// headless the user has not decided whether the app may notify, and no one answers the prompt.

/// The shape of a reminder scheduler: content, a trigger, a request under the item's name.
private func scheduleReminder(_ id: String, title: String, after seconds: TimeInterval) {
  let content = UNMutableNotificationContent()
  content.title = title
  content.body = "Due now"
  content.sound = .default
  let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
  let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
  UNUserNotificationCenter.current().add(request)
}

@MainActor
struct UserNotificationsTests {
  @Test func thePromptStaysUnansweredAndTheStatusUndetermined() async {
    let center = UNUserNotificationCenter.current()
    let before = center.authorizationRequests
    let answers = Mutex<[String]>([])
    Runtime.withNew { runtime in
      center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
        answers.withLock { $0.append("granted \(granted)") }
      }
      center.getNotificationSettings { settings in
        answers.withLock { $0.append("status \(settings.authorizationStatus.rawValue)") }
      }
      runtime.advance(frames: 2)
    }
    #expect(answers.withLock { $0 } == ["status 0"])
    #expect(center.authorizationRequests == before + 1)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .notDetermined)
    #expect(settings.alertSetting == .notSupported)
    // The async form waits for the answer; only cancelling its task ends it.
    let asking = Task { try await center.requestAuthorization(options: [.alert]) }
    asking.cancel()
    await #expect(throws: CancellationError.self) { try await asking.value }
  }

  @Test func requestsArePendingReplacedByIdentifierAndNeverDelivered() async throws {
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()
    scheduleReminder("milk", title: "Buy milk", after: 60)
    scheduleReminder("call", title: "Call Sam", after: 120)
    scheduleReminder("milk", title: "Buy oat milk", after: 30)
    var components = DateComponents()
    components.hour = 9
    let daily = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    try await center.add(
      UNNotificationRequest(
        identifier: "daily", content: UNMutableNotificationContent(), trigger: daily))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["call", "milk", "daily"])
    #expect(pending[1].content.title == "Buy oat milk")
    #expect((pending[1].trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 30)
    #expect((pending[2].trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 9)
    center.removePendingNotificationRequests(withIdentifiers: ["call"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["milk", "daily"])
    #expect(await center.deliveredNotifications().isEmpty)
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func theRequestKeepsACopyOfItsContent() {
    let content = UNMutableNotificationContent()
    content.title = "Before"
    let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
    content.title = "After"
    #expect(request.content.title == "Before")
    #expect(!(request.content is UNMutableNotificationContent))
  }
}
