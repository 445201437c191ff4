// Written in the style of public SwiftUI components (profile cards with stats); not a copy of any of them.
import SwiftUI

struct StatItem: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileCard: View {
    let name: String
    let handle: String
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 88, height: 88)
                .overlay(
                    Text(String(name.prefix(1)))
                        .font(.largeTitle.bold())
                        .foregroundColor(.white)
                )
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .shadow(radius: 6)
            VStack(spacing: 4) {
                Text(name).font(.title3.bold())
                Text("@\(handle)").font(.subheadline).foregroundColor(.secondary)
            }
            HStack {
                StatItem(value: "128", label: "Posts")
                Divider().frame(height: 28)
                StatItem(value: "4.2k", label: "Followers")
                Divider().frame(height: 28)
                StatItem(value: "312", label: "Following")
            }
            Button {
                withAnimation(.easeInOut) { isFollowing.toggle() }
            } label: {
                Text(isFollowing ? "Following" : "Follow")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 10)
                    .background(isFollowing ? Color.gray.opacity(0.2) : Color.accentColor)
                    .foregroundColor(isFollowing ? .primary : .white)
                    .clipShape(Capsule())
            }
        }
        .padding(24)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24))
        .padding()
    }
}
