// Written in the style of public SwiftUI components (animated like buttons); not a copy of any of them.
import SwiftUI

struct LikeButton: View {
    @Binding var isLiked: Bool
    @State private var bounce = false

    var body: some View {
        Button {
            isLiked.toggle()
            bounce = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                bounce = false
            }
        } label: {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.title)
                .foregroundColor(isLiked ? .red : .primary)
                .scaleEffect(bounce ? 1.3 : 1.0)
                .animation(.spring(response: 0.3, dampingFraction: 0.5), value: bounce)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
    }
}
