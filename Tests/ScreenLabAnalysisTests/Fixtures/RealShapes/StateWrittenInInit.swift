// Imitates: a timer view that assigned its @State in init; the write happens before SwiftUI installs the storage.
// swift-format-ignore-file
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 0

    init(seconds: Int) {
        remaining = seconds // bug: SL403
    }

    var body: some View {
        Text("\(remaining) s")
    }
}
