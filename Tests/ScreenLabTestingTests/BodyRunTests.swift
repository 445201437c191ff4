import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabTesting
import Testing

@MainActor @Suite struct BodyRunTests {
  @Test func oneIncrementRunsTwoBodiesInAll() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        let runs = expectBodyRuns(host, atMost: 2, during: { model.increment() })
        #expect(runs.map(\.view) == ["CounterScreen", "CountLabel"])
        expectBodyRuns(host, atMost: 1, of: "CountLabel", during: { model.increment() })
        expectBodyRuns(host, atMost: 0, of: "Footer", during: { model.increment() })
      }
      #expect(failures.isEmpty)
    }
  }

  @Test func overBudgetListsEveryEvaluationWithItsCauseAndPrintChangesLine() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        expectBodyRuns(host, atMost: 1, during: { model.increment() })
      }
      let runs = host.evaluations.suffix(2)
      let turn = runs.first?.turn ?? -1
      // Both bodies run in the update of one turn: the screen for its observed model (Apple's
      // `_printChanges` names the `@ObservedObject`'s storage, `_model`), the label because its
      // parent passed a new count (`@self`).
      #expect(
        failures.map(\.message) == [
          """
          expectBodyRuns: 2 body evaluations in all, budget 1
            turn \(turn) CounterScreen gozlem | CounterScreen: _model changed.
            turn \(turn) CountLabel ebeveyn | CountLabel: @self changed.
          """
        ])
    }
  }

  @Test func aPerViewBudgetCountsThatViewOnly() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DoubleWriteScreen(), runtime: runtime)
      let failures = collectFailures {
        expectBodyRuns(
          host, atMost: 1, of: "DoubleWriteScreen", during: { _ = host.tap("Increment") })
      }
      #expect(failures.count == 1)
      let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
      #expect(lines.first == "expectBodyRuns: 2 body evaluations of DoubleWriteScreen, budget 1")
      #expect(lines.dropFirst().allSatisfy { $0.contains("DoubleWriteScreen yerel |") })
    }
  }

  @Test func aNegativeBudgetFailsWithoutRunningTheInteraction() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        expectBodyRuns(host, atMost: -1, during: { model.increment() })
      }
      #expect(
        failures.map(\.message) == [
          "expectBodyRuns: budget -1 is negative; give the most evaluations allowed, 0 or more"
        ])
      #expect(model.count == 0)
    }
  }
}
