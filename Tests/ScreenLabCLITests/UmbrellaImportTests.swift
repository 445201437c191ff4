// This file imports ScreenLab alone (and Testing for the tests): `@Observable` and
// `withObservationTracking` come through the umbrella, as they do through SwiftUI
// (Docs/Semantics/SwiftUI.md §10.8).
import ScreenLab
import Testing

@Observable final class UmbrellaModel {
  var count = 0
}

struct UmbrellaCounter: View {
  let model: UmbrellaModel
  var body: some View { Text("\(model.count)") }
}

@MainActor
struct UmbrellaImportTests {
  @Test func observableNeedsOnlyTheUmbrellaImport() {
    Runtime.withNew { runtime in
      let model = UmbrellaModel()
      let host = ViewHost(rootView: UmbrellaCounter(model: model), runtime: runtime)
      let report = host.measure("artir", key: "count") { host.perform { model.count += 1 } }
      #expect(report.recomputes == [Recompute(view: "UmbrellaCounter", cause: "gozlem")])
      #expect(host.texts == ["1"])
    }
  }

  @Test func observationTrackingIsVisible() {
    let model = UmbrellaModel()
    let changes = ChangeCount()
    withObservationTracking {
      _ = model.count
    } onChange: {
      changes.count += 1
    }
    model.count = 2
    #expect(changes.count == 1)
  }
}

final class ChangeCount: @unchecked Sendable {
  var count = 0
}
