// Imitates: the settings store after every shown property was @Published.
// swift-format-ignore-file
import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var username = ""
    @Published var notificationsOn = false
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        Form {
            Text(store.username)
            Text(store.notificationsOn ? "On" : "Off")
            Button("Toggle") { store.notificationsOn.toggle() }
        }
    }
}
