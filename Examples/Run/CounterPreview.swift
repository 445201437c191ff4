// A SwiftUI view that needs an argument, shown through a `#Preview`, as Xcode templates write
// it. No macro plugin runs here: `screenlab run` turns the `#Preview` into a preview provider
// on the same lines (Docs/Run.md §2) and hosts it under its title:
//
//   swift run screenlab run Examples/Run/CounterPreview.swift --tap "Adet: 0" --tap "Adet: 1"

import SwiftUI

struct Counter: View {
    @State private var count = 0
    let title: String

    var body: some View {
        VStack {
            Button("\(title): \(count)") {
                count += 1
            }
            Caption(text: title)
        }
    }
}

struct Caption: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

#Preview("Sayaç") {
    Counter(title: "Adet")
}
