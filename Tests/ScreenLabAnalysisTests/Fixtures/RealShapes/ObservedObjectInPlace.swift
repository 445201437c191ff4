// Imitates: an image view that created its loader with @ObservedObject, so each parent update reset it.
// swift-format-ignore-file
import SwiftUI

final class ImageLoader: ObservableObject {
    @Published var isLoaded = false
    func load() { isLoaded = true }
}

struct RemoteImage: View {
    @ObservedObject private var loader = ImageLoader() // bug: SL404

    var body: some View {
        Text(loader.isLoaded ? "image" : "loading")
            .onAppear { loader.load() }
    }
}
