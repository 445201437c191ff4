// swift-format-ignore-file
import SwiftUI

/// A SwiftUI settings screen: nothing here draws with draw(_:), nothing to report.
final class SettingsStore: ObservableObject {
    @Published var volume: Double = 0.5
    @Published var isMuted = false
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Toggle("Mute", isOn: $store.isMuted)
            VolumeRow(store: store)
            Button("Advanced") { showsAdvanced.toggle() }
            if showsAdvanced { AdvancedSection() }
        }
    }
}

struct VolumeRow: View {
    @ObservedObject var store: SettingsStore

    var body: some View {
        Slider(value: $store.volume)
            .disabled(store.isMuted)
    }
}

struct AdvancedSection: View {
    var body: some View {
        Text("Advanced")
    }
}
