// Written in the style of public SwiftUI components (expandable FAQ cards); not a copy of any of them.
import SwiftUI

struct ExpandableCard: View {
    let question: String
    let answer: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(question)
                    .font(.headline)
                    .foregroundColor(.primary)
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
                    .foregroundColor(.secondary)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    isExpanded.toggle()
                }
            }

            if isExpanded {
                Text(answer)
                    .font(.body)
                    .foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .transition(.opacity)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.white)
                .shadow(radius: 2)
        )
        .padding(.horizontal, 16)
    }
}

struct FAQList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ExpandableCard(question: "How do I reset my password?", answer: "Open Settings and tap Account.")
                ExpandableCard(question: "Can I export my data?", answer: "Yes, from the Export menu.")
            }
            .padding(.vertical)
        }
    }
}
