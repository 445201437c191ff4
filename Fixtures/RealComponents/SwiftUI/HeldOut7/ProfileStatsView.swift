// Written in the style of public open-source SwiftUI profile screens (`@MainActor` formatting helpers called from `body`, a model passed in through `init`); not a copy of any of them.
import SwiftUI

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var followers: Int
    @Published var following: Int
    @Published var posts: Int

    init(followers: Int, following: Int, posts: Int) {
        self.followers = followers
        self.following = following
        self.posts = posts
    }

    func follow() {
        followers += 1
    }
}

struct ProfileStatsView: View {
    @StateObject private var viewModel: ProfileViewModel

    init(followers: Int, following: Int, posts: Int) {
        _viewModel = StateObject(wrappedValue: ProfileViewModel(followers: followers, following: following, posts: posts))
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                stat(title: "Posts", value: viewModel.posts)
                stat(title: "Followers", value: viewModel.followers)
                stat(title: "Following", value: viewModel.following)
            }
            Button(action: viewModel.follow) {
                Text("Follow")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    @MainActor
    private func stat(title: String, value: Int) -> some View {
        VStack(spacing: 4) {
            Text(abbreviated(value))
                .font(.title3.bold())
            Text(title)
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }

    @MainActor
    private func abbreviated(_ value: Int) -> String {
        value >= 1000 ? String(format: "%.1fk", Double(value) / 1000) : "\(value)"
    }
}
