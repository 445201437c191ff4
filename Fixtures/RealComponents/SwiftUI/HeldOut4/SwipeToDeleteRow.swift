// Written in the style of public SwiftUI components (custom swipe-to-delete rows); not a copy of any of them.
import SwiftUI

struct SwipeToDeleteRow<Content: View>: View {
    let onDelete: () -> Void
    @ViewBuilder let content: Content
    @State private var offset: CGFloat = 0
    private let buttonWidth: CGFloat = 80

    var body: some View {
        ZStack(alignment: .trailing) {
            Button(role: .destructive) {
                withAnimation { onDelete() }
            } label: {
                Image(systemName: "trash")
                    .foregroundColor(.white)
                    .frame(width: buttonWidth)
                    .frame(maxHeight: .infinity)
            }
            .background(Color.red)

            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color(.systemBackground))
                .offset(x: offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            offset = min(0, max(value.translation.width, -buttonWidth * 1.5))
                        }
                        .onEnded { value in
                            withAnimation(.spring()) {
                                offset = value.predictedEndTranslation.width < -buttonWidth / 2 ? -buttonWidth : 0
                            }
                        }
                )
        }
        .fixedSize(horizontal: false, vertical: true)
        .clipped()
    }
}

struct InboxRow: View {
    var body: some View {
        SwipeToDeleteRow(onDelete: {}) {
            VStack(alignment: .leading) {
                Text("Meeting notes").font(.headline)
                Text("Tomorrow at 10").font(.subheadline).foregroundColor(.secondary)
            }
        }
    }
}
