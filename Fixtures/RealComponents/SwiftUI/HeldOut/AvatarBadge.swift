// Written in the style of public SwiftUI components (avatars with badges); not a copy of any of them.
import SwiftUI

struct AvatarBadge: View {
    let initials: String
    var badgeCount: Int = 0
    var size: CGFloat = 56

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .frame(width: size, height: size)
                .overlay(
                    Text(initials)
                        .font(.system(size: size * 0.4, weight: .bold))
                        .foregroundColor(.white)
                )

            if badgeCount > 0 {
                Text("\(badgeCount)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(5)
                    .background(Circle().fill(Color.red))
                    .offset(x: 4, y: -4)
            }
        }
    }
}
