// Written in the style of public SwiftUI components (scroll-offset tracking stretchy headers); not a copy of any of them.
import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct StretchyHeaderView: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { geo in
                    let minY = geo.frame(in: .named("scroll")).minY
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                        .frame(height: 220 + max(minY, 0))
                        .offset(y: -max(minY, 0))
                        .preference(key: ScrollOffsetKey.self, value: minY)
                }
                .frame(height: 220)

                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(1...20, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.1)))
                    }
                }
                .padding()
            }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
        .overlay(alignment: .top) {
            Text("Profile")
                .font(.headline)
                .padding(8)
                .opacity(offset < -150 ? 1 : 0)
        }
    }
}
