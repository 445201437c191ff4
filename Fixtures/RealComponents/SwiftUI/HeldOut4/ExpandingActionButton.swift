// Written in the style of public SwiftUI components (expanding floating action buttons); not a copy of any of them.
import SwiftUI

struct FABAction: Identifiable {
    let id = UUID()
    let icon: String
    let color: Color
    let action: () -> Void
}

struct ExpandingActionButton: View {
    let actions: [FABAction]
    @State private var isExpanded = false

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            ForEach(Array(actions.enumerated()), id: \.element.id) { index, item in
                Button {
                    item.action()
                    withAnimation(.spring()) { isExpanded = false }
                } label: {
                    Image(systemName: item.icon)
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundColor(.white)
                        .frame(width: 44, height: 44)
                        .background(Circle().fill(item.color))
                        .shadow(radius: 3)
                }
                .offset(y: isExpanded ? -CGFloat(index + 1) * 60 : 0)
                .opacity(isExpanded ? 1 : 0)
                .scaleEffect(isExpanded ? 1 : 0.4)
            }
            Button {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                    isExpanded.toggle()
                }
            } label: {
                Image(systemName: "plus")
                    .font(.title2.weight(.bold))
                    .foregroundColor(.white)
                    .frame(width: 56, height: 56)
                    .background(Circle().fill(Color.accentColor))
                    .rotationEffect(.degrees(isExpanded ? 45 : 0))
                    .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 4)
            }
        }
        .padding()
    }
}
