import HeadlessCombine
import Measure
import Observation
import Runtime
import Testing

@testable import HeadlessSwiftUI

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

/// A published model whose `level` shares its name with a state of the view that reads it.
private final class KeyRecordLevels: ObservableObject {
  @Published var level = 0
  @Published var mode = 0
}

private struct KeyRecordLevelPanel: View {
  @ObservedObject var levels: KeyRecordLevels
  @State var level = 0
  var body: some View { Text("\(level) \(levels.level) \(levels.mode)") }
}

/// Six states, each read by the body: more keys in one update than the graph compares in turn.
private struct KeyRecordWidePanel: View {
  @State var a = 0
  @State var b = 0
  @State var c = 0
  @State var d = 0
  @State var e = 0
  @State var f = 0
  var body: some View { Text("\(a) \(b) \(c) \(d) \(e) \(f)") }
}

/// Two states read by the panel; `shown` inserts a second label.
private struct KeyRecordInsertPanel: View {
  @State var shown = false
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      KeyRecordLabel(text: "always")
      if shown { KeyRecordLabel(text: "new") }
    }
  }
}

private struct KeyRecordLabel: View {
  let text: String
  var body: some View { Text(text) }
}

/// The reports read the graph's one record of what re-ran and why (the changed keys and the
/// evaluation records, each re-run's keys with their causes): which keys an interaction
/// names, in which order, which of them get a line, and which cause each view gets.
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

  /// Two published properties written in one update: each key gets its own record (the graph
  /// notes a key again only when the next change's key differs from the one before).
  @Test func twoPublishedKeysOfOneUpdateEachGetALine() {
    Runtime.withNew { runtime in
      let levels = KeyRecordLevels()
      let host = ViewHost(rootView: KeyRecordLevelPanel(levels: levels), runtime: runtime)
      let reports = host.measureKeys {
        host.perform {
          levels.level = 1
          levels.mode = 1
        }
      }
      #expect(reports.map(\.key) == ["level", "mode"])
      for report in reports {
        #expect(report.recomputes == [Recompute(view: "KeyRecordLevelPanel", cause: .observed)])
      }
    }
  }

  /// One key re-runs the same view for two causes in two updates: its state (`yerel`), then the
  /// published property of the same name (`gozlem`); the second record keeps its own cause (the
  /// graph reuses a node's last key list only for the same key and cause).
  @Test func theSameKeyAndViewKeepEachUpdatesCause() {
    Runtime.withNew { runtime in
      let levels = KeyRecordLevels()
      let host = ViewHost(rootView: KeyRecordLevelPanel(levels: levels), runtime: runtime)
      let state = host.measureKeys { _ = host.write("level", 1) }
      #expect(state.map(\.key) == ["level"])
      #expect(state.first?.recomputes == [Recompute(view: "KeyRecordLevelPanel", cause: .local)])
      let published = host.measureKeys { host.perform { levels.level = 1 } }
      #expect(published.map(\.key) == ["level"])
      #expect(
        published.first?.recomputes == [Recompute(view: "KeyRecordLevelPanel", cause: .observed)])
      // The evaluation records keep each update's cause too (a record reuses the key list of
      // the record before only for the same key and cause).
      let causes = host.evaluations.suffix(2).map(\.keyCauses)
      #expect(
        causes == [
          [KeyCause(key: "level", cause: .local)], [KeyCause(key: "level", cause: .observed)],
        ])
    }
  }

  /// Six keys written before one update: each key gets its reader, in write order.
  @Test func anUpdateOfManyKeysFilesEachReader() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: KeyRecordWidePanel(), runtime: runtime)
      let names = ["a", "b", "c", "d", "e", "f"]
      let updates = host.updateCount
      let reports = host.measureKeys {
        for name in names { _ = host.write(name, 1) }
      }
      #expect(host.updateCount == updates + 1)
      #expect(reports.map(\.key) == names)
      for report in reports {
        #expect(report.recomputes == [Recompute(view: "KeyRecordWidePanel", cause: .local)])
      }
    }
  }

  /// One key re-runs the same view in two updates of one interaction, for two causes: its
  /// state (`yerel`), then the published property of the same name (`gozlem`). The key's
  /// report lists the view once, with the cause of its first re-run; both evaluation records
  /// keep their own.
  @Test func aViewReRunTwiceForAKeyKeepsItsFirstCause() {
    Runtime.withNew { runtime in
      let levels = KeyRecordLevels()
      let host = ViewHost(rootView: KeyRecordLevelPanel(levels: levels), runtime: runtime)
      let start = host.evaluations.count
      let reports = host.measureKeys {
        _ = host.write("level", 1)
        host.settle()
        host.perform { levels.level = 1 }
      }
      #expect(reports.map(\.key) == ["level"])
      #expect(reports.first?.recomputes == [Recompute(view: "KeyRecordLevelPanel", cause: .local)])
      #expect(
        host.evaluations[start...].map(\.keyCauses) == [
          [KeyCause(key: "level", cause: .local)], [KeyCause(key: "level", cause: .observed)],
        ])
    }
  }

  /// Two keys of one interaction, one of which inserts a view: each key's report lists, in
  /// tree order, the views it re-ran and the views that stayed without re-running; the view
  /// the interaction inserted is in neither list of either key (what `measure` reports of the
  /// same interaction as one line).
  @Test func eachKeysReportSkipsTheViewsThatStayedButNotAnInsertedOne() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: KeyRecordInsertPanel(), runtime: runtime)
      let reports = host.measureKeys {
        _ = host.write("shown", true)
        _ = host.write("count", 1)
      }
      let whole = host.measure("whole") {
        _ = host.write("shown", false)
        _ = host.write("count", 2)
      }
      #expect(reports.map(\.key) == ["shown", "count"])
      for report in reports {
        #expect(report.recomputes == [Recompute(view: "KeyRecordInsertPanel", cause: .local)])
        #expect(report.skipped == ["KeyRecordLabel"])
        #expect(report.recomputes == whole.recomputes)
      }
      #expect(whole.skipped == ["KeyRecordLabel"])
      #expect(whole.removed == ["KeyRecordLabel"])
    }
  }

  /// A host that keeps no records keeps no changed keys either: the keys are half of the
  /// record, and an update without records pays for neither.
  @Test func aHostWithoutRecordsKeepsNoChangedKeys() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: KeyRecordWidePanel(), runtime: runtime)
      host.keepsRecords = false
      let reports = host.measureKeys {
        _ = host.write("a", 1)
        _ = host.write("b", 1)
      }
      #expect(reports.isEmpty)
      #expect(host.graph.changedKeys.isEmpty)
      host.keepsRecords = true
      let kept = host.measureKeys { _ = host.write("a", 2) }
      #expect(host.graph.changedKeys == ["a"])
      #expect(kept.map(\.key) == ["a"])
    }
  }
}
