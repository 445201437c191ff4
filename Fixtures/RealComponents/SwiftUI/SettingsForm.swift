// Written in the style of public SwiftUI components (settings screens built on Form); not a copy of any of them.
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsForm: View {
    @State private var notificationsEnabled = true
    @State private var soundEnabled = false
    @State private var appearance: Appearance = .system
    @State private var fontSize: Double = 14
    @State private var reminderCount = 3

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Notifications")) {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                    Toggle("Play sounds", isOn: $soundEnabled)
                        .disabled(!notificationsEnabled)
                    Stepper("Reminders: \(reminderCount)", value: $reminderCount, in: 0...10)
                }

                Section(header: Text("Display"), footer: Text("Changes apply immediately.")) {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)

                    VStack(alignment: .leading) {
                        Text("Font size: \(Int(fontSize))")
                        Slider(value: $fontSize, in: 10...24)
                    }
                }

                Section {
                    Label("Version 1.4.2", systemImage: "info.circle")
                        .foregroundColor(.secondary)
                    Button(role: .destructive) {
                        notificationsEnabled = false
                        soundEnabled = false
                    } label: {
                        Text("Reset settings")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsForm_Previews: PreviewProvider {
    static var previews: some View {
        SettingsForm()
    }
}
