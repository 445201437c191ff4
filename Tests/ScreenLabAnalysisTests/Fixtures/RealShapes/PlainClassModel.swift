// Imitates: a SwiftUI counter whose model was a plain class, so taps changed the value and not the screen.
// swift-format-ignore-file
import SwiftUI

final class TapCounter {
    var taps = 0
}

struct TapScreen: View {
    @State private var counter = TapCounter()

    var body: some View {
        VStack {
            Text("\(counter.taps) taps")
            Button("Tap") { counter.taps += 1 } // bug: SL401
        }
    }
}
