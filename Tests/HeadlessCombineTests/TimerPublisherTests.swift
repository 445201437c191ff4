import Foundation
import HeadlessCombine
import Runtime
import Testing

@MainActor @Suite struct TimerPublisherTests {
  @Test func anAutoconnectedTimerPublishesTheVirtualDateAtEachTick() {
    Runtime.withNew { runtime in
      var dates: [Double] = []
      var token: AnyCancellable? = Timer.publish(every: 0.5, on: .main, in: .common)
        .autoconnect()
        .sink { dates.append($0.timeIntervalSinceReferenceDate) }
      runtime.advance(to: 1.6)
      // At 60 Hz the ticks land on frames 30, 60 and 90: exactly 0.5, 1.0 and 1.5 s.
      #expect(dates.count == 3)
      for (date, expected) in zip(dates, [0.5, 1.0, 1.5]) { #expect(abs(date - expected) < 1e-9) }
      token = nil  // the last subscriber leaves: the timer stops
      runtime.advance(to: 3)
      #expect(dates.count == 3)
      #expect(token == nil)
    }
  }

  @Test func aConnectablePublisherIsSilentUntilConnected() {
    Runtime.withNew { runtime in
      let publisher = Timer.publish(every: 0.25, on: .main, in: .default)
      var count = 0
      let token = publisher.sink { _ in count += 1 }
      runtime.advance(to: 1)
      #expect(count == 0)
      let connection = publisher.connect()
      runtime.advance(to: 2)
      #expect(count == 4)
      connection.cancel()
      runtime.advance(to: 3)
      #expect(count == 4)
      _ = token
    }
  }
}
