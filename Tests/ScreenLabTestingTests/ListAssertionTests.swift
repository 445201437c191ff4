// The per-row and count-aware assertions on a list screen (Docs/Testing.md §3.1), on twins of
// Examples/SettingsList's views, with its planted bugs as options.
import HeadlessSwiftUI
import Measure
import Observation
import Runtime
import ScreenLabTesting
import Testing

@Observable final class ListSetting: Identifiable {
  let id: String
  var title: String
  var isOn: Bool
  init(_ id: String, _ title: String, isOn: Bool = false) {
    self.id = id
    self.title = title
    self.isOn = isOn
  }
}

@Observable final class ListStore {
  var items = [
    ListSetting("wifi", "Wi-Fi", isOn: true), ListSetting("bluetooth", "Bluetooth"),
    ListSetting("airplane", "Airplane Mode"),
  ]
  var enabledCount: Int { items.filter(\.isOn).count }
}

struct ListHeader: View {
  let enabled: Int
  var body: some View { Text("\(enabled) on") }
}

struct ListRow: View {
  @Bindable var setting: ListSetting
  let store: ListStore
  /// The planted bug: every row reads the store's count, so every row observes every switch.
  let readsCount: Bool
  var body: some View {
    // The row reads `isOn` itself (its opacity), so it observes its own setting.
    Toggle(setting.title, isOn: $setting.isOn)
      .opacity(setting.isOn ? 1 : 0.5)
      .disabled(readsCount && store.enabledCount > 5)
  }
}

struct ListScreen: View {
  let store: ListStore
  var readsCount = false
  var body: some View {
    VStack {
      ListHeader(enabled: store.enabledCount)
      ForEach(store.items) { ListRow(setting: $0, store: store, readsCount: readsCount) }
      Button("Add") { store.items.append(ListSetting("vpn", "VPN")) }
    }
  }
}

@MainActor @Suite struct ListAssertionTests {
  static let toggleExpectation: [String: Cause] = [
    "ListScreen": .observed, "ListHeader": .parent, "ListRow[id: wifi]": .observed,
  ]

  @Test func aRowIsAddressedByItsIDAndTheOtherRowsAreExpectedSkipped() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ListScreen(store: ListStore()), runtime: runtime)
      let failures = collectFailures {
        let report = expectRecomputes(
          host, key: "isOn", during: { #expect(host.toggle("Wi-Fi")) },
          exactly: Self.toggleExpectation)
        #expect(
          report.line()
            == "etkilesim: isOn degisti | yeniden ListScreen gozlem, ListHeader ebeveyn, "
            + "ListRow gozlem | atlanan ListRow,ListRow")
        // By place: the second and third rows.
        expectSkipped(host, ["ListRow[1]", "ListRow[2]"], during: { _ = host.toggle("Wi-Fi") })
      }
      #expect(failures.map(\.message) == [])
    }
  }

  @Test func everyRowReRunningFailsWithOneDiffLinePerRow() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ListScreen(store: ListStore(), readsCount: true), runtime: runtime)
      let failures = collectFailures {
        expectRecomputes(
          host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
          exactly: Self.toggleExpectation)
      }
      #expect(
        failures.map(\.message) == [
          """
          expectRecomputes: the views that re-ran differ from the expected ones
            measured: etkilesim: isOn degisti | yeniden ListScreen gozlem, ListHeader ebeveyn, ListRow gozlem, ListRow gozlem, ListRow gozlem | atlanan yok
            expected: etkilesim: isOn degisti | yeniden ListScreen gozlem, ListHeader ebeveyn, ListRow gozlem | atlanan ListRow,ListRow
              ListScreen gozlem
              ListHeader ebeveyn
              ListRow[id: wifi] gozlem
            - ListRow[id: bluetooth] atlanan
            - ListRow[id: airplane] atlanan
            + ListRow[id: bluetooth] gozlem
            + ListRow[id: airplane] gozlem
          """
        ])
    }
  }

  @Test func aTypeNameExpectsItsCauseOfEveryRow() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ListScreen(store: ListStore(), readsCount: true), runtime: runtime)
      let failures = collectFailures {
        // With the bug, every row re-runs: a type name counts every row.
        let report = expectRecomputes(
          host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
          exactly: ["ListScreen": .observed, "ListHeader": .parent, "ListRow": .observed])
        #expect(report.recomputes.filter { $0.view == "ListRow" }.count == 3)
        // A row named alone wins over its type's key.
        expectRecomputes(
          host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
          exactly: [
            "ListScreen": .observed, "ListHeader": .parent, "ListRow": .observed,
            "ListRow[2]": .local,
          ])
      }
      #expect(failures.count == 1)
      #expect(failures.first?.message.contains("- ListRow[id: airplane] yerel") == true)
      #expect(failures.first?.message.contains("+ ListRow[id: airplane] gozlem") == true)
    }
  }

  @Test func anInsertionIsNamedRowByRowInTheFailure() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ListScreen(store: ListStore(), readsCount: true), runtime: runtime)
      let failures = collectFailures {
        expectRecomputes(
          host, key: "items", during: { _ = host.tap("Add") },
          exactly: ["ListScreen": .observed, "ListHeader": .parent])
      }
      let message = failures.first?.message ?? ""
      #expect(
        message.contains("\n  identity: etkilesim: eklenen ListRow[id: vpn] | kaldirilan yok\n"))
      // The inserted row is neither a recompute nor a skip: it has no diff line.
      #expect(!message.contains("ListRow[id: vpn] atlanan"))
      #expect(message.contains("+ ListRow[id: wifi] gozlem"))
    }
  }

  @Test func aKeyNamingNoRowIsNotInTheViewTree() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ListScreen(store: ListStore()), runtime: runtime)
      let failures = collectFailures {
        expectRecomputes(
          host, key: "isOn", during: { _ = host.toggle("Wi-Fi") },
          exactly: Self.toggleExpectation.merging(["ListRow[id: nfc]": .observed]) { $1 })
        expectSkipped(host, ["ListRow[7]"], during: {})
      }
      #expect(failures.count == 2)
      #expect(
        failures.first?.message.hasSuffix(
          "- ListRow[id: nfc] gozlem\n  + ListRow[id: nfc] - (not in the view tree)") == true)
      #expect(
        failures.last?.message
          == "expectSkipped: 1 of 1 views did not stay skipped\n"
          + "  measured: etkilesim: - degisti | yeniden yok | atlanan ListScreen,ListHeader,"
          + "ListRow,ListRow,ListRow\n"
          + "  ListRow[7]: expected atlanan, measured - (not in the view tree)")
    }
  }

  @Test func expectSkippedOfATypeNamesEachRowThatReRan() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ListScreen(store: ListStore(), readsCount: true), runtime: runtime)
      let failures = collectFailures {
        expectSkipped(host, ["ListRow"], during: { _ = host.toggle("Bluetooth") })
      }
      #expect(
        failures.first?.message
          == "expectSkipped: 3 of 3 views did not stay skipped\n"
          + "  measured: etkilesim: - degisti | yeniden ListScreen gozlem, ListHeader ebeveyn, "
          + "ListRow gozlem, ListRow gozlem, ListRow gozlem | atlanan yok\n"
          + "  ListRow[id: wifi]: expected atlanan, measured gozlem\n"
          + "  ListRow[id: bluetooth]: expected atlanan, measured gozlem\n"
          + "  ListRow[id: airplane]: expected atlanan, measured gozlem")
    }
  }

  @Test func textReadsAnyRowAndAToggleLabel() {
    Runtime.withNew { runtime in
      let store = ListStore()
      let host = ViewHost(rootView: ListScreen(store: store), runtime: runtime)
      let screen = ShownScreen.text(
        of: host,
        [
          "first": "ListRow", "second": "ListRow[1]", "air": "ListRow[id: \"airplane\"]",
          "header": "ListHeader", "none": "ListRow[id: nfc]",
        ])
      #expect(screen.fields.map(\.key) == ["air", "first", "header", "none", "second"])
      #expect(
        screen.fields.map(\.shown) == ["Airplane Mode", "Wi-Fi", "1 on", nil, "Bluetooth"])
    }
  }

  @Test func aStaleRowTextFailsTheSyncAssertion() {
    Runtime.withNew { runtime in
      let store = ListStore()
      let host = ViewHost(rootView: ListScreen(store: store), runtime: runtime)
      let failures = collectFailures {
        expectSync(
          model: ["bt": "Bluetooth LE"], screen: .text(of: host, ["bt": "ListRow[id: bluetooth]"]))
      }
      #expect(
        failures.first?.message.hasSuffix(
          "senkron | ListScreen.bt: model=Bluetooth LE ekran=Bluetooth -> bayat") == true)
    }
  }
}

/// The language trait and `SCREENLAB_LANG`.
@MainActor @Suite(.screenlabLanguage(.en)) struct LanguageTraitTests {
  @Test func theTraitSetsTheLanguageOfTheSuitesMessages() {
    #expect(TestingOptions.current.language == .en)
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ListScreen(store: ListStore(), readsCount: true), runtime: runtime)
      let failures = collectFailures {
        expectSkipped(host, ["ListRow[id: airplane]"], during: { _ = host.toggle("Wi-Fi") })
      }
      #expect(
        failures.first?.message.hasSuffix(
          "ListRow[id: airplane]: expected skipped, measured observed") == true)
    }
  }

  @Test func theEnvironmentVariableNamesALanguageOrIsRefused() throws {
    #expect(Language.requested(in: [:]) == nil)
    #expect(Language.requested(in: ["SCREENLAB_LANG": ""]) == nil)
    #expect(try Language.requested(in: ["SCREENLAB_LANG": "en"])?.get() == .en)
    guard case .failure(let bad) = Language.requested(in: ["SCREENLAB_LANG": "de"]) else {
      Issue.record("'de' was accepted")
      return
    }
    #expect(
      bad.description == "invalid value 'de' for SCREENLAB_LANG; valid languages: tr, en")
    // An explicit option wins over the trait.
    #expect(TestingOptions(language: .tr).language == .tr)
  }
}
