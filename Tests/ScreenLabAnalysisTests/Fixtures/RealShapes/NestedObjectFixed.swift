// Imitates: the app store after the nested profile became a value type.
// swift-format-ignore-file
import SwiftUI

struct Profile {
    var displayName = "Guest"
}

final class AppStore: ObservableObject {
    @Published var profile = Profile()
}

struct ProfileHeader: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        VStack {
            Text(store.profile.displayName)
            Button("Rename") { store.profile.displayName = "Ada" }
        }
    }
}
