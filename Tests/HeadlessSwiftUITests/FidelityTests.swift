import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// `_printChanges` fidelity (Docs/Semantics/SwiftUI.md §10.1, §10.2).
@MainActor
struct PrintChangesFidelityTests {
  @Test func firstBodyNamesTheIdentityOnlyForViewsWithDynamicProperties() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FirstRenderScreen(), runtime: runtime)
      #expect(
        host.printChangesLines() == [
          "FirstRenderScreen: @self, @identity, _value changed.",
          "ObjectHolders: @self, @identity, _owned changed.",
          "FirstCounter: @self, @identity, _n changed.",
          "TwoStates: @self, @identity, _b, _a changed.",
          "PlainA: @self changed.",
          "LocaleInput: @self, @identity, _locale changed.",
          "BindingOnly: @self, @identity changed.",
        ])
    }
  }

  @Test func aViewInsertedLaterPrintsItsFirstBodyTheSameWay() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          FirstCounter()
          FirstCounter()
        }, runtime: runtime)
      #expect(
        host.printChangesLines() == [
          "FirstCounter: @self, @identity, _n changed.",
          "FirstCounter: @self, @identity, _n changed.",
        ])
    }
  }

  @Test func dependenciesComeBeforeSelf() {
    Runtime.withNew { runtime in
      let model = FidelityModel()
      let host = ViewHost(rootView: DependencyParent(model: model), runtime: runtime)
      let start = host.evaluations.count
      host.perform { model.count += 1 }
      host.write("label", "b", in: "DependencyParent")
      host.settle()
      #expect(
        host.printChangesLines(from: start) == [
          "DependencyParent: _label changed.",
          "DependencyChild: @dependencies, @self changed.",
        ])
      #expect(host.texts == ["b 1"])
    }
  }
}

/// A `@State` compares by its stored initial value (Docs/Semantics/SwiftUI.md §10.3).
@MainActor
struct StateInputFidelityTests {
  @Test func aFreshInitialObjectIsANewInputButTheStateKeepsTheFirstObject() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: VMParent(), runtime: runtime)
      let first = try #require(host.read("vm", as: FidelityVM.self, in: "VMChild"))
      let start = host.evaluations.count
      let report = host.measure("tik") { host.write("tick", 1, in: "VMParent") }
      #expect(
        report.line()
          == "tik: tick degisti | yeniden VMParent yerel, VMChild ebeveyn | atlanan ValueStateChild"
      )
      #expect(
        host.printChangesLines(from: start) == [
          "VMParent: _tick changed.", "VMChild: @self changed.",
        ])
      let kept = try #require(host.read("vm", as: FidelityVM.self, in: "VMChild"))
      #expect(kept === first)
    }
  }
}

/// Closures that capture nothing compare equal (Docs/Semantics/SwiftUI.md §10.4).
@MainActor
struct ClosureFidelityTests {
  @Test func aRowWithANonCapturingClosureIsSkippedAndACapturingOneReruns() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ClosureScreen(), runtime: runtime)
      let report = host.measure("sayi") { host.write("n", 1, in: "ClosureScreen") }
      #expect(
        report.line()
          == "sayi: n degisti | yeniden ClosureScreen yerel, CapturingActionRow ebeveyn | atlanan StaticActionRow"
      )
      // The capturing closure still works: it writes the parent's state.
      #expect(host.tap("artir"))
      host.settle()
      #expect(host.read("n", as: Int.self, in: "ClosureScreen") == 2)
    }
  }
}

/// `withAnimation(_:completionCriteria:_:completion:)` and `logicallyComplete(after:)`
/// (Docs/Semantics/SwiftUI.md §10.5).
@MainActor
struct CompletionCriteriaTests {
  /// One frame at 60 Hz, the sampling step of the clock.
  static let frame = 1.0 / 60 + 1e-9

  @Test func logicalCompletionComesAtTheGivenTimeAndRemovalAtTheEnd() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let log = Log()
      let start = runtime.now
      let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
      host.perform {
        withAnimation(animation, completionCriteria: .logicallyComplete) {
          _ = host.write("visible", false)
        } completion: {
          log.entries.append(("logical", runtime.now))
        }
        withAnimation(animation, completionCriteria: .removed) {
          _ = host.write("moved", true)
        } completion: {
          log.entries.append(("removed", runtime.now))
        }
      }
      host.settle()
      runtime.advance(by: 6)
      #expect(log.entries.map(\.0) == ["logical", "removed"])
      #expect(abs(log.entries[0].1 - start - 1) <= Self.frame)
      #expect(abs(log.entries[1].1 - start - 5) <= Self.frame)
      // The opacity animation kept running after its logical completion.
      #expect(abs((host.presentedValue("opacity", in: "CompletionSquare")?[0] ?? -1)) < 1e-9)
    }
  }

  @Test func logicalCompletionNeverComesAfterTheEnd() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let log = Log()
      let start = runtime.now
      host.perform {
        withAnimation(.linear(duration: 0.5).logicallyComplete(after: 3)) {
          _ = host.write("visible", false)
        } completion: {
          log.entries.append(("logical", runtime.now))
        }
      }
      host.settle()
      runtime.advance(by: 4)
      #expect(log.entries.count == 1)
      #expect(abs((log.entries.first?.1 ?? -1) - start - 0.5) <= Self.frame)
    }
  }

  @Test func removedWaitsForTheAnimationThatReplacedIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let log = Log()
      let start = runtime.now
      host.perform {
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
          _ = host.write("visible", false)
        } completion: {
          log.entries.append(("removed", runtime.now))
        }
      }
      host.settle()
      runtime.advance(by: 0.5)
      let second = runtime.now
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("visible", true) } }
      host.settle()
      runtime.advance(by: 2)
      #expect(log.entries.count == 1)
      #expect(abs((log.entries.first?.1 ?? -1) - second - 1) <= Self.frame)
      #expect((log.entries.first?.1 ?? -1) - start > 1.25)
    }
  }

  @Test func logicalCompletionIgnoresTheAnimationThatReplacedIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let log = Log()
      let start = runtime.now
      host.perform {
        withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
          _ = host.write("visible", false)
        } completion: {
          log.entries.append(("logical", runtime.now))
        }
      }
      host.settle()
      runtime.advance(by: 0.5)
      host.perform { withAnimation(.linear(duration: 2)) { _ = host.write("visible", true) } }
      host.settle()
      runtime.advance(by: 3)
      #expect(log.entries.count == 1)
      #expect(abs((log.entries.first?.1 ?? -1) - start - 1) <= Self.frame)
    }
  }

  @Test(arguments: [AnimationCompletionCriteria.logicallyComplete, .removed])
  func aWriteThatAnimatesNothingCompletesAtOnce(criteria: AnimationCompletionCriteria) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let log = Log()
      let start = runtime.now
      host.perform {
        withAnimation(
          .linear(duration: 5).logicallyComplete(after: 1), completionCriteria: criteria
        ) {
          _ = host.write("title", "other")
        } completion: {
          log.entries.append(("done", runtime.now))
        }
      }
      host.settle()
      #expect(log.entries.count == 1)
      #expect(log.entries.first?.1 == start)
    }
  }

  @Test func theDescriptionNamesTheLogicalCompletion() {
    #expect(
      "\(Animation.linear(duration: 5).logicallyComplete(after: 1))"
        == "linear(duration: 5.0).logicallyComplete(after: 1.0)")
    #expect("\(Animation.linear(duration: 5))" == "linear(duration: 5.0)")
  }
}

final class Log: @unchecked Sendable {
  var entries: [(String, Double)] = []
}

/// Locale, calendar, time zone, text size and direction in the environment
/// (Docs/Semantics/SwiftUI.md §10.7).
@MainActor
struct SystemEnvironmentTests {
  @Test func defaultsAreFixed() {
    let values = EnvironmentValues()
    #expect(values.locale.identifier == "en_US")
    #expect(values.calendar.identifier == .gregorian)
    #expect(values.timeZone.identifier == "GMT")
    #expect(values.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
    #expect(values.calendar.timeZone == values.timeZone && values.calendar.locale == values.locale)
    #expect(values.dynamicTypeSize == .large)
    #expect(values.layoutDirection == .leftToRight)
  }

  @Test func valuesReadBackWhatWasWritten() {
    var values = EnvironmentValues()
    values.locale = Locale(identifier: "tr_TR")
    values.calendar = Calendar(identifier: .islamicCivil)
    values.timeZone = TimeZone(identifier: "Europe/Istanbul")!
    values.dynamicTypeSize = .accessibility2
    values.layoutDirection = .rightToLeft
    #expect(values.locale.identifier == "tr_TR")
    #expect(values.calendar.identifier == .islamicCivil)
    #expect(values.timeZone.identifier == "Europe/Istanbul")
    #expect(values.dynamicTypeSize == .accessibility2)
    #expect(values.layoutDirection == .rightToLeft)
  }

  @Test func dynamicTypeSizesAreOrderedWithFiveAccessibilitySizes() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
    #expect(DynamicTypeSize.xSmall < .large)
    #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
  }

  @Test func aLocaleWriteRerunsOnlyItsReaders() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: LocaleScreen(), runtime: runtime)
      let start = host.evaluations.count
      let report = host.measure("dil") { host.write("turkish", true) }
      #expect(
        report.line()
          == "dil: turkish degisti | yeniden LocaleScreen yerel, LocaleLabel ortam | atlanan DirectionLabel,Static"
      )
      #expect(host.printChangesLines(from: start).last == "LocaleLabel: _locale changed.")
      #expect(host.texts.first == "tr_TR")
    }
  }

  @Test(arguments: ["layoutDirection", "calendar", "timeZone", "dynamicTypeSize", "locale"])
  func aHostWriteRerunsTheReaderOfThatKey(key: String) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SystemLabels(), runtime: runtime)
      let readers = [
        "locale": "LocaleLabel", "layoutDirection": "DirectionLabel", "calendar": "CalendarLabel",
        "timeZone": "TimeZoneLabel", "dynamicTypeSize": "TypeSizeLabel",
      ]
      let report = host.measure(key) {
        switch key {
        case "locale": host.setEnvironment(\.locale, Locale(identifier: "tr_TR"))
        case "layoutDirection": host.setEnvironment(\.layoutDirection, .rightToLeft)
        case "calendar": host.setEnvironment(\.calendar, Calendar(identifier: .buddhist))
        case "timeZone": host.setEnvironment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        default: host.setEnvironment(\.dynamicTypeSize, .accessibility3)
        }
      }
      #expect(report.key == key)
      #expect(report.recomputes.map(\.view) == [readers[key]!])
      #expect(report.recomputes.map(\.cause) == ["ortam"])
      #expect(report.skipped.count == 5)
    }
  }

  @Test func theDynamicTypeSizeModifierSetsTheSubtreesSize() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          TypeSizeLabel().dynamicTypeSize(.accessibility1)
          TypeSizeLabel()
        }, runtime: runtime)
      #expect(host.texts == ["buyuk", "normal"])
    }
  }

  @Test func writingTheSameValueRerunsNothing() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SystemLabels(), runtime: runtime)
      let report = host.measure("ayni") { host.setEnvironment(\.layoutDirection, .leftToRight) }
      #expect(report.recomputes.isEmpty)
    }
  }
}
