// Written in the style of public open-source SwiftUI search screens (a main-actor searcher driven by `onChange` and `onSubmit`); not a copy of any of them.
import SwiftUI

@MainActor
final class CitySearcher: ObservableObject {
    @Published private(set) var results: [String] = []
    private let all = ["Ankara", "Antalya", "Bursa", "Izmir", "Istanbul", "Konya", "Trabzon"]
    private var pending: Task<Void, Never>?

    func search(_ query: String) {
        pending?.cancel()
        pending = Task {
            try? await Task.sleep(nanoseconds: 200_000_000)
            guard !Task.isCancelled else { return }
            results = query.isEmpty ? [] : all.filter { $0.localizedCaseInsensitiveContains(query) }
        }
    }

    func commit(_ query: String) {
        pending?.cancel()
        results = all.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

struct SearchScreen: View {
    @StateObject private var searcher = CitySearcher()
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("City", text: $query)
                .textFieldStyle(.roundedBorder)
                .onSubmit { searcher.commit(query) }
            ForEach(searcher.results, id: \.self) { city in
                Text(city)
                    .padding(.vertical, 4)
            }
            Spacer()
        }
        .padding()
        .onChange(of: query) { newValue in
            searcher.search(newValue)
        }
    }
}
