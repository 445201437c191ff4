// Written in the style of public SwiftUI components (countdown rings driven by a timer); not a copy of any of them.
import SwiftUI

struct TimerRing: View {
    let total: TimeInterval
    @State private var remaining: TimeInterval
    @State private var isRunning = false
    private let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(total: TimeInterval) {
        self.total = total
        _remaining = State(initialValue: total)
    }

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: CGFloat(remaining / total))
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 1), value: remaining)
                Text(String(format: "%02d:%02d", Int(remaining) / 60, Int(remaining) % 60))
                    .font(.system(.largeTitle, design: .monospaced))
            }
            .frame(width: 180, height: 180)
            HStack {
                Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
                Button("Reset") {
                    isRunning = false
                    remaining = total
                }
            }
            .buttonStyle(.bordered)
        }
        .onReceive(tick) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
        }
    }
}
