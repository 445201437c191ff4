import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// The course's opening measurement, derived from execution: six changes give eight
/// recomputes, two per channel.
@MainActor
struct OpeningMeasurementTests {
  @Test func sixChangesGiveEightRecomputesTwoPerChannel() {
    Runtime.withNew { runtime in
      let inbox = Inbox()
      let settings = Settings()
      let host = ViewHost(
        rootView: OpeningScreen(inbox: inbox, settings: settings), runtime: runtime)
      let reports = [
        host.measure("sayac-artti") { host.write("count", 1, in: "OpeningScreen") },
        host.measure("bayrak-degisti") { host.tap("kapali") },
        host.measure("ad-yazildi") { host.write("name", "b", in: "NameField") },
        host.measure("okunmamis-artti", key: "unread") { host.perform { inbox.unread += 1 } },
        host.measure("ses-degisti") { host.perform { settings.volume = 2 } },
        host.measure("vurgu-degisti") { host.setEnvironment(\.accent, "kirmizi") },
      ]
      #expect(
        reports.map { $0.line() } == [
          "sayac-artti: count degisti | yeniden OpeningScreen yerel, CounterLabel ebeveyn | atlanan NameField,FlagView,InboxBadge,VolumeView,AccentLabel,AccentIcon",
          "bayrak-degisti: flag degisti | yeniden FlagView yerel | atlanan OpeningScreen,CounterLabel,NameField,InboxBadge,VolumeView,AccentLabel,AccentIcon",
          "ad-yazildi: name degisti | yeniden NameField ebeveyn | atlanan OpeningScreen,CounterLabel,FlagView,InboxBadge,VolumeView,AccentLabel,AccentIcon",
          "okunmamis-artti: unread degisti | yeniden InboxBadge gozlem | atlanan OpeningScreen,CounterLabel,NameField,FlagView,VolumeView,AccentLabel,AccentIcon",
          "ses-degisti: volume degisti | yeniden VolumeView gozlem | atlanan OpeningScreen,CounterLabel,NameField,FlagView,InboxBadge,AccentLabel,AccentIcon",
          "vurgu-degisti: accent degisti | yeniden AccentLabel ortam, AccentIcon ortam | atlanan OpeningScreen,CounterLabel,NameField,FlagView,InboxBadge,VolumeView",
        ])
      let recomputes = reports.flatMap(\.recomputes)
      #expect(recomputes.count == 8)
      #expect(
        CauseTally(recomputes).lines() == ["yerel: 2", "ebeveyn: 2", "gozlem: 2", "ortam: 2"])
      #expect(
        CauseTally(recomputes).lines(.en) == [
          "local: 2", "parent: 2", "observed: 2", "environment: 2",
        ])
    }
  }
}
