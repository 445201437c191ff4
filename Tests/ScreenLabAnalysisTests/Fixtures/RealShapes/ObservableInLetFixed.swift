// Imitates: the search screen after it kept its @Observable model in @State.
// swift-format-ignore-file
import Observation
import SwiftUI

@Observable final class SearchModel {
    var query = ""
    var results: [String] = []
}

struct SearchScreen: View {
    @State private var model = SearchModel()

    var body: some View {
        List(model.results, id: \.self) { Text($0) }
            .onAppear { model.results = ["a", "b"] }
    }
}
