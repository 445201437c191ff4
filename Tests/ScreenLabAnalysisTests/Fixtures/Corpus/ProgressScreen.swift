// swift-format-ignore-file
import SwiftUI
import UIKit

final class UploadModel: ObservableObject {
    @Published var fraction: Double = 0
    @Published var fileName = ""
}

/// Wraps RingView for SwiftUI.
struct RingRepresentable: UIViewRepresentable {
    let progress: Double
    let thickness: CGFloat

    func makeUIView(context: Context) -> RingView {
        let ring = RingView()
        ring.lineWidth = thickness
        ring.progress = CGFloat(progress)
        return ring
    }

    func updateUIView(_ uiView: RingView, context: Context) {
        uiView.progress = CGFloat(progress) // expect: SL101
        uiView.ringColor = progress >= 1 ? .systemGreen : .systemBlue
    }
}

struct ProgressScreen: View {
    @StateObject private var model = UploadModel()

    var body: some View {
        VStack {
            RingRepresentable(progress: model.fraction, thickness: 8)
            Text(model.fileName)
        }
    }
}
