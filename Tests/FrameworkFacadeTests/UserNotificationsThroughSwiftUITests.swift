import SwiftUI
import Testing

// A file that imports SwiftUI alone names UserNotifications' types, as on Apple's platforms,
// where UIKit brings the framework (Docs/Semantics/OtherFrameworks.md OF-21.3). The UIKit
// facade re-exports it the same way (not tested here: a Swift Testing file cannot import the
// UIKit facade, which brings CoreImage; see CoreImageTests.swift).

@MainActor
struct UserNotificationsThroughSwiftUITests {
  @Test func swiftUIAloneBringsTheNotificationCenter() async {
    let content = UNMutableNotificationContent()
    content.title = "Stretch"
    let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: nil)
    #expect(request.content.title == "Stretch")
    let settings = await UNUserNotificationCenter.current().notificationSettings()
    #expect(settings.authorizationStatus == .notDetermined)
  }
}
