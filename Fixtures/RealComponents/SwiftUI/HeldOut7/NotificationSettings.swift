// Written in the style of public open-source SwiftUI settings screens (an `@Observable` main-actor store edited through `@Bindable`); not a copy of any of them.
import SwiftUI
import Observation

@MainActor
@Observable
final class NotificationPreferences {
    var pushEnabled = true
    var emailEnabled = false
    var quietHours = 8
    private(set) var saveCount = 0

    func save() {
        saveCount += 1
    }
}

struct NotificationSettingsForm: View {
    @Bindable var preferences: NotificationPreferences

    var body: some View {
        Form {
            Section("Channels") {
                Toggle("Push notifications", isOn: $preferences.pushEnabled)
                Toggle("Email digest", isOn: $preferences.emailEnabled)
            }
            Section("Quiet hours") {
                Stepper("\(preferences.quietHours) hours", value: $preferences.quietHours, in: 0...12)
            }
            Button("Save", action: preferences.save)
        }
    }
}

struct NotificationSettingsScreen: View {
    @State private var preferences = NotificationPreferences()

    var body: some View {
        NavigationStack {
            NotificationSettingsForm(preferences: preferences)
                .navigationTitle("Notifications")
        }
    }
}
