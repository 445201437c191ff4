import HeadlessSwiftUI
import Observation
import Runtime
import Testing

/// Two animatable levels: each reader shows one as its text's opacity.
@Observable final class FadeLevels: @unchecked Sendable {
  var first = 1.0
  var second = 1.0
}

struct FirstFadeReader: View {
  let levels: FadeLevels
  var body: some View { Text("birinci").opacity(levels.first) }
}

struct SecondFadeReader: View {
  let levels: FadeLevels
  var body: some View { Text("ikinci").opacity(levels.second) }
}

struct FadeReaders: View {
  let levels: FadeLevels
  var body: some View {
    VStack {
      FirstFadeReader(levels: levels)
      SecondFadeReader(levels: levels)
    }
  }
}

/// The transaction an `@Observable` write carries to its readers is the one open where the
/// write is made, read afresh at each write: a write after a `withAnimation` body has closed
/// does not animate, a write inside one does, and a write one reader's change handler makes
/// inside `withAnimation` animates while the write that ran the handler does not
/// (Docs/Semantics/SwiftUI.md §2.5).
@MainActor
struct ObservedTransactionTests {
  private func opacity(_ host: ViewHost<FadeReaders>, _ view: String) -> Double {
    host.presentedValue("opacity", in: view)?[0] ?? -1
  }

  @Test func eachWriteCarriesTheTransactionOpenWhereItIsMade() {
    Runtime.withNew { runtime in
      let levels = FadeLevels()
      let host = ViewHost(rootView: FadeReaders(levels: levels), runtime: runtime)
      host.perform { levels.first = 0 }
      host.settle()
      #expect(opacity(host, "FirstFadeReader") == 0)
      host.perform { withAnimation(.linear(duration: 1)) { levels.first = 1 } }
      host.settle()
      runtime.advance(by: 0.25)
      #expect(abs(opacity(host, "FirstFadeReader") - 0.25) < 1e-9)
      runtime.advance(by: 1)
      host.perform { levels.first = 0 }
      host.settle()
      #expect(opacity(host, "FirstFadeReader") == 0)
      host.perform { withTransaction(\.animation, .linear(duration: 2)) { levels.second = 0 } }
      host.settle()
      runtime.advance(by: 0.5)
      #expect(abs(opacity(host, "SecondFadeReader") - 0.75) < 1e-9)
    }
  }

  @Test func aWriteInsideAnotherWritesHandlerCarriesItsOwnTransaction() {
    Runtime.withNew { runtime in
      let levels = FadeLevels()
      let host = ViewHost(rootView: FadeReaders(levels: levels), runtime: runtime)
      // A change handler of the app's own, run by the same write as the readers' handlers.
      withObservationTracking {
        _ = levels.first
      } onChange: {
        withAnimation(.linear(duration: 1)) { levels.second = 0 }
      }
      host.perform { levels.first = 0 }
      host.settle()
      runtime.advance(by: 0.25)
      #expect(opacity(host, "FirstFadeReader") == 0)
      #expect(abs(opacity(host, "SecondFadeReader") - 0.75) < 1e-9)
    }
  }

  @Test func aWriteInsideAnotherRuntimesAnimationAnimates() {
    Runtime.withNew { runtime in
      let levels = FadeLevels()
      let host = ViewHost(rootView: FadeReaders(levels: levels), runtime: runtime)
      Runtime.withNew { _ in
        withAnimation(.linear(duration: 1)) { levels.first = 0 }
      }
      host.settle()
      runtime.advance(by: 0.25)
      #expect(abs(opacity(host, "FirstFadeReader") - 0.75) < 1e-9)
      #expect(opacity(host, "SecondFadeReader") == 1)
    }
  }
}
