// Written in the style of public SwiftUI search screens with a Combine view model; not a copy of any of them.
import Combine
import SwiftUI

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var isSearching = false

    private let catalog = ["Swift", "SwiftUI", "Combine", "Core Animation", "UIKit", "Foundation"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .sink { [weak self] _ in self?.isSearching = true }
            .store(in: &cancellables)

        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] text -> [String] in
                let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
                guard !needle.isEmpty else { return [] }
                return catalog.filter { $0.lowercased().contains(needle) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] matches in
                self?.results = matches
                self?.isSearching = false
            }
            .store(in: &cancellables)
    }
}

struct DebouncedSearchView: View {
    @StateObject private var model = SearchViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Search", text: $model.query)
                .padding(8)
                .background(Color.gray.opacity(0.12))
                .cornerRadius(8)

            if model.isSearching {
                Text("Searching…")
                    .foregroundColor(.secondary)
            } else if model.results.isEmpty {
                Text("No results")
                    .foregroundColor(.secondary)
            } else {
                ForEach(model.results, id: \.self) { result in
                    Text(result)
                }
            }
        }
        .padding()
    }
}

struct DebouncedSearchView_Previews: PreviewProvider {
    static var previews: some View {
        DebouncedSearchView()
    }
}
