import SwiftUI

/// A header, a row per setting, and a button that adds one.
public struct SettingsScreen: View {
  let store: SettingsStore

  public init(store: SettingsStore) { self.store = store }

  public var body: some View {
    VStack(alignment: .leading) {
      SettingsHeader(enabled: store.enabledCount, total: store.items.count)
      ForEach(store.items) { setting in
        SettingRow(setting: setting, store: store)
      }
      Button("Add") { store.add(id: "vpn", title: "VPN") }
    }
  }
}

/// "2 of 4 on".
struct SettingsHeader: View {
  #if BUG_STALE_HEADER
    // Planted bug: @State keeps its first value; the parent's later counts are ignored.
    @State private var enabled: Int
    let total: Int

    init(enabled: Int, total: Int) {
      _enabled = State(initialValue: enabled)
      self.total = total
    }
  #else
    let enabled: Int
    let total: Int
  #endif

  var body: some View {
    Text("\(enabled) of \(total) on")
  }
}

/// One setting's switch.
struct SettingRow: View {
  @Bindable var setting: Setting
  let store: SettingsStore
  #if BUG_LOCAL_COPY
    // Planted bug: the switch flips a copy; the store never hears of it.
    @State private var isOn = false
  #endif

  var body: some View {
    // The row reads its own setting (dimmed when off), so it observes that setting only.
    #if BUG_LOCAL_COPY
      Toggle(setting.title, isOn: $isOn)
        .opacity(isOn ? 1 : 0.6)
    #elseif BUG_EVERY_ROW
      // Planted bug: reading the store's count makes every row observe every setting.
      Toggle(setting.title, isOn: $setting.isOn)
        .opacity(setting.isOn ? 1 : 0.6)
        .disabled(!setting.isOn && store.enabledCount >= store.limit)
    #else
      Toggle(setting.title, isOn: $setting.isOn)
        .opacity(setting.isOn ? 1 : 0.6)
    #endif
  }
}

// Xcode's template writes a preview; it compiles here too (Docs/Testing.md §0.2).
#Preview("Settings") {
  SettingsScreen(store: SettingsStore())
}

#Preview("UIKit") {
  let label = UILabel()
  label.text = "Wi-Fi"
  return label
}
