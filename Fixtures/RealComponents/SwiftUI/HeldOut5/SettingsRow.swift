// Written in the style of public SwiftUI components (settings rows with icons, in a List); not a copy of any of them.
import SwiftUI

struct SettingsIcon: View {
    let systemName: String
    let color: Color

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: 14, weight: .semibold))
            .foregroundColor(.white)
            .frame(width: 28, height: 28)
            .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
    }
}

struct SettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("volume") private var volume = 0.6
    @State private var showAbout = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("General")) {
                    Toggle(isOn: $notifications) {
                        Label {
                            Text("Notifications")
                        } icon: {
                            SettingsIcon(systemName: "bell.fill", color: .red)
                        }
                    }
                    HStack {
                        SettingsIcon(systemName: "speaker.wave.2.fill", color: .blue)
                        Slider(value: $volume, in: 0...1)
                    }
                }
                Section {
                    Button {
                        showAbout = true
                    } label: {
                        Label("About", systemImage: "info.circle")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .sheet(isPresented: $showAbout) {
                Text("Version 1.0")
                    .presentationDetents([.medium])
            }
        }
    }
}
