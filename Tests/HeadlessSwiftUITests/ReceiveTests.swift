import Foundation
import HeadlessCombine
import Runtime
import Testing

@testable import HeadlessSwiftUI

/// A countdown as SwiftUI components write it: a timer publisher and `.onReceive`.
struct Countdown: View {
  @State private var remaining = 3
  let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    Text("\(remaining)")
      .onReceive(ticks) { _ in
        if remaining > 0 { remaining -= 1 }
      }
  }
}

struct CountdownHolder: View {
  @State private var showsCountdown = true
  var body: some View {
    VStack {
      if showsCountdown { Countdown() }
      Button("Gizle") { showsCountdown = false }
    }
  }
}

@MainActor @Suite struct ReceiveTests {
  @Test func eachTickWritesStateAndReRunsTheBodyInItsTurn() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Countdown(), runtime: runtime)
      #expect(host.texts == ["3"])
      let first = host.evaluationCount
      runtime.advance(to: 1)
      #expect(host.texts == ["2"])
      runtime.advance(to: 5)
      #expect(host.texts == ["0"])
      // Three ticks changed the state; the later ticks write nothing, so nothing re-runs.
      #expect(host.evaluationCount - first == 3)
    }
  }

  @Test func aRemovedViewStopsReceiving() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CountdownHolder(), runtime: runtime)
      runtime.advance(to: 1)
      #expect(host.texts.first == "2")
      host.tap("Gizle")
      host.settle()
      let evaluations = host.evaluationCount
      runtime.advance(to: 4)
      #expect(host.evaluationCount == evaluations)
      #expect(!host.texts.contains("0"))
    }
  }
}
