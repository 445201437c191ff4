// Written in the style of public SwiftUI components (accordion FAQ lists); not a copy of any of them.
import SwiftUI

struct FAQItem: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

struct AccordionList: View {
    let items: [FAQItem]
    @State private var expanded: UUID?

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(items) { item in
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text(item.question)
                                .font(.headline)
                            Spacer()
                            Image(systemName: "chevron.down")
                                .rotationEffect(.degrees(expanded == item.id ? 180 : 0))
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.25)) {
                                expanded = expanded == item.id ? nil : item.id
                            }
                        }
                        if expanded == item.id {
                            Text(item.answer)
                                .font(.body)
                                .foregroundColor(.secondary)
                                .transition(.opacity.combined(with: .move(edge: .top)))
                        }
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                }
            }
            .padding()
        }
    }
}
