// Written in the style of public open-source SwiftUI stopwatches (a main-actor model ticking in a `Task { @MainActor in … }` loop); not a copy of any of them.
import SwiftUI

@MainActor
final class Stopwatch: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var isRunning = false
    private var ticker: Task<Void, Never>?

    func start() {
        guard !isRunning else { return }
        isRunning = true
        ticker = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                elapsed += 0.1
            }
        }
    }

    func stop() {
        ticker?.cancel()
        ticker = nil
        isRunning = false
    }

    func reset() {
        stop()
        elapsed = 0
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%.1f", stopwatch.elapsed))
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .monospacedDigit()
            HStack(spacing: 16) {
                Button(stopwatch.isRunning ? "Stop" : "Start") {
                    if stopwatch.isRunning {
                        stopwatch.stop()
                    } else {
                        stopwatch.start()
                    }
                }
                Button("Reset", action: stopwatch.reset)
                    .disabled(stopwatch.elapsed == 0)
            }
        }
        .onDisappear { stopwatch.stop() }
    }
}
