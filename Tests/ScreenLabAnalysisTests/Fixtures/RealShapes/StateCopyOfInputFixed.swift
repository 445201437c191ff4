// Imitates: the badge view after it took the count as a plain input.
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
    let count: Int

    var body: some View {
        Text("\(count)")
    }
}
