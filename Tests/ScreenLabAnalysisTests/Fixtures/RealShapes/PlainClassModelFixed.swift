// Imitates: the counter after its model became @Observable.
// swift-format-ignore-file
import Observation
import SwiftUI

@Observable final class TapCounter {
    var taps = 0
}

struct TapScreen: View {
    @State private var counter = TapCounter()

    var body: some View {
        VStack {
            Text("\(counter.taps) taps")
            Button("Tap") { counter.taps += 1 }
        }
    }
}
