// Written in the style of public SwiftUI components (tag / chip selectors); not a copy of any of them.
import SwiftUI

struct Chip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                if isSelected {
                    Image(systemName: "checkmark")
                        .font(.caption.weight(.bold))
                }
                Text(title)
                    .font(.callout)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundColor(isSelected ? .white : .accentColor)
            .background(
                Capsule().fill(isSelected ? Color.accentColor : Color.clear)
            )
            .overlay(
                Capsule().stroke(Color.accentColor, lineWidth: 1)
            )
        }
        .buttonStyle(PlainButtonStyle())
    }
}

struct ChipsRow: View {
    let tags: [String]
    @State private var selected: Set<String> = []

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Chip(title: tag, isSelected: selected.contains(tag)) {
                        if selected.contains(tag) {
                            selected.remove(tag)
                        } else {
                            selected.insert(tag)
                        }
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct ChipsRow_Previews: PreviewProvider {
    static var previews: some View {
        ChipsRow(tags: ["Swift", "iOS", "Design", "Testing", "Accessibility"])
    }
}
