// Written in the style of public SwiftUI components (async-loaded lists with pull to refresh); not a copy of any of them.
import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: Int
    let title: String
}

@MainActor
final class FeedModel: ObservableObject {
    @Published var items: [FeedItem] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 300_000_000)
        items = (1...10).map { FeedItem(id: $0, title: "Item \($0)") }
        isLoading = false
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        NavigationStack {
            List(model.items) { item in
                Label(item.title, systemImage: "doc.text")
            }
            .overlay {
                if model.isLoading && model.items.isEmpty {
                    ProgressView("Loading…")
                }
            }
            .navigationTitle("Feed")
            .task { await model.load() }
            .refreshable { await model.load() }
        }
    }
}
