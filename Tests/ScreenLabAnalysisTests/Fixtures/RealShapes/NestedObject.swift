// Imitates: an app store holding a nested ObservableObject; changing the child did not refresh views of the parent.
// swift-format-ignore-file
import SwiftUI

final class Profile: ObservableObject {
    @Published var displayName = "Guest"
}

final class AppStore: ObservableObject {
    @Published var profile = Profile()
}

struct ProfileHeader: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        VStack {
            Text(store.profile.displayName)
            Button("Rename") { store.profile.displayName = "Ada" } // bug: SL405
        }
    }
}
