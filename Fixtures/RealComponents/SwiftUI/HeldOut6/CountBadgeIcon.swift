// Written in the style of public SwiftUI components (icons with notification badges); not a copy of any of them.
import SwiftUI

struct CountBadgeIcon: View {
    let systemName: String
    let count: Int

    var body: some View {
        Image(systemName: systemName)
            .font(.title2)
            .frame(width: 36, height: 36)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text(count > 99 ? "99+" : "\(count)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .padding(.horizontal, 5)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.red))
                        .offset(x: 8, y: -6)
                        .transition(.scale)
                }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: count)
    }
}
