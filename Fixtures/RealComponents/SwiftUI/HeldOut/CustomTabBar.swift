// Written in the style of public SwiftUI components (custom tab bars); not a copy of any of them.
import SwiftUI

enum AppTab: String, CaseIterable {
    case home, search, profile

    var icon: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

struct CustomTabBar: View {
    @Binding var selected: AppTab

    var body: some View {
        HStack {
            ForEach(AppTab.allCases, id: \.self) { tab in
                Spacer()
                VStack(spacing: 4) {
                    Image(systemName: selected == tab ? tab.icon + ".fill" : tab.icon)
                        .font(.system(size: 20))
                    Text(tab.rawValue.capitalized)
                        .font(.caption2)
                }
                .foregroundColor(selected == tab ? .accentColor : .gray)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        selected = tab
                    }
                }
                Spacer()
            }
        }
        .padding(.vertical, 10)
        .background(Color.white.shadow(radius: 2))
    }
}
