import HeadlessSwiftUI
import Measure
import Observation
import Runtime
import Testing

@Observable private final class KeyRecordModel {
  var count = 0
}

private struct KeyRecordPanel: View {
  let model: KeyRecordModel
  @State var flag = false
  @State var unread = 0
  var body: some View {
    VStack {
      Text("\(model.count)")
      Text(flag ? "on" : "off")
    }
  }
}

/// The reports read the graph's one record per changed key: which keys an interaction names,
/// in which order, and which of them get a line.
@MainActor
struct KeyChangeRecordTests {
  @Test func namedKeysComeFirstAndAKeyThatReRanNothingHasNoLine() {
    Runtime.withNew { runtime in
      let model = KeyRecordModel()
      let host = ViewHost(rootView: KeyRecordPanel(model: model), runtime: runtime)
      let interaction = {
        // The model changes first, but Observation does not name the property: `-` goes
        // after the named state keys. `unread` changes, but no body read it.
        host.perform { model.count += 1 }
        _ = host.write("flag", true)
        _ = host.write("unread", 1)
      }
      let reports = host.measureKeys(interaction)
      #expect(reports.map(\.key) == ["flag", "-"])
      #expect(reports[0].recomputes == [Recompute(view: "KeyRecordPanel", cause: .local)])
      #expect(reports[1].recomputes == [Recompute(view: "KeyRecordPanel", cause: .observed)])
      // The one-line form names every written state key, not `-`, and lists the view once,
      // with the cause of its first change.
      let line = host.measure("both") {
        host.perform { model.count += 1 }
        _ = host.write("flag", false)
        _ = host.write("unread", 2)
      }
      #expect(line.key == "flag,unread")
      #expect(line.recomputes == [Recompute(view: "KeyRecordPanel", cause: .local)])
    }
  }
}
