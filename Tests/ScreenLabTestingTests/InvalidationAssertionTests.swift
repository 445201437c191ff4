import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabTesting
import Testing

/// A list that loads again on each pull to refresh, half a second after the pull.
struct RefreshingFeed: View {
  @State var loads = 0

  var body: some View {
    List { Text("yukleme \(loads)") }
      .refreshable {
        try? await _Concurrency.Task.sleep(for: .seconds(0.5))
        loads += 1
      }
  }
}

@MainActor @Suite struct InvalidationAssertionTests {
  @Test func aRefreshAndTheClockRecomputeWhatTheRefreshWrote() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: RefreshingFeed(), runtime: runtime)
      let failures = collectFailures {
        // The pull alone writes nothing yet: the handler sleeps half a second first.
        expectRecomputes(host, during: { #expect(host.refresh()) }, exactly: [:])
        let report = expectRecomputes(
          host, during: { runtime.advance(by: 0.5) }, exactly: ["RefreshingFeed": .local])
        #expect(
          report.line() == "etkilesim: loads degisti | yeniden RefreshingFeed yerel | atlanan yok")
      }
      #expect(failures.isEmpty)
      #expect(host.texts == ["yukleme 1"])
    }
  }

  @Test func aPublishedWriteRecomputesTheScreenAndItsLabel() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        let report = expectRecomputes(
          host, during: { model.increment() },
          exactly: ["CounterScreen": .observed, "CountLabel": .parent])
        // The kernel's line, derived by hand: the model is observed by the screen; the label's
        // input changed, so its parent re-ran it; the footer reads nothing that changed.
        #expect(
          report.line()
            == "etkilesim: count degisti | yeniden CounterScreen gozlem, CountLabel ebeveyn "
            + "| atlanan Footer")
      }
      #expect(failures.isEmpty)
    }
  }

  @Test func aRemovedPublishedFailsWithTheMeasuredAndExpectedLinesAndADiff() {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        expectRecomputes(
          host, during: { model.increment() },
          exactly: ["UnpublishedCounterScreen": .observed, "CountLabel": .parent])
      }
      #expect(failures.map(\.assertion) == ["expectRecomputes"])
      #expect(
        failures.first?.message == """
          expectRecomputes: the views that re-ran differ from the expected ones
            measured: etkilesim: - degisti | yeniden yok | atlanan UnpublishedCounterScreen,CountLabel,Footer
            expected: etkilesim: - degisti | yeniden UnpublishedCounterScreen gozlem, CountLabel ebeveyn | atlanan Footer
            - UnpublishedCounterScreen gozlem
            - CountLabel ebeveyn
            + UnpublishedCounterScreen atlanan
            + CountLabel atlanan
              Footer atlanan
          """)
    }
  }

  @Test func underSwiftTestingTheFailureIsAnIssueAtTheCallersLine() {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      #expect(TestFramework.running == .swiftTesting)
      // The report of the failure goes to a temporary folder, named in the issue's message.
      let folder = TemporaryFolder()
      defer { folder.remove() }
      let callLine = #line + 3
      withKnownIssue {
        withTestingOptions(TestingOptions(reportFolder: folder.url.path)) {
          _ = expectRecomputes(
            host, label: "artir", during: { model.increment() },
            exactly: ["UnpublishedCounterScreen": .observed])
        }
      } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined()
        let report = folder.url.appendingPathComponent(
          "InvalidationAssertionTests/underSwiftTestingTheFailureIsAnIssueAtTheCallersLine-L"
            + "\(callLine).html"
        ).path
        return message.hasPrefix("expectRecomputes: the views that re-ran differ")
          && message.contains("measured: artir: - degisti | yeniden yok")
          && message.hasSuffix("\n  report: " + report)
          && FileManager.default.fileExists(atPath: report)
          && issue.sourceLocation?.line == callLine
          && issue.sourceLocation?.fileName == "InvalidationAssertionTests.swift"
      }
    }
  }

  @Test func anObservableStoreIsMeasuredLikeAnObservedObject() {
    Runtime.withNew { runtime in
      let store = CounterStore()
      let host = ViewHost(rootView: StoreCounterScreen(store: store), runtime: runtime)
      let failures = collectFailures {
        expectRecomputes(
          host, key: "count", during: { store.increment() },
          exactly: ["StoreCounterScreen": .observed, "CountLabel": .parent])
        expectSkipped(host, ["Footer"], during: { store.increment() })
      }
      #expect(failures.isEmpty)
    }
  }

  @Test func expectSkippedNamesEachViewThatReRanWithItsCause() {
    Runtime.withNew { runtime in
      let model = CounterModel()
      let host = ViewHost(rootView: CounterScreen(model: model), runtime: runtime)
      let failures = collectFailures {
        expectSkipped(host, ["CountLabel", "Footer", "Header"], during: { model.increment() })
      }
      #expect(
        failures.map(\.message) == [
          """
          expectSkipped: 2 of 3 views did not stay skipped
            measured: etkilesim: count degisti | yeniden CounterScreen gozlem, CountLabel ebeveyn | atlanan Footer
            CountLabel: expected atlanan, measured ebeveyn
            Header: expected atlanan, measured - (not in the view tree)
          """
        ])
    }
  }

  @Test func theKernelWordsFollowTheOptionsLanguage() {
    Runtime.withNew { runtime in
      let model = UnpublishedCounterModel()
      let host = ViewHost(rootView: UnpublishedCounterScreen(model: model), runtime: runtime)
      let failures = withTestingOptions(TestingOptions(language: .en)) {
        collectFailures {
          expectRecomputes(
            host, during: { model.increment() }, exactly: ["UnpublishedCounterScreen": .observed])
        }
      }
      #expect(
        failures.first?.message.split(separator: "\n").dropFirst().prefix(2).map(String.init) == [
          "  measured: interaction: - changed | recomputed none | skipped "
            + "UnpublishedCounterScreen,CountLabel,Footer",
          "  expected: interaction: - changed | recomputed UnpublishedCounterScreen observed "
            + "| skipped CountLabel,Footer",
        ])
    }
  }
}
