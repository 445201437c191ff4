// Written in the style of public SwiftUI components (underline tab selectors with matched geometry); not a copy of any of them.
import SwiftUI

struct UnderlineTabs: View {
    let titles: [String]
    @Binding var selection: Int
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(spacing: 6) {
                    Text(titles[index])
                        .font(.subheadline.weight(selection == index ? .semibold : .regular))
                        .foregroundColor(selection == index ? .primary : .secondary)
                    ZStack {
                        if selection == index {
                            Capsule()
                                .fill(Color.accentColor)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        } else {
                            Capsule()
                                .fill(Color.clear)
                                .frame(height: 3)
                        }
                    }
                }
                .fixedSize()
                .onTapGesture {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                        selection = index
                    }
                }
            }
        }
        .padding(.horizontal)
    }
}

struct InboxTabs: View {
    @State private var tab = 0

    var body: some View {
        VStack {
            UnderlineTabs(titles: ["All", "Unread", "Flagged"], selection: $tab)
            Spacer()
        }
    }
}
