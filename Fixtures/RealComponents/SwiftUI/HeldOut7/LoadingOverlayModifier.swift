// Written in the style of public open-source SwiftUI helpers (a view modifier observing a main-actor activity tracker); not a copy of any of them.
import SwiftUI

@MainActor
final class ActivityTracker: ObservableObject {
    @Published private(set) var pending = 0

    var isBusy: Bool { pending > 0 }

    func track(_ work: @escaping () async -> Void) {
        pending += 1
        Task {
            await work()
            pending -= 1
        }
    }
}

struct LoadingOverlay: ViewModifier {
    @ObservedObject var tracker: ActivityTracker

    func body(content: Content) -> some View {
        content
            .disabled(tracker.isBusy)
            .overlay {
                if tracker.isBusy {
                    ZStack {
                        Color.black.opacity(0.2)
                        ProgressView()
                    }
                }
            }
    }
}

extension View {
    func loadingOverlay(_ tracker: ActivityTracker) -> some View {
        modifier(LoadingOverlay(tracker: tracker))
    }
}

struct UploadScreen: View {
    @StateObject private var tracker = ActivityTracker()
    @State private var uploaded = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Uploaded \(uploaded) files")
            Button("Upload") {
                tracker.track {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    uploaded += 1
                }
            }
        }
        .padding()
        .loadingOverlay(tracker)
    }
}
