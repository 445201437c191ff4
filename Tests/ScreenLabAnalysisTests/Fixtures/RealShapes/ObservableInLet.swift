// Imitates: a search screen that made its @Observable model in a plain stored property, recreated on every parent update.
// swift-format-ignore-file
import Observation
import SwiftUI

@Observable final class SearchModel {
    var query = ""
    var results: [String] = []
}

struct SearchScreen: View {
    let model = SearchModel() // bug: SL404

    var body: some View {
        List(model.results, id: \.self) { Text($0) }
            .onAppear { model.results = ["a", "b"] }
    }
}
