// A SwiftUI view whose button shows a banner a second later, through the main queue. With
// `screenlab run` the block runs on the virtual clock, when `--advance` reaches its time, and
// its write is measured like any other (Docs/Run.md §4):
//
//   swift run screenlab run Examples/Run/SavedBanner.swift --tap Kaydet --advance 0.5 --advance 0.5

import SwiftUI

struct SavedBanner: View {
    @State private var isSaved = false

    var body: some View {
        VStack {
            Button("Kaydet") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    isSaved = true
                }
            }
            if isSaved {
                Text("Kaydedildi")
            }
            Footer()
        }
    }
}

struct Footer: View {
    var body: some View {
        Text("Taslak")
    }
}
