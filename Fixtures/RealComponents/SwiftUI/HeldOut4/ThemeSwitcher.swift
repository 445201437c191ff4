// Written in the style of public SwiftUI components (appearance settings with AppStorage); not a copy of any of them.
import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct ThemeSwitcher: View {
    @AppStorage("appTheme") private var theme: AppTheme = .system
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Appearance")
                .font(.headline)
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            .pickerStyle(.segmented)
            Text(colorScheme == .dark ? "Dark mode is on" : "Light mode is on")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
        .preferredColorScheme(theme.colorScheme)
    }
}
