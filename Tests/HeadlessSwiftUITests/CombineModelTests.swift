import HeadlessCombine
import Runtime
import Testing

@testable import HeadlessSwiftUI

/// A model that announces by hand through its own subject, as older code does.
final class Thermostat: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var degrees = 20 {
    willSet { objectWillChange.send() }
  }
  var unannounced = 0
}

struct ThermostatScreen: View {
  @ObservedObject var thermostat: Thermostat
  var body: some View {
    VStack {
      Text("\(thermostat.degrees)")
      Static()
    }
  }
}

/// A model whose published value is driven by a pipeline (`assign(to: &$x)`).
final class SearchModel: ObservableObject {
  let query = PassthroughSubject<String, Never>()
  @Published var normalized = ""

  init() {
    query.map { $0.lowercased() }.removeDuplicates().assign(to: &$normalized)
  }
}

struct SearchScreen: View {
  @StateObject var model = SearchModel()
  var body: some View { Text(model.normalized) }
}

@MainActor @Suite struct CombineModelTests {
  @Test func aHandDeclaredSubjectInvalidatesItsObservers() {
    Runtime.withNew { runtime in
      let thermostat = Thermostat()
      let host = ViewHost(rootView: ThermostatScreen(thermostat: thermostat), runtime: runtime)
      let report = host.measure("derece") { host.perform { thermostat.degrees = 22 } }
      #expect(report.recomputes.map(\.view) == ["ThermostatScreen"])
      #expect(
        report.line() == "derece: - degisti | yeniden ThermostatScreen gozlem | atlanan Static")
      #expect(host.texts == ["22", "sabit"])
      let silent = host.measure("duyurusuz") { host.perform { thermostat.unannounced += 1 } }
      #expect(silent.recomputes.isEmpty)
    }
  }

  @Test func aPipelineAssignedToAPublishedPropertyInvalidatesLikeAWrite() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SearchScreen(), runtime: runtime)
      let model = host.stateObject(SearchModel.self)
      let first = host.measure("arama") { host.perform { model?.query.send("Kedi") } }
      #expect(first.recomputes.map(\.view) == ["SearchScreen"])
      #expect(host.texts == ["kedi"])
      // The same normalized text again: removeDuplicates drops it, nothing announces.
      let same = host.measure("ayni-arama") { host.perform { model?.query.send("KEDI") } }
      #expect(same.recomputes.isEmpty)
    }
  }
}
