// Imitates: a badge view that kept its passed-in count in @State, so later counts never showed.
// swift-format-ignore-file
import SwiftUI

struct InboxScreen: View {
    @State private var unread = 3

    var body: some View {
        VStack {
            CountBadge(count: unread)
            Button("New mail") { unread += 1 }
        }
    }
}

struct CountBadge: View {
    @State var count: Int // bug: SL403

    var body: some View {
        Text("\(count)")
    }
}
