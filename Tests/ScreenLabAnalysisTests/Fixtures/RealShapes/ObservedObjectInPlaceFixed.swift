// Imitates: the image view after its loader became a @StateObject.
// swift-format-ignore-file
import SwiftUI

final class ImageLoader: ObservableObject {
    @Published var isLoaded = false
    func load() { isLoaded = true }
}

struct RemoteImage: View {
    @StateObject private var loader = ImageLoader()

    var body: some View {
        Text(loader.isLoaded ? "image" : "loading")
            .onAppear { loader.load() }
    }
}
