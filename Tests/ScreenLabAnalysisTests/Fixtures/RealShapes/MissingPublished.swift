// Imitates: an ObservableObject settings store where one shown property lacked @Published.
// swift-format-ignore-file
import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var username = ""
    var notificationsOn = false // bug: SL402
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
