// Written in the style of public open-source SwiftUI screens (a main-actor view model loaded with `.task`, pull to refresh); not a copy of any of them.
import SwiftUI

struct Article: Identifiable, Equatable {
    let id: Int
    let headline: String
    let minutes: Int
}

@MainActor
final class ArticleListViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 250_000_000)
        articles = (1...8).map { Article(id: $0, headline: "Story number \($0)", minutes: 2 + $0 % 5) }
    }

    func remove(_ article: Article) {
        articles.removeAll { $0.id == article.id }
    }
}

struct ArticleListView: View {
    @StateObject private var viewModel = ArticleListViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.articles) { article in
                    HStack {
                        Text(article.headline)
                            .font(.headline)
                        Spacer()
                        Text("\(article.minutes) min")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                    .onTapGesture { viewModel.remove(article) }
                }
            }
            .overlay {
                if viewModel.isLoading && viewModel.articles.isEmpty {
                    ProgressView()
                }
            }
            .navigationTitle("Reading list")
            .task { await viewModel.load() }
            .refreshable { await viewModel.load() }
        }
    }
}
