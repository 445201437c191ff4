import ScreenLabTesting
import SettingsList
import SwiftUI
import Testing

// Each test below passes on the screen as written and fails, with the message in its comment,
// when the bug named there is planted (`SETTINGSLIST_BUGS=... swift test`, see Package.swift).
// Rows are addressed by their ForEach id (`SettingRow[id: wifi]`) or their place
// (`SettingRow[1]`); a plain `SettingRow` names every row (Docs/Testing.md §3.1).

@MainActor @Suite struct SettingsListTests {
  @Test func togglingOneRowRecomputesThatRowAndTheHeaderOnly() {
    Runtime.withNew { runtime in
      let store = SettingsStore()
      let host = ViewHost(rootView: SettingsScreen(store: store), runtime: runtime)
      // every-row: "+ SettingRow[id: bluetooth] gozlem" (each row reads the store's count)
      // local-copy: "+ SettingRow[id: wifi] yerel" (the switch flips a @State copy)
      expectRecomputes(
        host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
        exactly: [
          "SettingsScreen": .observed, "SettingsHeader": .parent,
          "SettingRow[id: wifi]": .observed,
        ])
      // The other rows, by place and by id, stay as they were when Bluetooth (row 1) flips.
      expectSkipped(
        host, ["SettingRow[0]", "SettingRow[id: airplane]", "SettingRow[id: hotspot]"],
        during: { _ = host.toggle("Bluetooth") })
    }
  }

  @Test func addingASettingInsertsOneRowAndRecomputesNoOtherRow() {
    Runtime.withNew { runtime in
      let store = SettingsStore()
      let host = ViewHost(rootView: SettingsScreen(store: store), runtime: runtime)
      // every-row: the diff lists every kept row as "gozlem", and the message's
      // "identity: etkilesim: eklenen SettingRow[id: vpn] | kaldirilan yok" names the new row.
      expectRecomputes(
        host, key: "items", during: { _ = host.tap("Add") },
        exactly: ["SettingsScreen": .observed, "SettingsHeader": .parent])
      #expect(host.userViews.filter { $0 == "SettingRow" }.count == 5)
    }
  }

  @Test func theHeaderAndEachRowShowTheStore() {
    Runtime.withNew { runtime in
      let store = SettingsStore()
      let host = ViewHost(rootView: SettingsScreen(store: store), runtime: runtime)
      _ = host.toggle("Bluetooth")
      // stale-header: "senkron | SettingsScreen.header: model=2 of 4 on ekran=1 of 4 on -> bayat"
      expectSync(
        model: ["header": "\(store.enabledCount) of \(store.items.count) on"],
        screen: .text(of: host, ["header": "SettingsHeader"]))
      // A row shows its toggle's label, read by id or by place.
      expectSync(
        model: ["wifi": "Wi-Fi", "third": "Airplane Mode"],
        screen: .text(of: host, ["wifi": "SettingRow[id: wifi]", "third": "SettingRow[2]"]))
      // local-copy: "expected true, measured false": the switch never reached the store.
      #expect(store.items[1].isOn)
    }
  }
}

/// The same list, its messages in English for the whole suite.
@MainActor @Suite(.screenlabLanguage(.en)) struct SettingsListEnglishTests {
  @Test func togglingOneRowInEnglish() {
    Runtime.withNew { runtime in
      let store = SettingsStore()
      let host = ViewHost(rootView: SettingsScreen(store: store), runtime: runtime)
      // every-row: "+ SettingRow[id: bluetooth] observed"
      let report = expectRecomputes(
        host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
        exactly: [
          "SettingsScreen": .observed, "SettingsHeader": .parent,
          "SettingRow[id: wifi]": .observed,
        ])
      #expect(report.label == "interaction")
    }
  }
}
