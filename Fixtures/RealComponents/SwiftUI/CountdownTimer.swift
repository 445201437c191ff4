// Written in the style of public SwiftUI components (countdown timers); not a copy of any of them.
import SwiftUI

struct CountdownTimer: View {
    @State private var remaining = 60
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text(timeString)
                .font(.system(size: 48, weight: .bold, design: .monospaced))
            ProgressView(value: Double(60 - remaining), total: 60)
                .padding(.horizontal)
        }
        .onReceive(timer) { _ in
            if remaining > 0 { remaining -= 1 }
        }
    }

    private var timeString: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }
}
